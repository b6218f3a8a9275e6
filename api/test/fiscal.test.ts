import { sql } from 'drizzle-orm';
import {
  MSG_CERTIFICADO_VENCIDO,
  MSG_CLAVE_NO_CORRESPONDE,
  MSG_CUIT_DIGITO,
  MSG_PUNTO_VENTA_OCUPADO,
  type ConfiguracionFiscal,
} from 'shared';
import { credencialesArca } from '../src/modules/fiscal/service';
import { createTestApp, demoClients, rows, type TestApp } from './helpers';
import { certificadoDePrueba } from './support/certificados';

/**
 * The fiscal settings (docs/facturacion.md): GET/PUT fiscal/configuracion, PUT fiscal/certificado
 * (the key stored encrypted, never returned) and the punto de venta of each branch.
 */

let t: TestApp;
let u: Awaited<ReturnType<typeof demoClients>>;

beforeAll(async () => {
  t = await createTestApp();
  u = await demoClients(t.app);
});
afterAll(() => t.close());

const datos = {
  cuit: '30712345671',
  razonSocial: 'Insumos del Centro S.A.',
  condicionIva: 'Responsable Inscripto',
  ingresosBrutos: '901-123456-7',
  inicioActividades: '2015-03-01',
  domicilioComercial: 'Av. Colón 1234, Córdoba',
  entorno: 'simulador',
  limiteConsumidorFinal: '10000000',
};

describe('GET and PUT fiscal/configuracion', () => {
  test('the administrator saves the business data: the CUIT normalised, money with 2 decimals, audited', async () => {
    const r = await u.admin.put('/api/fiscal/configuracion', datos);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      cuit: '30-71234567-1',
      razonSocial: 'Insumos del Centro S.A.',
      condicionIva: 'Responsable Inscripto',
      inicioActividades: '2015-03-01',
      entorno: 'simulador',
      limiteConsumidorFinal: '10000000.00',
    });
    const leida = await u.admin.get('/api/fiscal/configuracion');
    expect(leida.body).toEqual(r.body);
    // Every active branch with its punto de venta (the demo gives Casa Central 1 and Norte 2).
    expect((leida.body as ConfiguracionFiscal).puntosVenta).toEqual([
      { sucursalId: 1, sucursal: 'Casa Central', puntoVenta: 1 },
      { sucursalId: 2, sucursal: 'Sucursal Norte', puntoVenta: 2 },
    ]);
    const [fila] = await rows<{ accion: string }>(t.db, sql`select accion from auditoria where entidad = 'configuracion_fiscal' order by id desc limit 1`);
    expect(fila.accion).toBe('actualizar');
  });

  test('a wrong check digit, a bad environment or an unknown field is a 400 in Spanish and changes nothing', async () => {
    const antes = (await u.admin.get('/api/fiscal/configuracion')).body;
    for (const [cambio, mensaje] of [
      [{ cuit: '30712345672' }, MSG_CUIT_DIGITO],
      [{ entorno: 'real' }, 'El entorno de ARCA debe ser simulador, homologación o producción.'],
      [{ condicionIva: 'Exento' }, 'La condición frente al IVA debe ser Responsable Inscripto o Monotributo.'],
      [{ inicioActividades: '2015-02-30' }, 'La fecha de inicio de actividades debe tener el formato AAAA-MM-DD.'],
      [{ extra: 1 }, 'Campo no permitido: "extra".'],
    ] as const) {
      const r = await u.admin.put('/api/fiscal/configuracion', { ...datos, ...cambio });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(mensaje);
    }
    expect((await u.admin.get('/api/fiscal/configuracion')).body).toEqual(antes);
  });

  test('read with fiscal.get (Solo lectura), written only with fiscal.put; a seller sees nothing', async () => {
    expect((await u.lectura.get('/api/fiscal/configuracion')).status).toBe(200);
    expect((await u.lectura.put('/api/fiscal/configuracion', datos)).status).toBe(403);
    expect((await u.vendedor.get('/api/fiscal/configuracion')).status).toBe(403);
    expect((await u.anonimo.get('/api/fiscal/configuracion')).status).toBe(401);
  });
});

describe('PUT fiscal/certificado', () => {
  test('stores the certificate and the key encrypted; the API shows subject and expiry, never the key', async () => {
    const c = certificadoDePrueba({ dias: 20 });
    const r = await u.admin.put('/api/fiscal/certificado', c);
    expect(r.status).toBe(200);
    const cert = (r.body as ConfiguracionFiscal).certificado!;
    expect(cert.sujeto).toContain('CUIT 30712345671');
    expect(cert.diasParaVencer).toBeGreaterThanOrEqual(19);
    expect(cert.diasParaVencer).toBeLessThanOrEqual(20);
    // Neither the key nor the certificate travel in any answer.
    const texto = JSON.stringify((await u.admin.get('/api/fiscal/configuracion')).body);
    expect(texto).not.toContain('PRIVATE KEY');
    expect(texto).not.toContain('BEGIN CERTIFICATE');
    // In the database the key is not in clear, and the server decrypts it back.
    const [fila] = await rows<{ clave_privada_cifrada: string }>(t.db, sql`select clave_privada_cifrada from configuracion_fiscal where id = 1`);
    expect(fila.clave_privada_cifrada).toMatch(/^v1:/);
    expect(fila.clave_privada_cifrada).not.toContain('PRIVATE KEY');
    expect((await credencialesArca(t.db))?.clavePrivada).toBe(c.clavePrivada);
    // The audit row names the certificate, without the key.
    const [audit] = await rows<{ despues: unknown }>(t.db, sql`select despues from auditoria where accion = 'cambiar_certificado' order by id desc limit 1`);
    expect(JSON.stringify(audit.despues)).not.toContain('PRIVATE KEY');
  });

  test('a key of another certificate, an expired certificate or text that is not PEM is refused and nothing changes', async () => {
    const antes = (await u.admin.get('/api/fiscal/configuracion')).body;
    const a = certificadoDePrueba();
    const b = certificadoDePrueba();
    const otra = await u.admin.put('/api/fiscal/certificado', { certificado: a.certificado, clavePrivada: b.clavePrivada });
    expect(otra).toMatchObject({ status: 400, body: { message: MSG_CLAVE_NO_CORRESPONDE } });
    const vencido = await u.admin.put('/api/fiscal/certificado', certificadoDePrueba({ dias: -1 }));
    expect(vencido).toMatchObject({ status: 400, body: { message: MSG_CERTIFICADO_VENCIDO } });
    const texto = await u.admin.put('/api/fiscal/certificado', { certificado: 'hola', clavePrivada: b.clavePrivada });
    expect(texto).toMatchObject({ status: 400, body: { message: 'El certificado no es un certificado X.509 en formato PEM.' } });
    expect((await u.admin.get('/api/fiscal/configuracion')).body).toEqual(antes);
  });
});

describe('PUT sucursales/{id}: the punto de venta', () => {
  test('sets it, refuses one another branch uses (409) and frees it with null', async () => {
    const r = await u.admin.put('/api/sucursales/2', { puntoVenta: 5 });
    expect(r).toMatchObject({ status: 200, body: { id: 2, nombre: 'Sucursal Norte', puntoVenta: 5 } });
    expect((await u.lectura.get('/api/sucursales')).body.sucursales[1]).toEqual({ id: 2, nombre: 'Sucursal Norte', puntoVenta: 5 });
    const ocupado = await u.admin.put('/api/sucursales/2', { puntoVenta: 1 });
    expect(ocupado).toMatchObject({ status: 409, body: { message: MSG_PUNTO_VENTA_OCUPADO } });
    expect((await u.admin.put('/api/sucursales/2', { puntoVenta: 0 })).status).toBe(400);
    expect((await u.admin.put('/api/sucursales/999', { puntoVenta: 9 })).status).toBe(404);
    expect((await u.admin.put('/api/sucursales/2', { puntoVenta: null })).body.puntoVenta).toBeNull();
    expect((await u.admin.put('/api/sucursales/2', { puntoVenta: 2 })).body.puntoVenta).toBe(2);
  });
});
