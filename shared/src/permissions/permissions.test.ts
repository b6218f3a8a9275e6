import { ALL_PERMISSIONS, hasAnyPermission, P, perm, ROLE_PERMISSIONS, SPECIAL_PERMISSIONS } from './index';

describe('permissions', () => {
  it('lists every permission once, the special ones included', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const p of SPECIAL_PERMISSIONS) expect(ALL_PERMISSIONS).toContain(p);
    expect(ALL_PERMISSIONS).toContain('stock.add_stock');
  });

  it('knows every constant of P', () => {
    for (const p of Object.values(P)) expect(ALL_PERMISSIONS).toContain(p);
    expect(P.auditoriaGet).toBe('auditoria.get');
  });

  it('builds area.action strings', () => {
    expect(perm('ventas', 'detail.get')).toBe('ventas.detail.get');
  });

  it('seeds roles with known permissions only, Administrador with all of them', () => {
    expect(ROLE_PERMISSIONS.Administrador).toEqual(ALL_PERMISSIONS);
    for (const permissions of Object.values(ROLE_PERMISSIONS)) {
      for (const p of permissions) expect(ALL_PERMISSIONS).toContain(p);
    }
  });

  it('gives auditoria.get to Administrador only among the seeded roles', () => {
    const holders = Object.entries(ROLE_PERMISSIONS)
      .filter(([, permissions]) => permissions.includes(P.auditoriaGet))
      .map(([name]) => name);
    expect(holders).toEqual(['Administrador']);
  });

  it('admits a user holding any of the required permissions', () => {
    expect(hasAnyPermission(['a.get'], [])).toBe(true);
    expect(hasAnyPermission(undefined, ['a.get'])).toBe(false);
    expect(hasAnyPermission(['a.get', 'b.get'], ['c.get', 'b.get'])).toBe(true);
    expect(hasAnyPermission(['a.get'], ['b.get'])).toBe(false);
  });
});
