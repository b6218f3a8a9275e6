import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { RangoFechas } from './index';

describe('RangoFechas', () => {
  it('labels both dates, bounds each by the other and reports a change', () => {
    const onChange = jest.fn();
    renderWithProviders(<RangoFechas idPrefix="ventas" fechaDesde="2026-01-02" fechaHasta="2026-02-01" onChange={onChange} />);
    const desde = screen.getByLabelText('Desde');
    const hasta = screen.getByLabelText('Hasta');
    expect(desde).toHaveAttribute('id', 'ventas-desde');
    expect(desde).toHaveAttribute('max', '2026-02-01');
    expect(hasta).toHaveAttribute('min', '2026-01-02');
    fireEvent.change(hasta, { target: { value: '2026-03-01' } });
    expect(onChange).toHaveBeenCalledWith('fechaHasta', '2026-03-01');
  });

  it("takes other labels and, unlinked, sets no bounds", () => {
    renderWithProviders(
      <RangoFechas idPrefix="x" fechaDesde="2026-01-02" fechaHasta="" onChange={() => {}} labelDesde="Fecha desde" labelHasta="Fecha hasta" enlazadas={false} />,
    );
    expect(screen.getByLabelText('Fecha desde')).not.toHaveAttribute('max');
    expect(screen.getByLabelText('Fecha hasta')).not.toHaveAttribute('min');
  });
});
