import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/testing';
import { ModuleVersions } from './ModuleVersions';
import { resetModules, updateModule } from './versions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: jest.fn(),
  getInstance: () => ({
    options: {
      name: 'shell',
      shared: {
        shared: [{ version: '1.0.0', from: 'shell', shareConfig: { requiredVersion: '^1.0.0', strictVersion: true } }],
        react: [{ version: '19.3.1', from: 'shell', shareConfig: { requiredVersion: '^19.0.0', strictVersion: true } }],
        'react-router-dom': [{ version: '7.18.5', from: 'shell', shareConfig: { requiredVersion: '^7.0.0', strictVersion: true } }],
      },
    },
  }),
}));

/** The cells of the table row whose first cell is `modulo`. */
function row(modulo: string): string[] {
  const cell = screen.getByRole('cell', { name: modulo });
  return within(cell.closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('ModuleVersions: «Versiones del sistema» desde la versión del menú lateral', () => {
  beforeEach(() => resetModules());

  it('lista el shell y cada remoto con su versión, compilación, origen y estado', async () => {
    updateModule('mf-contactos', {
      status: 'loaded',
      build: { version: '1.0.0', buildId: 'e2e-nuevo', builtAt: '2026-05-10T15:04:00.000Z', manifestUrl: 'http://localhost:13103/mf-manifest.json' },
    });
    updateModule('mf-inventario', { status: 'failed' });
    updateModule('mf-administracion', {
      status: 'incompatible',
      build: { version: '1.0.0', buildId: 'viejo', manifestUrl: 'http://localhost:3004/mf-manifest.json' },
      problems: [{ kind: 'needs', pkg: 'shared', needs: '^2.0.0', has: '1.0.0' }],
    });
    renderWithProviders(
      <ModuleVersions>
        <span>Versión </span>
        <span>1.0.0</span>
      </ModuleVersions>,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Versión 1.0.0' }));

    // The table comes with the dialog's own chunk (a spinner in the dialog meanwhile).
    const table = await screen.findByRole('table', { name: 'Versión de cada módulo' });
    const dialog = screen.getByRole('dialog', { name: 'Versiones del sistema' });
    expect(dialog).toContainElement(table);
    expect(row('Sistema (shell)')).toEqual(['Sistema (shell)', 'desarrollo', '', 'localhost', 'En uso']);
    // 15:04 UTC is 12:04 in Buenos Aires.
    expect(row('Contactos')).toEqual(['Contactos', '1.0.0', 'e2e-nuevo · 10/05/2026 12:04', 'localhost:13103', 'Cargado']);
    expect(row('Inventario')).toEqual(['Inventario', '—', '—', '—', 'No disponible']);
    expect(row('Operaciones')).toEqual(['Operaciones', '—', '—', '—', 'Sin cargar todavía']);
    expect(row('Administración')).toEqual([
      'Administración',
      '1.0.0',
      'viejo',
      'localhost:3004',
      'Incompatible. Necesita shared ^2.0.0 y el sistema tiene 1.0.0.',
    ]);
    expect(within(dialog).getByText('Bibliotecas compartidas: shared 1.0.0 · react 19.3.1 · react-router 7.18.5.')).toBeInTheDocument();
  });

  it('se actualiza mientras está abierto y Cerrar lo cierra', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModuleVersions>1.0.0</ModuleVersions>);
    await user.click(screen.getByRole('button', { name: '1.0.0' }));
    await screen.findByRole('table', { name: 'Versión de cada módulo' });
    expect(row('Operaciones')[4]).toBe('Sin cargar todavía');

    act(() => updateModule('mf-operaciones', { status: 'loaded', build: { version: '1.1.0', buildId: 'abc1234', manifestUrl: 'http://localhost:3002/mf-manifest.json' } }));
    expect(await screen.findByRole('cell', { name: 'abc1234' })).toBeInTheDocument();
    expect(row('Operaciones')).toEqual(['Operaciones', '1.1.0', 'abc1234', 'localhost:3002', 'Cargado']);

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
