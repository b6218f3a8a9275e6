import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_CLAVE_NO_CORRESPONDE, MSG_CUIT_DIGITO, MSG_PUNTO_VENTA, MSG_PUNTO_VENTA_OCUPADO, P, type SessionUser } from 'shared';
import { fakeSessionUser, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { ConfiguracionFiscalPage } from './ConfiguracionFiscalPage';
import { configuracionVacia, fakeCertificadoInfo, setupConfiguracionFiscalServer } from './testing/configuracion-fiscal-handlers';

const { store } = setupConfiguracionFiscalServer();
// A whole form re-renders on every keystroke: slow on a busy 2-core machine.
jest.setTimeout(20_000);
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });
/** The seeded read-only role: fiscal.get, not fiscal.put. */
const soloLectura = fakeSessionUser({ roleName: 'Solo lectura' });

function renderPage(user: SessionUser = admin) {
  return renderWithProviders(<ConfiguracionFiscalPage />, { route: '/configuracion-fiscal', user });
}

const seccion = (name: string) => screen.getByRole('region', { name });
const datos = () => seccion('Datos del negocio');
const certificado = () => seccion('Certificado de ARCA');
const puntos = () => seccion('Puntos de venta');
const campo = (name: string) => within(datos()).getByRole('textbox', { name });
const cuit = () => campo('CUIT');
/** Waits until the configuration has loaded and the form shows it. */
const cargada = () => screen.findByDisplayValue('Insumos del Centro S.A.');
const puntoVenta = (sucursal: string) => within(puntos()).getByRole('spinbutton', { name: `Punto de venta de ${sucursal}` });
const guardarPunto = (sucursal: string) => within(puntos()).getByRole('button', { name: `Guardar el punto de venta de ${sucursal}` });

const CERT_PEM = '-----BEGIN CERTIFICATE-----\nMIIDSzCCAjOgAwIBAgIIQmFzZTY0\n-----END CERTIFICATE-----';
const KEY_PEM = '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEF\n-----END PRIVATE KEY-----';
const archivo = (texto: string, nombre: string) => new File([`${texto}\n`], nombre, { type: 'application/x-pem-file' });

describe('/configuracion-fiscal: loading', () => {
  it('shows the business data, the certificate and the puntos de venta', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración fiscal' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando configuración fiscal' })).toBeInTheDocument();
    await cargada();

    expect(cuit()).toHaveValue('30-71234567-1');
    expect(campo('Razón social')).toHaveValue('Insumos del Centro S.A.');
    expect(within(datos()).getByRole('combobox', { name: 'Condición frente al IVA' })).toHaveValue('Responsable Inscripto');
    expect(campo('Ingresos brutos')).toHaveValue('901-123456-7');
    expect(within(datos()).getByLabelText(/Inicio de actividades/)).toHaveValue('2015-03-01');
    expect(campo('Domicilio comercial')).toHaveValue('Av. Colón 1234, Córdoba');
    const entorno = within(datos()).getByRole('combobox', { name: 'Entorno de ARCA' });
    expect(entorno).toHaveValue('simulador');
    expect(entorno).toHaveDisplayValue('Simulador local (sin validez fiscal)');
    expect(entorno).toHaveAccessibleDescription('El simulador sirve para probar el sistema: sus comprobantes no tienen validez fiscal.');
    const limite = campo('Monto para identificar al consumidor final');
    expect(limite).toHaveValue('10000000.00');
    expect(limite).toHaveAccessibleDescription(/guardado: \$ 10\.000\.000,00/);
    expect(within(datos()).getByRole('button', { name: 'Guardar' })).toBeEnabled();

    expect(certificado()).toHaveTextContent('CN=backoffice, O=Insumos del Centro S.A., C=AR, serialNumber=CUIT 30712345671');
    expect(certificado()).toHaveTextContent('CN=Computadores Test, O=AFIP, C=AR');
    expect(certificado()).toHaveTextContent('Válido hasta30/06/2027');
    expect(certificado()).toHaveTextContent('Días para vencerFaltan 210 días');
    // Far from its expiry: no warning.
    expect(within(certificado()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(certificado()).getByRole('heading', { name: 'Reemplazar el certificado' })).toBeInTheDocument();

    const filas = within(puntos()).getAllByRole('row').slice(1);
    expect(filas.map((f) => within(f).getByRole('rowheader').textContent)).toEqual(['Casa Central', 'Sucursal Norte', 'Sucursal Sur']);
    expect(puntoVenta('Casa Central')).toHaveValue(1);
    expect(puntoVenta('Sucursal Norte')).toHaveValue(2);
    expect(puntoVenta('Sucursal Sur')).toHaveValue(null);
    expect(store().calls.get).toBe(1);
  });

  it("says 'No se pudo cargar la configuración fiscal.' with the reason and retries", async () => {
    store().failGet = 'server';
    const user = userEvent.setup();
    renderPage();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo cargar la configuración fiscal.');
    expect(alerta).toHaveTextContent('Fallo interno');
    expect(screen.queryByRole('region', { name: 'Datos del negocio' })).not.toBeInTheDocument();
    store().failGet = undefined;
    await user.click(within(alerta).getByRole('button', { name: 'Reintentar' }));
    await cargada();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store().calls.get).toBe(2);
  });

  it("says 'Error de red' when the server cannot be reached", async () => {
    store().failGet = 'network';
    renderPage();
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('No se pudo cargar la configuración fiscal.');
    expect(alerta).toHaveTextContent('Error de red');
    expect(within(alerta).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('/configuracion-fiscal: Datos del negocio', () => {
  it('sends every field, the CUIT normalised, and says it was saved', async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.clear(cuit());
    await user.type(cuit(), '30712345671');
    await user.clear(campo('Razón social'));
    await user.type(campo('Razón social'), '  Insumos del Centro S.R.L. ');
    await user.selectOptions(within(datos()).getByRole('combobox', { name: 'Condición frente al IVA' }), 'Monotributo');
    await user.selectOptions(within(datos()).getByRole('combobox', { name: 'Entorno de ARCA' }), 'Homologación de ARCA (pruebas)');
    const limite = campo('Monto para identificar al consumidor final');
    await user.clear(limite);
    // Submitted from the keyboard.
    await user.type(limite, '250000.5{Enter}');

    expect(await screen.findByText('Configuración fiscal guardada.')).toBeInTheDocument();
    expect(store().configuracionBodies).toEqual([
      {
        cuit: '30-71234567-1',
        razonSocial: 'Insumos del Centro S.R.L.',
        condicionIva: 'Monotributo',
        ingresosBrutos: '901-123456-7',
        inicioActividades: '2015-03-01',
        domicilioComercial: 'Av. Colón 1234, Córdoba',
        entorno: 'homologacion',
        limiteConsumidorFinal: '250000.5',
      },
    ]);
    // The form shows what the server saved.
    await waitFor(() => expect(campo('Monto para identificar al consumidor final')).toHaveValue('250000.50'));
    expect(campo('Razón social')).toHaveValue('Insumos del Centro S.R.L.');
    expect(cuit()).toHaveValue('30-71234567-1');
  });

  it('shows the message of a wrong CUIT check digit next to the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.clear(cuit());
    await user.type(cuit(), '30-71234567-2');
    await user.clear(campo('Domicilio comercial'));
    await user.click(within(datos()).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(cuit()).toHaveAccessibleDescription(MSG_CUIT_DIGITO));
    expect(cuit()).toHaveAttribute('aria-invalid', 'true');
    expect(campo('Domicilio comercial')).toHaveAccessibleDescription('Complete el domicilio comercial.');
    expect(store().calls.configuracion).toBe(0);
    expect(screen.queryByText('Configuración fiscal guardada.')).not.toBeInTheDocument();
  });

  it("shows the server's 400 message and keeps what was typed", async () => {
    store().rechazo.configuracion = 'La fecha de inicio de actividades no puede ser posterior a hoy.';
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.clear(campo('Razón social'));
    await user.type(campo('Razón social'), 'Otra razón');
    await user.click(within(datos()).getByRole('button', { name: 'Guardar' }));

    const alerta = await within(datos()).findByRole('alert');
    expect(alerta).toHaveTextContent('La fecha de inicio de actividades no puede ser posterior a hoy.');
    expect(store().configuracionBodies).toHaveLength(1);
    expect(campo('Razón social')).toHaveValue('Otra razón');
    expect(screen.queryByText('Configuración fiscal guardada.')).not.toBeInTheDocument();
  });

  it('starts empty before the first save and asks for the missing fields', async () => {
    store().configuracion = configuracionVacia();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('textbox', { name: 'CUIT' })).toHaveValue('');
    expect(within(datos()).getByRole('combobox', { name: 'Condición frente al IVA' })).toHaveValue('');
    await user.click(within(datos()).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(campo('Razón social')).toHaveAccessibleDescription('Complete la razón social.'));
    expect(within(datos()).getByRole('combobox', { name: 'Condición frente al IVA' })).toHaveAccessibleDescription(
      'La condición frente al IVA debe ser Responsable Inscripto o Monotributo.',
    );
    expect(store().calls.configuracion).toBe(0);
  });
});

describe('/configuracion-fiscal: read-only with fiscal.get only', () => {
  it('shows the data without any button, file input or editable field', async () => {
    expect(soloLectura.permissions).toContain(P.fiscalGet);
    expect(soloLectura.permissions).not.toContain(P.fiscalPut);
    renderPage(soloLectura);
    await cargada();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(cuit()).toHaveAttribute('readonly');
    expect(campo('Razón social')).toHaveAttribute('readonly');
    expect(within(datos()).getByRole('combobox', { name: 'Entorno de ARCA' })).toBeDisabled();
    expect(screen.queryByLabelText(/Certificado \(\.crt o \.pem\)/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Clave privada/)).not.toBeInTheDocument();
    expect(certificado()).toHaveTextContent('Válido hasta30/06/2027');
    expect(within(puntos()).queryAllByRole('spinbutton')).toHaveLength(0);
    const filas = within(puntos()).getAllByRole('row').slice(1);
    expect(filas.map((f) => f.textContent)).toEqual(['Casa Central1', 'Sucursal Norte2', 'Sucursal SurSin punto de venta']);
  });
});

describe('/configuracion-fiscal: Certificado de ARCA', () => {
  it('warns 10 days before it expires', async () => {
    store().configuracion.certificado = fakeCertificadoInfo({ vence: '2026-12-12T12:00:00.000Z', diasParaVencer: 10 });
    renderPage();
    await cargada();
    expect(within(certificado()).getByRole('alert')).toHaveTextContent('El certificado vence en 10 días: pida uno nuevo a ARCA y súbalo aquí.');
    expect(certificado()).toHaveTextContent('Válido hasta12/12/2026');
    expect(certificado()).toHaveTextContent('Faltan 10 días');
  });

  it('says when it already expired', async () => {
    store().configuracion.certificado = fakeCertificadoInfo({ vence: '2026-11-28T12:00:00.000Z', diasParaVencer: -4 });
    renderPage();
    await cargada();
    expect(within(certificado()).getByRole('alert')).toHaveTextContent('El certificado está vencido: pida uno nuevo a ARCA y súbalo aquí.');
    expect(certificado()).toHaveTextContent('Vencido hace 4 días');
  });

  it('says that without a certificate Línea 1 invoices cannot be issued', async () => {
    store().configuracion.certificado = null;
    renderPage();
    await cargada();
    expect(within(certificado()).getByRole('alert')).toHaveTextContent(
      'Todavía no se cargó el certificado de ARCA: sin él no se pueden emitir facturas de Línea 1.',
    );
    expect(within(certificado()).getByRole('heading', { name: 'Subir el certificado' })).toBeInTheDocument();
    expect(certificado()).not.toHaveTextContent('Válido hasta');
  });

  it('uploads the certificate and the key read as text, and never shows the key', async () => {
    store().configuracion.certificado = null;
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.upload(within(certificado()).getByLabelText(/Certificado \(\.crt o \.pem\)/), archivo(CERT_PEM, 'negocio.crt'));
    await user.upload(within(certificado()).getByLabelText(/Clave privada/), archivo(KEY_PEM, 'negocio.key'));
    await user.click(within(certificado()).getByRole('button', { name: 'Subir certificado' }));

    expect(await screen.findByText('Certificado guardado.')).toBeInTheDocument();
    expect(store().certificadoBodies).toEqual([{ certificado: CERT_PEM, clavePrivada: KEY_PEM }]);
    await waitFor(() => expect(certificado()).toHaveTextContent('Válido hasta01/12/2028'));
    expect(within(certificado()).queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('PRIVATE KEY');
    expect(document.body).not.toHaveTextContent('MIIEvQIBADANBgkqhkiG9w0BAQEF');
  });

  it('asks for both files and sends nothing without them', async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.click(within(certificado()).getByRole('button', { name: 'Subir certificado' }));
    expect(within(certificado()).getByLabelText(/Certificado \(\.crt o \.pem\)/)).toHaveAccessibleDescription(
      'Elija el archivo del certificado (.crt o .pem).',
    );
    expect(within(certificado()).getByLabelText(/Clave privada/)).toHaveAccessibleDescription('Elija el archivo de la clave privada (.key o .pem).');
    // A file that is not PEM is refused in the browser with the shared schema's message.
    await user.upload(within(certificado()).getByLabelText(/Certificado \(\.crt o \.pem\)/), archivo('no es un certificado', 'negocio.crt'));
    await user.upload(within(certificado()).getByLabelText(/Clave privada/), archivo(KEY_PEM, 'negocio.key'));
    await user.click(within(certificado()).getByRole('button', { name: 'Subir certificado' }));
    await waitFor(() =>
      expect(within(certificado()).getByLabelText(/Certificado \(\.crt o \.pem\)/)).toHaveAccessibleDescription(
        'El certificado no es un certificado X.509 en formato PEM.',
      ),
    );
    expect(store().calls.certificado).toBe(0);
  });

  it("shows the server's refusal of the upload", async () => {
    store().rechazo.certificado = MSG_CLAVE_NO_CORRESPONDE;
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.upload(within(certificado()).getByLabelText(/Certificado \(\.crt o \.pem\)/), archivo(CERT_PEM, 'negocio.pem'));
    await user.upload(within(certificado()).getByLabelText(/Clave privada/), archivo(KEY_PEM, 'negocio.key'));
    await user.click(within(certificado()).getByRole('button', { name: 'Subir certificado' }));
    expect(await within(certificado()).findByRole('alert')).toHaveTextContent(MSG_CLAVE_NO_CORRESPONDE);
    expect(store().certificadoBodies).toHaveLength(1);
    expect(screen.queryByText('Certificado guardado.')).not.toBeInTheDocument();
  });
});

describe('/configuracion-fiscal: Puntos de venta', () => {
  it("shows the 409 'Otra sucursal ya usa ese punto de venta.' in the row", async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.type(puntoVenta('Sucursal Sur'), '2');
    await user.click(guardarPunto('Sucursal Sur'));
    const fila = within(puntos()).getByRole('form', { name: 'Punto de venta de Sucursal Sur' });
    expect(await within(fila).findByRole('alert')).toHaveTextContent(MSG_PUNTO_VENTA_OCUPADO);
    expect(puntoVenta('Sucursal Sur')).toHaveAccessibleDescription(MSG_PUNTO_VENTA_OCUPADO);
    expect(store().puntoVentaPuts).toEqual([{ id: 3, body: { puntoVenta: 2 } }]);
    expect(screen.queryByText('Punto de venta guardado.')).not.toBeInTheDocument();
  });

  it('saves a number from the keyboard, and an empty one as null', async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.type(puntoVenta('Sucursal Sur'), '7{Enter}');
    expect(await screen.findByText('Punto de venta guardado.')).toBeInTheDocument();
    await user.clear(puntoVenta('Casa Central'));
    await user.click(guardarPunto('Casa Central'));
    await waitFor(() => expect(store().puntoVentaPuts).toHaveLength(2));
    expect(store().puntoVentaPuts).toEqual([
      { id: 3, body: { puntoVenta: 7 } },
      { id: 1, body: { puntoVenta: null } },
    ]);
    await waitFor(() => expect(store().calls.get).toBeGreaterThanOrEqual(2));
    expect(puntoVenta('Sucursal Sur')).toHaveValue(7);
    expect(puntoVenta('Casa Central')).toHaveValue(null);
  });

  it('refuses a number outside 1..99998 in the browser and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await cargada();
    await user.type(puntoVenta('Sucursal Sur'), '0');
    await user.click(guardarPunto('Sucursal Sur'));
    expect(puntoVenta('Sucursal Sur')).toHaveAccessibleDescription(MSG_PUNTO_VENTA);
    expect(store().calls.puntoVenta).toBe(0);
  });
});
