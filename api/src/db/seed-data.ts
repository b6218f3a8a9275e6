/**
 * Deterministic demo data (docs/arquitectura.md): names and generators used by the seed. Nothing random at
 * run time: the same database comes out every time.
 */

import { cuitCon } from 'shared';
/** Mulberry32: a tiny deterministic PRNG; returns floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SUCURSALES = ['Casa Central', 'Sucursal Norte'];

/**
 * The demo users, each with its branch (index into {@link SUCURSALES}: all in Casa Central; the
 * Sucursal Norte seller norte@demo.local is added by seed-administracion.ts). Without
 * sucursales.todas a user operates only in their branch (docs/seguridad.md, «Aprobaciones y alcance»).
 */
export const USUARIOS_DEMO = [
  { email: 'admin@demo.local', name: 'Laura Gómez', role: 'Administrador', codVendedor: 'V001', comision: '0', sucursal: 0 },
  { email: 'vendedor@demo.local', name: 'Martín Pereyra', role: 'Vendedor', codVendedor: 'V002', comision: '5', sucursal: 0 },
  { email: 'inventario@demo.local', name: 'Sofía Díaz', role: 'Inventario', codVendedor: null, comision: '0', sucursal: 0 },
  { email: 'lectura@demo.local', name: 'Diego Romero', role: 'Solo lectura', codVendedor: null, comision: '0', sucursal: 0 },
] as const;

/**
 * The Sucursal Norte seller, created with the demo users (before the seeded sales and quotes, so the
 * ones of Sucursal Norte are hers: a seller sells only in her branch).
 */
export const VENDEDOR_NORTE = { email: 'norte@demo.local', name: 'Valeria Ruiz', role: 'Vendedor', codVendedor: 'V003', comision: '4', sucursal: 1 } as const;

/** Largest discount without an authorization code of the seeded roles (docs/permisos.md); the others 100. */
export const DESCUENTO_MAXIMO_DEMO: Record<string, string> = { Vendedor: '5' };

export const METODOS_PAGO = [
  { nombre: 'Efectivo', descripcion: 'Pago en efectivo en el mostrador', clave: 'efectivo' },
  { nombre: 'Transferencia', descripcion: 'Transferencia bancaria o billetera virtual' },
  { nombre: 'Tarjeta', descripcion: 'Tarjeta de débito o crédito' },
  { nombre: 'Cuenta Corriente', descripcion: 'Se registra como deuda en la cuenta del cliente', clave: 'cuenta_corriente' },
];

export const PROVEEDORES = [
  { nombre: 'Química del Plata S.A.', cuit: cuitCon('30', '71234567'), provincia: 'Buenos Aires', contacto: 'Roberto Sosa' },
  { nombre: 'Aromas del Sur S.R.L.', cuit: cuitCon('30', '70987654'), provincia: 'Córdoba', contacto: 'Carla Méndez' },
  { nombre: 'Envases Rosario S.A.', cuit: cuitCon('30', '71122334'), provincia: 'Santa Fe', contacto: 'Julián Ortiz' },
  { nombre: 'Droguería Central', cuit: cuitCon('30', '69876543'), provincia: 'CABA', contacto: 'Mónica Ruiz' },
  { nombre: 'Esencias Mendocinas', cuit: cuitCon('30', '71555666'), provincia: 'Mendoza', contacto: 'Pablo Quiroga' },
  { nombre: 'Insumos Cosméticos Norte', cuit: cuitCon('30', '71444888'), provincia: 'Tucumán', contacto: 'Verónica Paz' },
  { nombre: 'Plásticos Patagónicos', cuit: cuitCon('30', '71777999'), provincia: 'Neuquén', contacto: 'Hernán Vidal' },
  { nombre: 'Fragancias Importadas S.A.', cuit: cuitCon('30', '70111222'), provincia: 'CABA', contacto: 'Lucía Bernal' },
  { nombre: 'Laboratorio Litoral', cuit: cuitCon('30', '71333444'), provincia: 'Entre Ríos', contacto: 'Gustavo Ríos' },
  { nombre: 'Etiquetas y Rótulos S.R.L.', cuit: cuitCon('30', '71666777'), provincia: 'Buenos Aires', contacto: 'Natalia Ferreyra' },
];

const NOMBRES = [
  'María', 'Juan', 'Lucía', 'Carlos', 'Valentina', 'Federico', 'Camila', 'Santiago', 'Florencia', 'Matías',
  'Agustina', 'Nicolás', 'Julieta', 'Tomás', 'Micaela', 'Gonzalo', 'Rocío', 'Facundo', 'Paula', 'Ezequiel',
];
const APELLIDOS = [
  'González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'García', 'Pérez', 'Sánchez', 'Romero', 'Álvarez',
  'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Herrera', 'Aguirre', 'Suárez',
];
const EMPRESAS = [
  'Perfumería La Esquina', 'Limpieza Total S.R.L.', 'Distribuidora Andina', 'Farmacia del Centro', 'Hotel Plaza',
  'Spa Serenidad', 'Almacén Don José', 'Lavadero El Sol', 'Autoservicio Norte', 'Cosmética Natural S.A.',
];
const PROVINCIAS_DEMO = [
  'Buenos Aires', 'CABA', 'Córdoba', 'Santa Fe', 'Mendoza', 'Tucumán', 'Entre Ríos', 'Salta', 'Neuquén',
  'Chubut', 'Misiones', 'Corrientes', 'San Juan', 'Río Negro', 'La Pampa', 'Jujuy',
];
const ZONAS = ['Centro', 'Norte', 'Sur', 'Oeste', 'Este'];
const CALLES = ['Av. San Martín', 'Belgrano', 'Rivadavia', 'Mitre', 'Sarmiento', 'Av. Libertador', 'Moreno', '9 de Julio'];
const CONDICIONES = ['Responsable Inscripto', 'Monotributista', 'Exento'] as const;

/** `n` clients across provinces, persons and companies, unique documents. */
export function clientesDemo(n: number, seed = 7) {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const empresa = i % 4 === 3;
    const nombre = `${NOMBRES[i % NOMBRES.length]} ${APELLIDOS[(i * 7 + 3 + Math.floor(i / NOMBRES.length)) % APELLIDOS.length]}`;
    const provincia = PROVINCIAS_DEMO[i % PROVINCIAS_DEMO.length];
    // Valid documents (docs/contactos-y-administracion.md): a CUIT with its check digit for companies, an 8-digit DNI for persons.
    const documento = empresa ? cuitCon('30', String(70000000 + i)) : String(20000000 + ((i * 104729) % 79999999));
    return {
      nombreApellido: nombre,
      documento,
      email: `${nombre.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '.')}${i}@correo.com.ar`,
      telefono: `11 ${4000 + ((i * 37) % 5000)}-${1000 + ((i * 53) % 9000)}`,
      tipo: empresa ? ('empresa' as const) : ('particular' as const),
      condicionIva: empresa ? CONDICIONES[i % 2] : i % 5 === 0 ? CONDICIONES[1] : CONDICIONES[2],
      direccion: `${pick(CALLES)} ${100 + Math.floor(rnd() * 4000)}`,
      codigoPostal: String(1000 + Math.floor(rnd() * 8000)),
      zona: pick(ZONAS),
      provincia,
      notas: i % 6 === 0 ? 'Cliente frecuente. Entregar por la mañana.' : null,
      nombreEmpresa: empresa ? EMPRESAS[i % EMPRESAS.length] : null,
    };
  });
}

/** Raw materials: name, unit, net price in pesos, whether it is priced in dollars. */
export const MATERIAS_PRIMAS: Array<{ nombre: string; unidad: string; precio: number; usd?: boolean }> = [
  { nombre: 'Alcohol etílico 96°', unidad: 'litro', precio: 4200 },
  { nombre: 'Alcohol etílico 70°', unidad: 'litro', precio: 3100 },
  { nombre: 'Agua destilada', unidad: 'litro', precio: 450 },
  { nombre: 'Agua desmineralizada', unidad: 'litro', precio: 520 },
  { nombre: 'Glicerina vegetal', unidad: 'litro', precio: 5600 },
  { nombre: 'Propilenglicol', unidad: 'litro', precio: 7800 },
  { nombre: 'Lauril éter sulfato de sodio', unidad: 'kg', precio: 4900 },
  { nombre: 'Cocamidopropil betaína', unidad: 'kg', precio: 6100 },
  { nombre: 'Cloruro de sodio', unidad: 'kg', precio: 900 },
  { nombre: 'Ácido cítrico', unidad: 'kg', precio: 3800 },
  { nombre: 'Bicarbonato de sodio', unidad: 'kg', precio: 2100 },
  { nombre: 'Hidróxido de sodio', unidad: 'kg', precio: 3300 },
  { nombre: 'Aceite de almendras', unidad: 'litro', precio: 18500, usd: false },
  { nombre: 'Aceite de coco', unidad: 'kg', precio: 9800 },
  { nombre: 'Aceite de jojoba', unidad: 'litro', precio: 42, usd: true },
  { nombre: 'Manteca de karité', unidad: 'kg', precio: 21, usd: true },
  { nombre: 'Cera de abejas', unidad: 'kg', precio: 15400 },
  { nombre: 'Alcohol cetílico', unidad: 'kg', precio: 8700 },
  { nombre: 'Alcohol cetoestearílico', unidad: 'kg', precio: 9100 },
  { nombre: 'Vaselina sólida', unidad: 'kg', precio: 6400 },
  { nombre: 'Vaselina líquida', unidad: 'litro', precio: 5900 },
  { nombre: 'Lanolina anhidra', unidad: 'kg', precio: 17600 },
  { nombre: 'Carbopol 940', unidad: 'kg', precio: 38, usd: true },
  { nombre: 'Trietanolamina', unidad: 'litro', precio: 8200 },
  { nombre: 'Fenoxietanol', unidad: 'litro', precio: 14300 },
  { nombre: 'Metilparabeno', unidad: 'kg', precio: 16900 },
  { nombre: 'EDTA disódico', unidad: 'kg', precio: 12800 },
  { nombre: 'Goma xántica', unidad: 'kg', precio: 19700 },
  { nombre: 'Polisorbato 20', unidad: 'litro', precio: 11200 },
  { nombre: 'Polisorbato 80', unidad: 'litro', precio: 11900 },
  { nombre: 'Pantenol', unidad: 'kg', precio: 29, usd: true },
  { nombre: 'Vitamina E acetato', unidad: 'kg', precio: 35, usd: true },
  { nombre: 'Urea cosmética', unidad: 'kg', precio: 2600 },
  { nombre: 'Alantoína', unidad: 'kg', precio: 24300 },
  { nombre: 'Mentol cristales', unidad: 'kg', precio: 31200 },
  { nombre: 'Alcanfor', unidad: 'kg', precio: 27500 },
  { nombre: 'Extracto de aloe vera', unidad: 'litro', precio: 13400 },
  { nombre: 'Extracto de caléndula', unidad: 'litro', precio: 15100 },
  { nombre: 'Dióxido de titanio', unidad: 'kg', precio: 10800 },
  { nombre: 'Sorbitol', unidad: 'kg', precio: 4700 },
  { nombre: 'Perlado nacarante', unidad: 'kg', precio: 8900 },
  { nombre: 'Colorante azul cosmético', unidad: 'kg', precio: 22100 },
  { nombre: 'Colorante rosa cosmético', unidad: 'kg', precio: 22100 },
  { nombre: 'Colorante verde cosmético', unidad: 'kg', precio: 22100 },
  { nombre: 'Fijador de fragancia', unidad: 'litro', precio: 26400 },
  { nombre: 'Envase PET 100 ml', unidad: 'unidad', precio: 180 },
  { nombre: 'Envase PET 250 ml', unidad: 'unidad', precio: 230 },
  { nombre: 'Envase PET 500 ml', unidad: 'unidad', precio: 290 },
  { nombre: 'Envase PET 1 litro', unidad: 'unidad', precio: 380 },
  { nombre: 'Bidón 5 litros', unidad: 'unidad', precio: 950 },
  { nombre: 'Frasco de vidrio 100 ml', unidad: 'unidad', precio: 1250 },
  { nombre: 'Frasco difusor 250 ml', unidad: 'unidad', precio: 1480 },
  { nombre: 'Pote 250 g', unidad: 'unidad', precio: 310 },
  { nombre: 'Válvula atomizadora', unidad: 'unidad', precio: 260 },
  { nombre: 'Tapa a rosca 28 mm', unidad: 'unidad', precio: 70 },
  { nombre: 'Tapa flip-top 24 mm', unidad: 'unidad', precio: 95 },
  { nombre: 'Varillas de ratán (x10)', unidad: 'unidad', precio: 640 },
  { nombre: 'Etiqueta autoadhesiva', unidad: 'unidad', precio: 45 },
  { nombre: 'Caja de cartón individual', unidad: 'unidad', precio: 210 },
  { nombre: 'Film termocontraíble', unidad: 'kg', precio: 7300 },
];

/** Essence names ('Esencia de …'); every sixth is imported and priced in dollars. */
export const ESENCIAS = [
  'lavanda', 'rosa', 'jazmín', 'vainilla', 'coco', 'limón', 'naranja', 'pomelo', 'menta', 'eucalipto',
  'sándalo', 'almizcle', 'vetiver', 'bergamota', 'frutos rojos', 'manzana verde', 'talco', 'algodón', 'lluvia',
  'bebé', 'maracuyá', 'durazno', 'frutilla', 'canela', 'chocolate', 'café', 'té verde', 'lima', 'mandarina',
  'pachulí', 'ylang ylang', 'gardenia', 'azahar', 'lirio', 'violeta', 'orquídea', 'ámbar', 'cedro', 'oud',
  'melón', 'sandía', 'kiwi', 'mango', 'ananá', 'uva', 'cereza', 'higo', 'verbena', 'romero', 'tomillo',
  'salvia', 'jengibre', 'cardamomo', 'flor de loto', 'magnolia', 'peonía', 'fresia', 'caramelo', 'brisa marina',
  'bambú',
];

/** Elaborated product families: name pattern, unit, base price, and the raw materials they use. */
export const FAMILIAS_ELABORADOS: Array<{
  nombre: (esencia: string) => string;
  precio: number;
  /** [raw material name, quantity per unit produced], plus the essence quantity. */
  materias: Array<[string, number]>;
  esencia: number;
}> = [
  {
    nombre: (e) => `Perfume ${e} 100 ml`,
    precio: 14500,
    materias: [['Alcohol etílico 96°', 0.08], ['Fijador de fragancia', 0.005], ['Frasco de vidrio 100 ml', 1], ['Válvula atomizadora', 1], ['Etiqueta autoadhesiva', 1]],
    esencia: 0.015,
  },
  {
    nombre: (e) => `Jabón líquido ${e} 500 ml`,
    precio: 3900,
    materias: [['Agua desmineralizada', 0.38], ['Lauril éter sulfato de sodio', 0.06], ['Cocamidopropil betaína', 0.03], ['Cloruro de sodio', 0.01], ['Envase PET 500 ml', 1], ['Tapa flip-top 24 mm', 1]],
    esencia: 0.004,
  },
  {
    nombre: (e) => `Difusor ${e} 250 ml`,
    precio: 9800,
    materias: [['Alcohol etílico 96°', 0.2], ['Propilenglicol', 0.02], ['Frasco difusor 250 ml', 1], ['Varillas de ratán (x10)', 1], ['Etiqueta autoadhesiva', 1]],
    esencia: 0.025,
  },
  {
    nombre: (e) => `Shampoo ${e} 1 litro`,
    precio: 6200,
    materias: [['Agua desmineralizada', 0.8], ['Lauril éter sulfato de sodio', 0.12], ['Cocamidopropil betaína', 0.05], ['Envase PET 1 litro', 1], ['Tapa a rosca 28 mm', 1]],
    esencia: 0.006,
  },
  {
    nombre: (e) => `Crema corporal ${e} 250 g`,
    precio: 7400,
    materias: [['Agua desmineralizada', 0.17], ['Alcohol cetoestearílico', 0.02], ['Glicerina vegetal', 0.01], ['Manteca de karité', 0.01], ['Pote 250 g', 1]],
    esencia: 0.003,
  },
  {
    nombre: (e) => `Aromatizante textil ${e} 500 ml`,
    precio: 4800,
    materias: [['Agua destilada', 0.4], ['Alcohol etílico 70°', 0.08], ['Polisorbato 20', 0.005], ['Envase PET 500 ml', 1], ['Válvula atomizadora', 1]],
    esencia: 0.008,
  },
];

/** How many essences feed the elaborated families (6 families × 30 = 180 elaborated products). */
export const ESENCIAS_ELABORADAS = 30;

/** When the seeded products were created and their initial stock counted: this many days ago. */
export const DIAS_STOCK_INICIAL = 90;

/**
 * Demo stock entries (ingresos), oldest first: days ago, branch (0 Casa Central, 1 Sucursal Norte)
 * and lines of product name, quantity and the new unit cost as a factor of the product's cost at that
 * moment, in the product's cost currency (a few raw materials and essences cost in dollars). Each
 * line comes from the product's own supplier.
 */
export const INGRESOS_DEMO: Array<{ dias: number; sucursal: 0 | 1; lineas: Array<[nombre: string, cantidad: string, factorCosto: string]> }> = [
  { dias: 58, sucursal: 0, lineas: [['Alcohol etílico 96°', '50', '1.05'], ['Propilenglicol', '10', '1.04'], ['Fijador de fragancia', '5', '1.06']] },
  { dias: 52, sucursal: 1, lineas: [['Envase PET 500 ml', '300', '1.08'], ['Tapa flip-top 24 mm', '300', '1.08'], ['Envase PET 1 litro', '200', '1.07']] },
  { dias: 45, sucursal: 0, lineas: [['Aceite de jojoba', '10', '1.02'], ['Manteca de karité', '15', '1.03'], ['Pantenol', '5', '0.98']] },
  { dias: 38, sucursal: 0, lineas: [['Esencia de rosa', '10', '1.05'], ['Esencia de vainilla', '8', '1.05'], ['Esencia de limón', '6', '1.02']] },
  {
    dias: 30,
    sucursal: 1,
    lineas: [['Cocamidopropil betaína', '20', '1.06'], ['Lauril éter sulfato de sodio', '20', '1.06'], ['Agua desmineralizada', '100', '1.10']],
  },
  {
    dias: 22,
    sucursal: 0,
    lineas: [
      ['Frasco difusor 250 ml', '100', '1.04'],
      ['Varillas de ratán (x10)', '100', '1.04'],
      ['Etiqueta autoadhesiva', '500', '1.12'],
      ['Tapa a rosca 28 mm', '400', '1.05'],
      ['Pote 250 g', '150', '1.03'],
    ],
  },
  { dias: 14, sucursal: 1, lineas: [['Etiqueta autoadhesiva', '300', '1.03'], ['Válvula atomizadora', '200', '1.06']] },
  { dias: 6, sucursal: 0, lineas: [['Glicerina vegetal', '20', '1.07'], ['Carbopol 940', '2', '1.01']] },
];

/**
 * Demo manufacturing runs (fabricaciones), oldest first: days ago, product name (one with a formula
 * and never sold by the seed), quantity Q in its unit, branch, and what happened: 'finalizada' (every
 * raw material confirmed and consumed, the product added a day later), 'en_proceso' with the first
 * `confirmadas` lines confirmed and consumed, or 'cancelada' (nothing confirmed, deleted a day later).
 */
export const FABRICACIONES_DEMO: Array<{
  dias: number;
  producto: string;
  cantidad: string;
  sucursal: 0 | 1;
  estado: 'finalizada' | 'en_proceso' | 'cancelada';
  confirmadas?: number;
}> = [
  { dias: 50, producto: 'Esencia de lavanda', cantidad: '10', sucursal: 0, estado: 'finalizada' },
  { dias: 40, producto: 'Difusor lavanda 250 ml', cantidad: '20', sucursal: 0, estado: 'finalizada' },
  { dias: 25, producto: 'Shampoo rosa 1 litro', cantidad: '30', sucursal: 1, estado: 'finalizada' },
  { dias: 15, producto: 'Esencia de jazmín', cantidad: '5', sucursal: 0, estado: 'cancelada' },
  { dias: 8, producto: 'Crema corporal vainilla 250 g', cantidad: '20', sucursal: 0, estado: 'en_proceso', confirmadas: 2 },
  { dias: 3, producto: 'Aromatizante textil coco 500 ml', cantidad: '10', sucursal: 1, estado: 'en_proceso', confirmadas: 0 },
];

/**
 * Demo quotes (presupuestos; docs/presupuestos.md), oldest first: days ago, who quotes ('vendedor' or
 * 'admin'; a 'vendedor' quote of Sucursal Norte is made, and converted, by that branch's seller,
 * {@link VENDEDOR_NORTE}; a seller's discount stays within the Vendedor's 5 %), client (index among the demo clients, or null), branch, lines and discount, and what
 * happened to it: still 'activo', 'anulado', or 'convertido' into a sale with `metodo` (through the
 * conversion service, so the sale, its stock and its movements are real). Lines name a product of
 * the seed's sales (`elaborado`: index among the elaborated products the sales use, so the converted
 * sales move only products the seed already sells) or a dollar essence (`esenciaUsd`: index among
 * the essences priced in dollars). Quantities up to 4 decimals.
 */
export const PRESUPUESTOS_DEMO: Array<{
  dias: number;
  quien: 'vendedor' | 'admin';
  cliente: number | null;
  sucursal: 0 | 1;
  lineas: Array<{ elaborado: number; cantidad: string } | { esenciaUsd: number; cantidad: string }>;
  descuento?: string;
  estado: 'activo' | 'anulado' | 'convertido';
  metodo?: 'Efectivo' | 'Transferencia' | 'Tarjeta';
}> = [
  { dias: 34, quien: 'vendedor', cliente: 1, sucursal: 0, lineas: [{ elaborado: 0, cantidad: '1' }, { elaborado: 5, cantidad: '2' }], estado: 'convertido', metodo: 'Efectivo' },
  { dias: 31, quien: 'admin', cliente: 4, sucursal: 0, lineas: [{ elaborado: 2, cantidad: '6' }], descuento: '5', estado: 'anulado' },
  { dias: 27, quien: 'vendedor', cliente: null, sucursal: 1, lineas: [{ elaborado: 1, cantidad: '3' }, { elaborado: 3, cantidad: '1' }], estado: 'activo' },
  { dias: 24, quien: 'admin', cliente: 6, sucursal: 0, lineas: [{ esenciaUsd: 0, cantidad: '2.5' }, { esenciaUsd: 1, cantidad: '1.25' }], estado: 'activo' },
  { dias: 20, quien: 'vendedor', cliente: 9, sucursal: 0, lineas: [{ elaborado: 7, cantidad: '2' }, { elaborado: 12, cantidad: '1' }], descuento: '5', estado: 'convertido', metodo: 'Transferencia' },
  { dias: 17, quien: 'vendedor', cliente: 12, sucursal: 1, lineas: [{ elaborado: 4, cantidad: '10' }], estado: 'anulado' },
  { dias: 14, quien: 'admin', cliente: 17, sucursal: 0, lineas: [{ elaborado: 9, cantidad: '4' }, { elaborado: 14, cantidad: '2' }, { elaborado: 16, cantidad: '1' }], descuento: '7.5', estado: 'activo' },
  { dias: 11, quien: 'vendedor', cliente: 20, sucursal: 1, lineas: [{ elaborado: 11, cantidad: '1' }], estado: 'convertido', metodo: 'Tarjeta' },
  { dias: 8, quien: 'admin', cliente: null, sucursal: 0, lineas: [{ elaborado: 18, cantidad: '12' }, { elaborado: 20, cantidad: '6' }], descuento: '15', estado: 'activo' },
  { dias: 6, quien: 'vendedor', cliente: 25, sucursal: 0, lineas: [{ esenciaUsd: 2, cantidad: '0.75' }], estado: 'anulado' },
  { dias: 3, quien: 'vendedor', cliente: 30, sucursal: 1, lineas: [{ elaborado: 6, cantidad: '2' }, { elaborado: 8, cantidad: '2' }], estado: 'activo' },
  { dias: 1, quien: 'admin', cliente: 33, sucursal: 0, lineas: [{ elaborado: 13, cantidad: '1' }, { elaborado: 17, cantidad: '3' }], descuento: '3', estado: 'activo' },
];
