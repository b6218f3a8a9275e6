import { ACTION_LABELS, ACTIONS, ALL_PERMISSIONS, AREA_LABELS, AREAS, permisoLabel, SPECIAL_LABELS, SPECIAL_PERMISSIONS } from './index';

describe('permission labels', () => {
  it('names every area and action, add_stock included', () => {
    expect(Object.keys(AREA_LABELS).sort()).toEqual([...AREAS].sort());
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...ACTIONS, 'add_stock'].sort());
    expect(AREA_LABELS.cuentas_corrientes).toBe('Cuentas corrientes');
    expect(AREA_LABELS.metodos_pago).toBe('Métodos de pago');
    expect(AREA_LABELS.home).toBe('Inicio');
    expect(ACTION_LABELS['detail.get']).toBe('Ver detalle');
    expect(ACTION_LABELS.add_stock).toBe('Ingresar stock');
  });

  it('gives every special permission a label and a one-line description', () => {
    expect(Object.keys(SPECIAL_LABELS).sort()).toEqual([...SPECIAL_PERMISSIONS].sort());
    for (const { label, descripcion } of Object.values(SPECIAL_LABELS)) {
      expect(label.trim()).not.toBe('');
      expect(descripcion.trim()).not.toBe('');
      expect(descripcion).not.toContain('\n');
    }
    expect(SPECIAL_LABELS['ventas.autorizar_precio'].label).toBe('Autorizar precios y límites de crédito');
    expect(SPECIAL_LABELS['auditoria.get'].label).toBe('Ver auditoría');
  });

  it('names a permission as «Área: Acción», a special one by its label, an unknown one as it is', () => {
    expect(permisoLabel('clientes.get')).toBe('Clientes: Ver listado');
    expect(permisoLabel('metodos_pago.detail.get')).toBe('Métodos de pago: Ver detalle');
    expect(permisoLabel('stock.add_stock')).toBe('Stock: Ingresar stock');
    expect(permisoLabel('stock.editar_costo')).toBe('Editar costos');
    expect(permisoLabel('reportes.financieros')).toBe('Ver columnas financieras de reportes');
    expect(permisoLabel('inventado.get')).toBe('inventado.get');
    expect(permisoLabel('clientes.volar')).toBe('clientes.volar');
    expect(permisoLabel('toString')).toBe('toString');
    expect(permisoLabel('constructor.get')).toBe('constructor.get');
  });

  it('gives every known permission a distinct name', () => {
    const nombres = ALL_PERMISSIONS.map(permisoLabel);
    expect(new Set(nombres).size).toBe(ALL_PERMISSIONS.length);
    for (let i = 0; i < nombres.length; i++) expect(nombres[i]).not.toBe(ALL_PERMISSIONS[i]);
  });
});
