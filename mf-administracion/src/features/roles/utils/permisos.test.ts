import { ALL_PERMISSIONS, AREAS, SPECIAL_PERMISSIONS } from 'shared';
import {
  alternarGrupo,
  estadoGrupo,
  listaPermisos,
  mismosPermisos,
  permisosDeAccion,
  permisosDeArea,
  textoPermisos,
} from './permisos';

describe('role matrix helpers', () => {
  it('builds rows and columns: add_stock only in the stock row and column', () => {
    expect(permisosDeArea('clientes')).toEqual(['clientes.get', 'clientes.detail.get', 'clientes.post', 'clientes.put', 'clientes.delete']);
    expect(permisosDeArea('stock')).toContain('stock.add_stock');
    expect(permisosDeAccion('add_stock')).toEqual(['stock.add_stock']);
    expect(permisosDeAccion('delete')).toHaveLength(AREAS.length);
    // Rows plus the 6 special permissions cover every permission once.
    expect(SPECIAL_PERMISSIONS).toEqual([
      'ventas.autorizar_precio',
      'stock.editar_costo',
      'reportes.financieros',
      'auditoria.get',
      'cuentas_corrientes.cotizacion',
      'sucursales.todas',
    ]);
    expect(AREAS.flatMap(permisosDeArea)).toHaveLength(ALL_PERMISSIONS.length - 6);
    expect([...AREAS.flatMap(permisosDeArea), ...SPECIAL_PERMISSIONS].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  it('says whether a group is all, part or none selected, and toggles it whole', () => {
    const grupo = permisosDeArea('cajas');
    expect(estadoGrupo(new Set(), grupo)).toBe('ninguno');
    expect(estadoGrupo(new Set(['cajas.get']), grupo)).toBe('algunos');
    const todo = alternarGrupo(new Set(['cajas.get', 'home.get']), grupo);
    expect(estadoGrupo(todo, grupo)).toBe('todos');
    expect(todo.has('home.get')).toBe(true);
    const nada = alternarGrupo(todo, grupo);
    expect(estadoGrupo(nada, grupo)).toBe('ninguno');
    expect([...nada]).toEqual(['home.get']);
  });

  it('lists the known permissions once in the order of ALL_PERMISSIONS', () => {
    expect(listaPermisos(new Set(['auditoria.get', 'cajas.get', 'inventado.get', 'home.get']))).toEqual(['home.get', 'cajas.get', 'auditoria.get']);
    expect(mismosPermisos(['cajas.get', 'home.get', 'home.get'], ['home.get', 'cajas.get'])).toBe(true);
    expect(mismosPermisos(['cajas.get'], ['home.get'])).toBe(false);
  });

  it("counts the permissions of a role, 'Todos' when it has every one", () => {
    expect(textoPermisos(ALL_PERMISSIONS)).toBe('Todos');
    expect(textoPermisos(ALL_PERMISSIONS.slice(1))).toBe(String(ALL_PERMISSIONS.length - 1));
    expect(textoPermisos(['home.get', 'home.get', 'inventado.get'])).toBe('1');
    expect(textoPermisos([])).toBe('0');
  });
});
