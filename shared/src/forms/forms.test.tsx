import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { Button, Field, Input } from '../ui';
import { fieldError, firstFieldError, useZodForm, z } from './index';

const schema = z.object({
  nombre: z.string().trim().min(1, { message: 'El nombre es obligatorio' }).max(5, { message: 'Máximo 5 caracteres' }),
  nota: z
    .string()
    .transform((v) => v.trim() || null),
});

function Form({ onValid }: { onValid: (body: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { nombre: '', nota: '' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Prueba">
      <p data-testid="first">{firstFieldError(form, ['nota', 'nombre']) ?? ''}</p>
      <Field label="Nombre" htmlFor="nombre" error={fieldError(form, 'nombre')}>
        <Input id="nombre" {...form.register('nombre')} />
      </Field>
      <Field label="Nota" htmlFor="nota" error={fieldError(form, 'nota')}>
        <Input id="nota" {...form.register('nota')} />
      </Field>
      <Button type="submit">Guardar</Button>
    </form>
  );
}

describe('useZodForm', () => {
  it('checks on submit, shows the message wired to the field and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithProviders(<Form onValid={onValid} />);
    const nombre = screen.getByLabelText('Nombre');
    await user.type(nombre, '   ');
    // mode 'onSubmit': nothing is shown before the first submit.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('El nombre es obligatorio');
    expect(nombre).toHaveAttribute('aria-invalid', 'true');
    expect(nombre).toHaveAttribute('aria-describedby', alert.id);
    expect(screen.getByTestId('first')).toHaveTextContent('El nombre es obligatorio');
    expect(screen.getByLabelText('Nota')).not.toHaveAttribute('aria-invalid');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("re-checks on change after a failed submit (reValidateMode 'onChange')", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El nombre es obligatorio');
    await user.type(screen.getByLabelText('Nombre'), 'Cheques');
    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo 5 caracteres');
    await user.clear(screen.getByLabelText('Nombre'));
    await user.type(screen.getByLabelText('Nombre'), 'Caja');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
  });

  it("submits the schema's output", async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderWithProviders(<Form onValid={onValid} />);
    await user.type(screen.getByLabelText('Nombre'), '  Caja ');
    await user.type(screen.getByLabelText('Nota'), '   ');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid.mock.calls[0][0]).toEqual({ nombre: 'Caja', nota: null });
  });
});
