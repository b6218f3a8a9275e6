import { http, HttpResponse } from 'msw';
import {
  ACTUALIZAR_PRECIOS_MAX,
  actualizarPreciosBodySchema,
  actualizarPreciosResponseSchema,
  Dec,
  toMoney,
  type ActualizacionPrecio,
  type ActualizarPreciosResponse,
  type Producto,
  type ProveedorSelect,
} from 'shared';
import { API_URL, fakeMoneda, fakeProveedorSelect, setupMswServer } from 'shared/testing';
import { buildProducto } from '../../../comun/testing/stock-handlers';

export { API_URL };

type ProductoBase = Omit<Producto, 'stock'>;

/** The suppliers of GET proveedores?select=true: 1 Aromas del Plata, 2 Química Sur. */
export const PROVEEDORES: ProveedorSelect[] = [
  fakeProveedorSelect({ id: 1, nombre: 'Aromas del Plata' }),
  fakeProveedorSelect({ id: 2, nombre: 'Química Sur' }),
];

/** In-memory store: the products, the system dollar, every body received and the API's limit. */
export interface PreciosStore {
  productos: ProductoBase[];
  /** The system dollar (GET monedas, id 2), 4 decimals. */
  dolar: string;
  /** Every body POSTed to productos/actualizar-precios, in order. */
  bodies: unknown[];
  /** Most products one update may touch (the API's is 5000); lower it to get the 400. */
  maximo: number;
}

/**
 * Four products: an essence priced and costed in dollars (Aromas del Plata), two raw materials
 * priced in pesos of Química Sur (Alcohol etílico costed in dollars, Glicerina with 10.5 % VAT) and
 * an elaborated product without supplier; the system dollar at $ 1.000.
 */
export function seedPrecios(): PreciosStore {
  const aromas = { id: 1, nombre: 'Aromas del Plata' };
  const quimica = { id: 2, nombre: 'Química Sur' };
  return {
    productos: [
      buildProducto({ id: 1, codigo: '20001', nombre: 'Esencia de lavanda', categoria: 'esencia', unidad: 'l', precio: '100.00', monedaId: 2, moneda: { id: 2, simbolo: 'US$' }, costoMonedaId: 2, proveedor: aromas }),
      buildProducto({ id: 2, codigo: '10002', nombre: 'Alcohol etílico', precio: '1000.00', costoMonedaId: 2, proveedor: quimica }),
      buildProducto({ id: 3, codigo: '10003', nombre: 'Glicerina', precio: '250.00', alicuotaIva: '10.5', proveedor: quimica }),
      buildProducto({ id: 4, codigo: '30004', nombre: 'Frasco 30 ml', categoria: 'elaborado', unidad: 'unidad', precio: '80.00' }),
    ],
    dolar: '1000.0000',
    bodies: [],
    maximo: ACTUALIZAR_PRECIOS_MAX,
  };
}

/** valorFinal = precio × (1 + alícuota / 100), 2 decimals half-up (docs/stock-y-productos.md). */
function valorFinal(precio: string, alicuotaIva: string): string {
  return toMoney(new Dec(precio).times(new Dec(1).plus(new Dec(alicuotaIva).div(100))));
}

/**
 * What the API answers to `body` (docs/stock-y-productos.md) over `store`, changing the store's
 * prices when `confirmar` is true: 400 with the schema's message for a bad body, 400 over
 * `store.maximo` products; otherwise the affected products with prices before and after.
 */
function actualizar(store: PreciosStore, raw: unknown): { status: 200; body: ActualizarPreciosResponse } | { status: 400; body: { message: string } } {
  const parsed = actualizarPreciosBodySchema.safeParse(raw);
  if (!parsed.success) return { status: 400, body: { message: parsed.error.issues[0].message } };
  const { categoria, proveedorId, search, porcentaje, cotizacion, confirmar } = parsed.data;
  const texto = (search ?? '').toLowerCase();
  const elegidos = store.productos
    .filter((p) => !categoria || p.categoria === categoria)
    .filter((p) => proveedorId === undefined || p.proveedor?.id === proveedorId)
    // The /stock search: the name anywhere; the code only by prefix, for digits.
    .filter((p) => !texto || p.nombre.toLowerCase().includes(texto) || (/^\d+$/.test(texto) && p.codigo.startsWith(texto)))
    // A new dollar rate only reprices products priced in pesos whose cost is in dollars.
    .filter((p) => cotizacion === undefined || (p.monedaId === 1 && p.costoMonedaId === 2));
  if (elegidos.length > store.maximo) {
    return { status: 400, body: { message: `La actualización alcanza ${elegidos.length} productos; el máximo es ${store.maximo}. Acote los filtros.` } };
  }
  const items: ActualizacionPrecio[] = elegidos.map((p) => {
    const factor = porcentaje !== undefined ? new Dec(1).plus(new Dec(porcentaje).div(100)) : new Dec(cotizacion!).div(store.dolar);
    const precioNuevo = toMoney(new Dec(p.precio).times(factor));
    return {
      id: p.id,
      codigo: p.codigo,
      nombre: p.nombre,
      moneda: p.moneda,
      precioAnterior: p.precio,
      precioNuevo,
      valorFinalAnterior: p.valorFinal,
      valorFinalNuevo: valorFinal(precioNuevo, p.alicuotaIva),
    };
  });
  if (confirmar) {
    for (const item of items) {
      const p = store.productos.find((x) => x.id === item.id)!;
      p.precio = item.precioNuevo;
      p.valorFinal = item.valorFinalNuevo;
    }
  }
  return { status: 200, body: actualizarPreciosResponseSchema.parse({ confirmado: confirmar, total: items.length, items }) };
}

/** msw handlers of POST productos/actualizar-precios, GET proveedores?select=true and GET monedas over `store`. */
export function preciosHandlers(store: PreciosStore) {
  return [
    http.post(`${API_URL}/productos/actualizar-precios`, async ({ request }) => {
      const raw: unknown = await request.json();
      store.bodies.push(raw);
      const { status, body } = actualizar(store, raw);
      return HttpResponse.json(body, { status });
    }),
    http.get(`${API_URL}/proveedores`, () => HttpResponse.json({ proveedores: PROVEEDORES })),
    http.get(`${API_URL}/monedas`, () =>
      HttpResponse.json({ monedas: [fakeMoneda({ id: 1 }), fakeMoneda({ id: 2, valor: store.dolar })] }),
    ),
  ];
}

/**
 * Test helper (docs/pruebas.md): the msw server of an /actualizar-precios test file, with a fresh
 * {@link seedPrecios} store before each test and unhandled requests failing the test. Call it once
 * at the top of the file.
 * @returns `server` (for `server.use` overrides) and `store()`, the current test's store.
 */
export function setupPreciosServer() {
  return setupMswServer(seedPrecios, preciosHandlers);
}
