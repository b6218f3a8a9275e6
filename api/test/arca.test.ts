import { diaBA } from '../src/lib/dates';
import { ArcaError, ArcaNoRespondeError, almacenEnMemoria, crearClienteArca, type ClienteArca, type ComprobanteArca } from '../src/modules/fiscal/arca/cliente';
import { iniciarSimuladorArca, type SimuladorArca } from '../src/modules/fiscal/arca/simulador';
import { certificadoDePrueba } from './support/certificados';

/**
 * The ARCA client (WSAA + WSFEv1) against the local simulator over real HTTP on loopback: the ticket
 * is reused, numbers are consecutive, the simulator rejects what ARCA rejects, and a timeout after
 * ARCA authorised is found afterwards with FECompConsultar.
 */

const CUIT = '30712345671';
const hoy = diaBA(new Date()).replaceAll('-', '');
let sim: SimuladorArca;
let arca: ClienteArca;
const tickets = almacenEnMemoria();
const credenciales = certificadoDePrueba({ cuit: CUIT });

beforeAll(async () => {
  sim = await iniciarSimuladorArca();
  arca = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets, timeoutMs: 2000 });
});
afterAll(() => sim.cerrar());

/** A Factura A (1) of $ 1000 at 21 % and $ 500 at 10.5 % to a Responsable Inscripto. */
const facturaA = (numero: number, cambios: Partial<ComprobanteArca> = {}): ComprobanteArca => ({
  CbteTipo: 1,
  PtoVta: 1,
  Concepto: 1,
  DocTipo: 80,
  DocNro: '20-12345678-6',
  CbteDesde: numero,
  CbteFch: hoy,
  ImpTotal: '1762.50',
  ImpTotConc: '0.00',
  ImpNeto: '1500.00',
  ImpOpEx: '0.00',
  ImpIVA: '262.50',
  ImpTrib: '0.00',
  MonId: 'PES',
  CondicionIVAReceptorId: 1,
  Iva: [
    { Id: 5, BaseImp: '1000.00', Importe: '210.00' },
    { Id: 4, BaseImp: '500.00', Importe: '52.50' },
  ],
  ...cambios,
});

const codigos = (r: { errores: Array<{ codigo: number }>; observaciones: Array<{ codigo: number }> }) => [...r.errores, ...r.observaciones].map((m) => m.codigo);

test('the WSAA ticket is obtained once and reused while valid', async () => {
  expect(await arca.ultimoAutorizado(1, 1)).toBe(0);
  expect(await arca.ultimoAutorizado(1, 6)).toBe(0);
  expect(sim.llamadas().loginCms).toBe(1);
  const t = await tickets.leer('wsfe');
  expect(t?.vence.getTime()).toBeGreaterThan(Date.now() + 11 * 60 * 60 * 1000);
  // A second client with the same store (another API instance) uses the kept ticket.
  const otro = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets, timeoutMs: 2000 });
  expect(await otro.ultimoAutorizado(1, 11)).toBe(0);
  expect(sim.llamadas().loginCms).toBe(1);
});

test('a ticket about to expire (less than 5 minutes) is renewed', async () => {
  const propio = almacenEnMemoria();
  const t = await tickets.leer('wsfe');
  await propio.guardar('wsfe', { ...t!, vence: new Date(Date.now() + 4 * 60 * 1000) });
  const antes = sim.llamadas().loginCms;
  const c = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets: propio, timeoutMs: 2000 });
  await c.ultimoAutorizado(1, 1);
  expect(sim.llamadas().loginCms).toBe(antes + 1);
});

test('a ticket WSFEv1 refuses (600) is renewed once; a CMS that does not verify is an ArcaError', async () => {
  const falso = almacenEnMemoria();
  await falso.guardar('wsfe', { token: 'x', sign: 'y', vence: new Date(Date.now() + 60 * 60 * 1000) });
  const c = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets: falso, timeoutMs: 2000 });
  const logins = sim.llamadas().loginCms;
  const consultas = sim.llamadas().FECompUltimoAutorizado;
  await expect(c.ultimoAutorizado(1, 1)).resolves.toEqual(expect.any(Number));
  expect(sim.llamadas().loginCms).toBe(logins + 1);
  expect(sim.llamadas().FECompUltimoAutorizado).toBe(consultas + 2);
  expect((await falso.leer('wsfe'))!.token).not.toBe('x');
  // The certificate of one key with the private key of another: the signature does not verify.
  const otro = certificadoDePrueba({ cuit: CUIT });
  const mal = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, certificado: credenciales.certificado, clavePrivada: otro.clavePrivada, tickets: almacenEnMemoria(), timeoutMs: 2000 });
  const e = await mal.ultimoAutorizado(1, 1).catch((x: unknown) => x);
  expect(e).toBeInstanceOf(ArcaError);
  expect((e as ArcaError).codigo).toMatch(/cms\.bad/);
});

test('last number, then a CAE for a Factura A with 21 % and 10.5 %, then the next number', async () => {
  const n = (await arca.ultimoAutorizado(1, 1)) + 1;
  const r = await arca.solicitarCae(facturaA(n));
  expect(r).toMatchObject({ resultado: 'A', numero: n, errores: [], observaciones: [] });
  expect(r.cae).toMatch(/^\d{14}$/);
  const vence = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  expect(r.caeVencimiento).toBe(diaBA(vence));
  expect(await arca.ultimoAutorizado(1, 1)).toBe(n);
  const r2 = await arca.solicitarCae(facturaA(n + 1));
  expect(r2).toMatchObject({ resultado: 'A', numero: n + 1 });
  expect(r2.cae).not.toBe(r.cae);
  expect(await arca.ultimoAutorizado(1, 1)).toBe(n + 1);
  const consultado = await arca.consultar(1, 1, n);
  expect(consultado).toMatchObject({ CbteTipo: 1, PtoVta: 1, numero: n, ImpTotal: '1762.50', ImpNeto: '1500.00', ImpIVA: '262.50', cae: r.cae, resultado: 'A' });
  expect(await arca.consultar(1, 1, n + 50)).toBeNull();
});

test('a wrong total, a wrong IVA and a number out of order are rejected with the reason', async () => {
  const n = (await arca.ultimoAutorizado(1, 1)) + 1;
  const total = await arca.solicitarCae(facturaA(n, { ImpTotal: '1762.51' }));
  expect(total).toMatchObject({ resultado: 'R', cae: null, caeVencimiento: null });
  expect(codigos(total)).toContain(10048);
  expect(total.observaciones[0].mensaje).toMatch(/ImpTotal/);

  const iva = await arca.solicitarCae(
    facturaA(n, { ImpIVA: '263.50', ImpTotal: '1763.50', Iva: [{ Id: 5, BaseImp: '1000.00', Importe: '211.00' }, { Id: 4, BaseImp: '500.00', Importe: '52.50' }] }),
  );
  expect(iva.resultado).toBe('R');
  expect(codigos(iva)).toContain(10051);

  const sumas = await arca.solicitarCae(facturaA(n, { Iva: [{ Id: 5, BaseImp: '1000.00', Importe: '210.00' }] }));
  expect(codigos(sumas)).toEqual(expect.arrayContaining([10061, 10062]));

  const salteado = await arca.solicitarCae(facturaA(n + 1));
  expect(salteado.resultado).toBe('R');
  expect(codigos(salteado)).toContain(10016);
  expect(salteado.errores[0].mensaje).toMatch(/proximo a autorizar/);

  const condicion = await arca.solicitarCae(facturaA(n, { CondicionIVAReceptorId: 5 }));
  expect(codigos(condicion)).toContain(10243);
  expect(await arca.ultimoAutorizado(1, 1)).toBe(n - 1);
  expect((await sim.autorizados()).filter((c) => c.CbteTipo === 1)).toHaveLength(n - 1);
});

test('a credit note needs CbtesAsoc pointing at an authorised invoice of its letter', async () => {
  const factura = await arca.ultimoAutorizado(1, 1);
  const n = (await arca.ultimoAutorizado(1, 3)) + 1;
  const nota = (asoc?: ComprobanteArca['CbtesAsoc']) => facturaA(n, { CbteTipo: 3, CbtesAsoc: asoc });
  const sin = await arca.solicitarCae(nota());
  expect(sin.resultado).toBe('R');
  expect(codigos(sin)).toContain(10197);
  const inexistente = await arca.solicitarCae(nota([{ Tipo: 1, PtoVta: 1, Nro: factura + 10 }]));
  expect(codigos(inexistente)).toContain(10153);
  const otraLetra = await arca.solicitarCae(nota([{ Tipo: 6, PtoVta: 1, Nro: 1 }]));
  expect(codigos(otraLetra)).toContain(10153);
  const con = await arca.solicitarCae(nota([{ Tipo: 1, PtoVta: 1, Nro: factura, Cuit: CUIT, CbteFch: hoy }]));
  expect(con).toMatchObject({ resultado: 'A', numero: n });
});

test('Factura B to a consumidor final and Factura C: the letter rules', async () => {
  const b = (await arca.ultimoAutorizado(2, 6)) + 1;
  const consumidor = { CbteTipo: 6, PtoVta: 2, DocTipo: 99, DocNro: '0', CondicionIVAReceptorId: 5 } as const;
  expect(await arca.solicitarCae(facturaA(b, consumidor))).toMatchObject({ resultado: 'A' });
  const grande = await arca.solicitarCae(
    facturaA(b + 1, { ...consumidor, ImpTotal: '12100000.00', ImpNeto: '10000000.00', ImpIVA: '2100000.00', Iva: [{ Id: 5, BaseImp: '10000000.00', Importe: '2100000.00' }] }),
  );
  expect(codigos(grande)).toContain(10015);
  const c = (await arca.ultimoAutorizado(2, 11)) + 1;
  const facturaC = { CbteTipo: 11, PtoVta: 2, DocTipo: 99, DocNro: '0', CondicionIVAReceptorId: 5, ImpTotal: '1000.00', ImpNeto: '1000.00', ImpIVA: '0.00' } as const;
  const conIva = await arca.solicitarCae(facturaA(c, { ...facturaC, Iva: [{ Id: 5, BaseImp: '1000.00', Importe: '0.00' }] }));
  expect(codigos(conIva)).toContain(10071);
  expect(await arca.solicitarCae(facturaA(c, { ...facturaC, Iva: undefined }))).toMatchObject({ resultado: 'A', numero: c });
});

test('a date more than 5 days back and DOL without MonCotiz are rejected', async () => {
  const n = (await arca.ultimoAutorizado(1, 1)) + 1;
  const vieja = diaBA(new Date(Date.now() - 6 * 24 * 60 * 60 * 1000)).replaceAll('-', '');
  expect(codigos(await arca.solicitarCae(facturaA(n, { CbteFch: vieja })))).toContain(10036);
  const dolares = await arca.solicitarCae(facturaA(n, { MonId: 'DOL' }));
  expect(dolares.resultado).toBe('R');
  expect(codigos(dolares)).toContain(10039);
  expect(await arca.solicitarCae(facturaA(n, { MonId: 'DOL', MonCotiz: '1050.25' }))).toMatchObject({ resultado: 'A', numero: n });
});

test('a forced rejection is returned once with its code', async () => {
  const n = (await arca.ultimoAutorizado(1, 1)) + 1;
  sim.controlar({ rechazar: { codigo: 501, mensaje: 'Error interno de base de datos.' } });
  const r = await arca.solicitarCae(facturaA(n));
  expect(r).toMatchObject({ resultado: 'R', errores: [{ codigo: 501, mensaje: 'Error interno de base de datos.' }] });
  expect(await arca.solicitarCae(facturaA(n))).toMatchObject({ resultado: 'A' });
});

test('a timeout after ARCA authorised: ArcaNoRespondeError, then consultar finds the one invoice', async () => {
  const rapido = crearClienteArca({ wsaaUrl: sim.wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets, timeoutMs: 300 });
  const n = (await rapido.ultimoAutorizado(1, 1)) + 1;
  sim.controlar({ noResponderDespuesDeAutorizar: true });
  await expect(rapido.solicitarCae(facturaA(n))).rejects.toBeInstanceOf(ArcaNoRespondeError);
  sim.controlar({ noResponderDespuesDeAutorizar: false });
  const encontrado = await rapido.consultar(1, 1, n);
  expect(encontrado).toMatchObject({ numero: n, resultado: 'A' });
  expect(encontrado?.cae).toMatch(/^\d{14}$/);
  expect(await rapido.ultimoAutorizado(1, 1)).toBe(n);
  expect((await sim.autorizados()).filter((c) => c.CbteTipo === 1 && c.numero === n)).toHaveLength(1);

  sim.controlar({ demora: 500 });
  await expect(rapido.ultimoAutorizado(1, 1)).rejects.toBeInstanceOf(ArcaNoRespondeError);
  sim.controlar({ demora: 0 });
});

test('a server that is not there is ArcaNoRespondeError', async () => {
  const otro = await iniciarSimuladorArca();
  const { wsaaUrl } = otro;
  await otro.cerrar();
  const c = crearClienteArca({ wsaaUrl, wsfeUrl: sim.wsfeUrl, cuit: CUIT, ...credenciales, tickets: almacenEnMemoria(), timeoutMs: 2000 });
  await expect(c.ultimoAutorizado(1, 1)).rejects.toBeInstanceOf(ArcaNoRespondeError);
});
