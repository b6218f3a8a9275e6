import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { DataList } from './index';

it('shows each label with its value, in order', () => {
  renderWithProviders(<DataList items={[['Documento', '27111222'], ['Dirección', 'Av. San Martín 1234\nPiso 2']]} />);
  expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Documento', 'Dirección']);
  expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['27111222', 'Av. San Martín 1234\nPiso 2']);
});
