import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { MSG_CUIT_DIGITO, MSG_CUIT_FORMATO, MSG_PROVEEDOR_CUIT_DUPLICADO, MSG_PROVEEDOR_NOMBRE, PROVINCIAS } from 'shared';
import { fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { CrearProveedorPage } from './CrearProveedorPage';
import { API_URL, CUIT_QUIMICA, setupProveedoresServer } from '../testing/proveedores-handlers';

const { server, store } = setupProveedoresServer();
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });

function renderCrear() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-proveedor" element={<CrearProveedorPage />} />
        <Route path="/listados/proveedores" element={<h1>Listado de proveedores</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/crear-proveedor', user: admin },
  );
}

const posts = () => store().requests.filter((r) => r.method === 'POST');
const location = () => screen.getByTestId('location').textContent;
const campo = (nombre: RegExp) => screen.getByLabelText(nombre);

describe('/crear-proveedor', () => {
  it('shows every field, with Provincia empty by default and the 24 provinces', () => {
    renderCrear();
    expect(screen.getByRole('heading', { name: 'Nuevo proveedor' })).toBeInTheDocument();
    for (const label of [/^Nombre/, /^CUIT/, /^Contacto/, /^Teléfono/, /^E-mail/, /^Dirección/, /^Provincia/, /^Notas/]) {
      expect(campo(label)).toBeInTheDocument();
    }
    expect(campo(/^Nombre/)).toHaveAttribute('aria-required', 'true');
    const provincia = screen.getByRole('combobox', { name: 'Provincia' });
    expect(provincia).toHaveValue('');
    const opciones = within(provincia).getAllByRole('option').map((o) => o.textContent);
    expect(opciones).toEqual(['Sin especificar', ...PROVINCIAS]);
  });

  it('checks the form in the browser with the server messages, each under its field, and sends nothing', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(campo(/^CUIT/), '30-71234567-2');
    await user.type(campo(/^E-mail/), 'ventas@');
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));

    expect(await screen.findByText(MSG_PROVEEDOR_NOMBRE)).toBeInTheDocument();
    expect(campo(/^Nombre/)).toHaveAccessibleDescription(MSG_PROVEEDOR_NOMBRE);
    expect(campo(/^CUIT/)).toHaveAccessibleDescription('El CUIT/CUIL no es válido: el dígito verificador no coincide.');
    expect(MSG_CUIT_DIGITO).toBe('El CUIT/CUIL no es válido: el dígito verificador no coincide.');
    expect(campo(/^E-mail/)).toHaveAccessibleDescription('Ingrese un e-mail válido.');
    expect(campo(/^CUIT/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);

    await user.clear(campo(/^CUIT/));
    await user.type(campo(/^CUIT/), '3071234');
    await waitFor(() => expect(campo(/^CUIT/)).toHaveAccessibleDescription(MSG_CUIT_FORMATO));
    expect(posts()).toHaveLength(0);
    expect(location()).toBe('/crear-proveedor');
  });

  it("creates the supplier, says 'Guardando...' meanwhile, and goes to the list with a toast", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${API_URL}/proveedores`, async () => {
        await delay(50);
        return undefined;
      }),
    );
    renderCrear();
    await user.type(campo(/^Nombre/), '  Esencias del Norte ');
    await user.type(campo(/^CUIT/), '20 12345678 6');
    await user.type(campo(/^Contacto/), 'Laura Paz');
    await user.type(campo(/^Teléfono/), '381 444-1234');
    await user.type(campo(/^E-mail/), 'laura@esenciasnorte.com');
    await user.type(campo(/^Dirección/), 'San Martín 55');
    await user.selectOptions(campo(/^Provincia/), 'Tucumán');
    await user.type(campo(/^Notas/), 'Pide con 48 h');
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));

    const guardando = await screen.findByRole('button', { name: 'Guardando...' });
    expect(guardando).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Listado de proveedores' })).toBeInTheDocument();
    expect(location()).toBe('/listados/proveedores');
    expect(await screen.findByText('Proveedor creado exitosamente')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toEqual({
      nombre: 'Esencias del Norte',
      cuit: '20-12345678-6',
      contacto: 'Laura Paz',
      telefono: '381 444-1234',
      email: 'laura@esenciasnorte.com',
      direccion: 'San Martín 55',
      provincia: 'Tucumán',
      notas: 'Pide con 48 h',
    });
    expect(store().state.proveedores.at(-1)).toMatchObject({ id: 24, nombre: 'Esencias del Norte', cuit: '20-12345678-6', provincia: 'Tucumán' });
  });

  it('sends only the name when the rest is empty, with no province', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(campo(/^Nombre/), 'Solo Nombre');
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByText('Proveedor creado exitosamente')).toBeInTheDocument();
    expect(posts()[0].body).toEqual({
      nombre: 'Solo Nombre',
      cuit: null,
      contacto: null,
      telefono: null,
      email: null,
      direccion: null,
      provincia: null,
      notas: null,
    });
  });

  it("shows the server's 409 for a CUIT already used under the form and stays", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(campo(/^Nombre/), 'Otra Química');
    await user.type(campo(/^CUIT/), '30712345671');
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Ya existe un proveedor con ese CUIT.');
    expect(MSG_PROVEEDOR_CUIT_DUPLICADO).toBe('Ya existe un proveedor con ese CUIT.');
    expect(posts()[0].body).toMatchObject({ cuit: CUIT_QUIMICA });
    // Under the form: after the fields, before the buttons.
    expect(alerta.compareDocumentPosition(campo(/^Notas/)) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(alerta.compareDocumentPosition(screen.getByRole('button', { name: 'Crear proveedor' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(location()).toBe('/crear-proveedor');
    expect(campo(/^Nombre/)).toHaveValue('Otra Química');
    expect(screen.getByRole('button', { name: 'Crear proveedor' })).toBeEnabled();
  });

  it("says 'Error al crear proveedor' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    server.use(http.post(`${API_URL}/proveedores`, () => HttpResponse.error()));
    renderCrear();
    await user.type(campo(/^Nombre/), 'Nuevo');
    await user.click(screen.getByRole('button', { name: 'Crear proveedor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al crear proveedor');
    expect(location()).toBe('/crear-proveedor');
  });

  it("'Cancelar' leaves the form without saving (to the list when the form was opened first)", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(campo(/^Nombre/), 'Sin guardar');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('heading', { name: 'Listado de proveedores' })).toBeInTheDocument();
    expect(location()).toBe('/listados/proveedores');
    expect(posts()).toHaveLength(0);
  });
});
