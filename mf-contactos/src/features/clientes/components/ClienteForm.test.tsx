import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeCliente, renderWithProviders } from 'shared/testing';
import { ClienteForm } from './ClienteForm';
import { clienteToFormValues, type ClienteFormValues } from '../utils/cliente-form';

// Old records may hold a type or VAT condition that is no longer in the lists: the form shows the
// value and refuses to save it with the messages of docs/contactos-y-administracion.md.
const base = clienteToFormValues(fakeCliente({ nombreApellido: 'Ana Gómez', documento: '27123456', tipo: 'particular', condicionIVA: 'Exento' }));

function renderForm(initialValues: ClienteFormValues) {
  const onSubmit = jest.fn();
  renderWithProviders(<ClienteForm initialValues={initialValues} submitLabel="Crear Cliente" onSubmit={onSubmit} onCancel={jest.fn()} />);
  return onSubmit;
}

describe('ClienteForm', () => {
  it("refuses a type outside the list with 'Tipo inválido.'", async () => {
    const onSubmit = renderForm({ ...base, tipo: 'mayorista' });
    expect(screen.getByLabelText(/Tipo/)).toHaveValue('mayorista');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tipo inválido.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a VAT condition outside the list with 'Condición IVA inválida.'", async () => {
    const onSubmit = renderForm({ ...base, condicionIVA: 'Responsable No Inscripto' });
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Condición IVA inválida.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText(/Condición IVA/), 'Monotributista');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cliente' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ condicionIVA: 'Monotributista' }));
  });
});
