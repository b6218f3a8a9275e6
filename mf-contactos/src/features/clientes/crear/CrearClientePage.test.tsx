import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { MSG_CUIT_DIGITO, MSG_DOCUMENTO_INVALIDO, type SessionUser } from 'shared';
import { API_URL, fakeSessionUser, LocationProbe, renderWithProviders } from 'shared/testing';
import { toast } from 'shared/toast';
import { CrearClientePage } from './CrearClientePage';
import { setupClientesServer } from '../testing/clientes-handlers';

const { server, store } = setupClientesServer();
// Toasts live in a module-level store: clear them so one test's toast never shows in the next.
afterEach(() => toast.remove());

const admin = fakeSessionUser({ roleName: 'Administrador' });

function renderCrear(user: SessionUser = admin) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/crear-cliente" element={<CrearClientePage />} />
        <Route path="/listados/clientes" element={<h1>Listado de clientes</h1>} />
      </Routes>
      <LocationProbe />
    </>,
    { route: '/crear-cliente', user },
  );
}

const posts = () => store().requests.filter((r) => r.method === 'POST');

describe('/crear-cliente', () => {
  it('asks for the required fields and sends nothing', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Gómez');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Por favor, completa todos los campos obligatorios.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Documento/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/crear-cliente');
  });

  it('shows the company name only for Empresa, creates the client and goes to the list', async () => {
    const user = userEvent.setup();
    renderCrear();
    expect(screen.getByLabelText(/Provincia/)).toHaveValue('Buenos Aires');
    expect(screen.queryByLabelText(/Nombre de la empresa/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Nombre y apellido/), '  Ana Gómez ');
    await user.type(screen.getByLabelText(/Documento/), '27123456');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Empresa');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Monotributista');
    await user.type(screen.getByLabelText(/Nombre de la empresa/), 'Gómez SRL');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.selectOptions(screen.getByLabelText(/Provincia/), 'Mendoza');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));

    expect(await screen.findByRole('heading', { name: 'Listado de clientes' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/listados/clientes');
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0].body).toMatchObject({
      nombreApellido: 'Ana Gómez',
      documento: '27123456',
      tipo: 'empresa',
      condicionIVA: 'Monotributista',
      nombreEmpresa: 'Gómez SRL',
      email: 'ana@example.com',
      telefono: null,
      provincia: 'Mendoza',
    });
    expect(store().state.clientes.at(-1)).toMatchObject({ nombreApellido: 'Ana Gómez', provincia: 'Mendoza' });
  });

  it('sends the credit limits typed, and none for an empty one', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Gómez');
    await user.type(screen.getByLabelText(/Documento/), '27123456');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    const pesos = screen.getByRole('textbox', { name: 'Límite de crédito en pesos' });
    expect(pesos).toHaveAccessibleDescription('Vacío: sin límite');
    await user.type(pesos, '  80000 ');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(posts()[0].body).toMatchObject({ limiteCreditoPesos: '80000', limiteCreditoDolares: null });
    expect(store().state.clientes.at(-1)).toMatchObject({ nombreApellido: 'Ana Gómez', limiteCreditoPesos: '80000.00', limiteCreditoDolares: null });
  });

  it('without ventas.autorizar_precio the limits are read-only and not sent', async () => {
    const user = userEvent.setup();
    renderCrear(fakeSessionUser({ roleName: 'Vendedor' }));
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Gómez');
    await user.type(screen.getByLabelText(/Documento/), '27123456');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    expect(screen.getByRole('textbox', { name: 'Límite de crédito en dólares' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(posts()[0].body).not.toHaveProperty('limiteCreditoPesos');
    expect(posts()[0].body).not.toHaveProperty('limiteCreditoDolares');
  });

  it("shows the server's message when creating fails and stays on the form", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Otro Pérez');
    await user.type(screen.getByLabelText(/Documento/), '30111222');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Ya existe un cliente con ese documento.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/crear-cliente');
    expect(screen.getByRole('button', { name: 'Crear Cliente' })).toBeEnabled();
  });

  it("says 'Error al crear cliente' when the request never reaches the server, and stays on the form", async () => {
    server.use(http.post(`${API_URL}/clientes`, () => HttpResponse.error()));
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Otro Pérez');
    await user.type(screen.getByLabelText(/Documento/), '30111223');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Error al crear cliente')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/crear-cliente');
    expect(screen.getByRole('button', { name: 'Crear Cliente' })).toBeEnabled();
  });

  it('shows a CUIT with a wrong check digit under Documento, sends nothing, and takes the right one', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Gómez');
    const documento = screen.getByLabelText(/Documento/);
    await user.type(documento, '20-12345678-0');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_CUIT_DIGITO);
    expect(documento).toHaveAttribute('aria-invalid', 'true');
    expect(documento).toHaveAccessibleDescription(MSG_CUIT_DIGITO);
    expect(posts()).toHaveLength(0);

    await user.clear(documento);
    await user.type(documento, '20 12345678 6');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByText('Cliente creado correctamente')).toBeInTheDocument();
    expect(posts()[0].body).toMatchObject({ documento: '20-12345678-6' });
  });

  it('shows a document that is neither a DNI nor a CUIT under Documento', async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Ana Gómez');
    await user.type(screen.getByLabelText(/Documento/), '12345');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_DOCUMENTO_INVALIDO);
    expect(screen.getByLabelText(/Documento/)).toHaveAccessibleDescription(MSG_DOCUMENTO_INVALIDO);
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's refusal of the document under Documento, until it is edited", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.type(screen.getByLabelText(/Nombre y apellido/), 'Otro Pérez');
    const documento = screen.getByLabelText(/Documento/);
    await user.type(documento, '30111222');
    await user.selectOptions(screen.getByLabelText(/Tipo/), 'Particular');
    await user.selectOptions(screen.getByLabelText(/Condición IVA/), 'Exento');
    await user.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un cliente con ese documento.');
    expect(documento).toHaveAccessibleDescription('Ya existe un cliente con ese documento.');
    expect(posts()).toHaveLength(1);
    await user.clear(documento);
    await user.type(documento, '30111223');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(documento).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("'Cancelar' leaves the form", async () => {
    const user = userEvent.setup();
    renderCrear();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/listados/clientes');
  });
});
