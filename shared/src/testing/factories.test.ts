import {
  auditoriaItemSchema,
  auditoriaPageSchema,
  clienteSchema,
  clientesPageSchema,
  metodoPagoSchema,
  monedaSchema,
  productoSchema,
  proveedorSelectSchema,
  rolSchema,
  sessionUserSchema,
  sucursalSchema,
  usuarioSchema,
  usuariosListSchema,
  ventaDetalleSchema,
  ventaListItemSchema,
  ventaSchema,
  ventasPageSchema,
} from '../schemas';
import {
  fakeAuditoriaItem,
  fakeCliente,
  fakeMetodoPago,
  fakeMoneda,
  fakePage,
  fakeProducto,
  fakeProveedorSelect,
  fakeRol,
  fakeSessionUser,
  fakeSucursal,
  fakeUsuario,
  fakeUsuariosList,
  fakeVenta,
  fakeVentaDetalle,
  fakeVentaListItem,
  pageOf,
  resetFakeIds,
  toVentaListItem,
} from './factories';

beforeEach(() => resetFakeIds());

/** The line zod's prettified error gives the offending field: "→ at precio". */
const atField = (path: string) => new RegExp(`^\\s*→ at ${path.replace(/[.[\]]/g, '\\$&')}$`, 'm');

/** Every factory with the shared response schema its default must satisfy as it is. */
const FACTORIES = [
  ['fakeCliente', fakeCliente, clienteSchema],
  ['fakeProducto', fakeProducto, productoSchema],
  ['fakeVentaDetalle', fakeVentaDetalle, ventaDetalleSchema],
  ['fakeVenta', fakeVenta, ventaSchema],
  ['fakeVentaListItem', fakeVentaListItem, ventaListItemSchema],
  ['fakeMetodoPago', fakeMetodoPago, metodoPagoSchema],
  ['fakeSucursal', fakeSucursal, sucursalSchema],
  ['fakeMoneda', fakeMoneda, monedaSchema],
  ['fakeProveedorSelect', fakeProveedorSelect, proveedorSelectSchema],
  ['fakeUsuario', fakeUsuario, usuarioSchema],
  ['fakeRol', fakeRol, rolSchema],
  ['fakeAuditoriaItem', fakeAuditoriaItem, auditoriaItemSchema],
  ['fakeSessionUser', fakeSessionUser, sessionUserSchema],
] as const;

describe('default of every factory', () => {
  it.each(FACTORIES)('%s is exactly what the response schema accepts, with sequential ids', (_name, factory, schema) => {
    const first = (factory as () => { id: number })();
    const second = (factory as () => { id: number })();
    expect(schema.strict().parse(first)).toEqual(first);
    expect([first.id, second.id]).toEqual([1, 2]);
  });

  it.each(FACTORIES)('%s refuses a field of the wrong type and names it', (name, factory) => {
    expect(() => (factory as (o: object) => unknown)({ id: 'uno' })).toThrow(`${name}: la API nunca enviaría este dato.`);
    expect(() => (factory as (o: object) => unknown)({ id: 'uno' })).toThrow(atField('id'));
  });

  it.each(FACTORIES)('%s refuses a field the API does not send', (name, factory) => {
    expect(() => (factory as (o: object) => unknown)({ passwordHash: 'x' })).toThrow(`${name}: la API no envía "passwordHash"`);
  });
});

describe('plausible es-AR values in the API format', () => {
  it('a client: a person in Buenos Aires with zero balances of 2 decimals', () => {
    const c = fakeCliente();
    expect(c).toMatchObject({ tipo: 'particular', condicionIVA: 'Monotributista', provincia: 'Buenos Aires', nombreEmpresa: null });
    expect(c.nombreApellido).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    expect(c.email).toMatch(/^[a-z.]+@correo\.com\.ar$/);
    expect(c.cuentaCorriente).toEqual({ saldo_pesos: '0.00', saldo_dolares: '0.00', saldo_a_favor_pesos: '0.00', saldo_a_favor_dolares: '0.00' });
    expect(fakeCliente({ tipo: 'empresa' }).nombreEmpresa).toMatch(/ S\.R\.L\.$/);
    expect(fakeCliente({ cuentaCorriente: { saldo_pesos: '1500.50' } }).cuentaCorriente).toMatchObject({ saldo_pesos: '1500.50', saldo_dolares: '0.00' });
  });

  it('a product: codigo by category, moneda by monedaId, valorFinal from precio and IVA', () => {
    expect(fakeProducto()).toMatchObject({ codigo: '10001', categoria: 'materia_prima', stock: '10.0000', precio: '1000.00', alicuotaIva: '21', valorFinal: '1210.00', moneda: { id: 1, simbolo: '$' } });
    expect(fakeProducto({ id: 7, categoria: 'esencia', monedaId: 2, precio: '10.00', alicuotaIva: '10.5' })).toMatchObject({
      codigo: '20007',
      moneda: { id: 2, simbolo: 'US$' },
      valorFinal: '11.05',
    });
  });

  it('a sale: subtotal, total with discount and the payment state follow their inputs', () => {
    const detalle = fakeVentaDetalle({ productoId: 9, cantidad: '2.5000', precioUnitario: '100.00' });
    expect(detalle).toMatchObject({ subTotal: '250.00', producto: { id: 9, codigo: '30009' } });
    const venta = fakeVenta({ detalles: [detalle], descuento: '10' });
    expect(venta).toMatchObject({ total: '225.00', pagado: '0.00', estadoPago: 'Pendiente', pagada: false, metodoPago: { nombre: 'Cuenta Corriente' } });
    expect(fakeVenta({ pagado: '1210.00' })).toMatchObject({ estadoPago: 'Pagada', pagada: true });
    expect(fakeVentaListItem({ pagado: '10.00' })).toMatchObject({ estadoPago: 'Parcial', pagada: false });
    expect(toVentaListItem(venta)).not.toHaveProperty('detalles');
    expect(new Date(venta.fechaVenta).toISOString()).toBe(venta.fechaVenta);
  });

  it('seeded catalogs and roles by id', () => {
    expect([1, 2, 3, 4].map((id) => fakeMetodoPago({ id }).nombre)).toEqual(['Efectivo', 'Transferencia', 'Tarjeta', 'Cuenta Corriente']);
    expect(fakeSucursal({ id: 2 }).nombre).toBe('Sucursal Norte');
    expect(fakeMoneda({ id: 2 })).toEqual({ id: 2, nombre: 'Dólares', simbolo: 'US$', valor: '1180.0000' });
    expect(fakeRol({ id: 4 }).name).toBe('Solo lectura');
    expect(fakeSessionUser({ roleName: 'Vendedor' })).toMatchObject({ roleId: 2, cod_vendedor: 'V001', permissions: expect.arrayContaining(['ventas.post']) });
    expect(fakeUsuario().comision).toBe('5.00');
  });

  it('a given id moves the sequence past it', () => {
    expect(fakeCliente({ id: 40 }).id).toBe(40);
    expect(fakeCliente().id).toBe(41);
    resetFakeIds();
    expect(fakeCliente().id).toBe(1);
  });
});

describe('a fixture the API could never send', () => {
  it.each([
    ['money without 2 decimals', () => fakeProducto({ precio: '100', valorFinal: '121.00' }), 'precio'],
    ['a stock without 4 decimals', () => fakeProducto({ stock: '1500.5' }), 'stock'],
    ['a valorFinal that does not follow precio and IVA', () => fakeProducto({ valorFinal: '1234567.50' }), 'valorFinal'],
    ['a moneda other than monedaId', () => fakeProducto({ monedaId: 2, moneda: { id: 1, simbolo: '$' } }), 'moneda.id'],
    ['a category outside the list', () => fakeProducto({ categoria: 'perfume' as never }), 'categoria'],
    ['a balance without decimals', () => fakeCliente({ cuentaCorriente: { saldo_pesos: '0' } }), 'cuentaCorriente.saldo_pesos'],
    ['a client type outside the list', () => fakeCliente({ tipo: 'mayorista' as never }), 'tipo'],
    ['a line whose subTotal is not price × quantity', () => fakeVentaDetalle({ cantidad: '2.0000', subTotal: '1210.00' }), 'subTotal'],
    ['a commission without decimals', () => fakeVentaDetalle({ comisionVendedor: '0' }), 'comisionVendedor'],
    ['a total that does not add up', () => fakeVenta({ total: '5.00' }), 'total'],
    ['a payment state against pagado', () => fakeVenta({ pagado: '1210.00', estadoPago: 'Pendiente' }), 'estadoPago'],
    ['pagada against the state', () => fakeVentaListItem({ pagada: true }), 'pagada'],
    ['a sale date that is not ISO', () => fakeVentaListItem({ fechaVenta: '21/11/2026' }), 'fechaVenta'],
    ['a rate without 4 decimals', () => fakeMoneda({ valor: '1180' }), 'valor'],
    ['an audit date that is not ISO', () => fakeAuditoriaItem({ fecha: '05/03/2026' }), 'fecha'],
    ['an unknown permission', () => fakeSessionUser({ permissions: ['clientes.gett'] }), 'permissions[0]'],
    ['an unknown permission in a role', () => fakeRol({ permissions: ['todo'] }), 'permissions[0]'],
    ['a null name', () => fakeMetodoPago({ nombre: null as never }), 'nombre'],
  ])('refuses %s', (_what, build, field) => {
    expect(build).toThrow(atField(field));
  });

  it('refuses a stray nested field', () => {
    expect(() => fakeProducto({ moneda: { id: 1, simbolo: '$', nombre: 'Pesos' } as never })).toThrow('fakeProducto: la API no envía "moneda.nombre"');
    expect(() => fakeVenta({ detalles: [{ ...fakeVentaDetalle(), costoUnitario: '1.00' } as never] })).toThrow('fakeVenta: la API no envía "detalles[0].costoUnitario"');
  });
});

describe('fakePage', () => {
  it('builds the paged response of the list endpoints', () => {
    const clientes = Array.from({ length: 23 }, () => fakeCliente());
    const page = pageOf(clientes, 3, 10);
    expect(clientesPageSchema.strict().parse(page)).toEqual(page);
    expect(page).toMatchObject({ total: 23, currentPage: 3, totalPages: 3, pageSize: 10 });
    expect(page.items.map((c) => c.id)).toEqual([21, 22, 23]);
    expect(fakePage([fakeVentaListItem()], { pageSize: 25 })).toMatchObject({ total: 1, totalPages: 1, pageSize: 25 });
    expect(ventasPageSchema.parse(fakePage([]))).toEqual({ items: [], total: 0, currentPage: 1, totalPages: 1, pageSize: 10 });
    expect(auditoriaPageSchema.parse(fakePage([fakeAuditoriaItem()], { page: 2, total: 11 }))).toMatchObject({ totalPages: 2 });
  });

  it('refuses paging the API would refuse and pages that do not add up', () => {
    expect(() => fakePage([], { pageSize: 101 })).toThrow(atField('pageSize'));
    expect(() => fakePage([], { page: 0 })).toThrow(atField('page'));
    expect(() => fakePage(Array.from({ length: 11 }, () => fakeSucursal()))).toThrow('no entran en una página de 10');
    expect(() => fakePage([fakeSucursal()], { page: 2, total: 5 })).toThrow('total 5 no alcanza');
  });

  it('GET users: every user in one page', () => {
    const list = fakeUsuariosList([fakeUsuario(), fakeUsuario()]);
    expect(usuariosListSchema.strict().parse(list)).toEqual(list);
    expect(list).toMatchObject({ total: 2, currentPage: 1, totalPages: 1 });
  });
});
