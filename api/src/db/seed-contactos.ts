import { cuitCon } from 'shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { proveedores } from './schema';
import { PROVEEDORES } from './seed-data';

/** Street addresses of the 10 demo suppliers, in the order of PROVEEDORES (seed-data.ts). */
const DIRECCIONES = [
  'Av. Mitre 2450, Avellaneda',
  'Bv. San Juan 1180, Córdoba',
  'Av. Pellegrini 3321, Rosario',
  'Av. Corrientes 5120',
  'San Martín 845, Godoy Cruz',
  'Av. Mate de Luna 2760, San Miguel de Tucumán',
  'Parque Industrial, Lote 14, Neuquén',
  'Av. Córdoba 1650',
  'Ruta 12 km 4, Paraná',
  'Calle 50 nº 1234, La Plata',
];

/** Notes of some demo suppliers, by name. */
const NOTAS: Record<string, string> = {
  'Química del Plata S.A.': 'Entrega los martes y jueves. Pago a 30 días.',
  'Fragancias Importadas S.A.': 'Precios en dólares; pedir cotización antes de cada compra.',
  'Envases Rosario S.A.': 'Pedido mínimo: 500 unidades.',
};

/** Two demo suppliers without products, entries or expenses: they can be deleted in the demo. */
const PROVEEDORES_SIN_PRODUCTOS = [
  {
    nombre: 'Papelera del Oeste S.R.L.',
    cuit: cuitCon('30', '71888222'),
    contacto: 'Silvina Acosta',
    telefono: '0800-345-6677',
    email: 'ventas@papeleradeloeste.com.ar',
    direccion: 'Av. Rivadavia 14500, Ramos Mejía',
    provincia: 'Buenos Aires',
    notas: 'Proveedor nuevo: todavía sin compras.',
  },
  {
    nombre: 'Transportes Cuyo',
    cuit: cuitCon('30', '71999333'),
    contacto: 'Martín Videla',
    telefono: '0261 423-9900',
    email: 'logistica@transportescuyo.com.ar',
    direccion: 'Acceso Este 3200, Guaymallén',
    provincia: 'Mendoza',
    notas: null,
  },
];

/**
 * Demo data of the contactos area (docs/contactos-y-administracion.md, «Proveedores»): the address
 * of each of the 10 demo suppliers and notes on a few of them (one statement), and 2 more suppliers
 * with no products, entries or expenses, so deleting a supplier can be tried in the demo.
 */
export async function seedContactos(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const valores = sql.join(
      PROVEEDORES.map((p, i) => sql`(${p.nombre}, ${DIRECCIONES[i % DIRECCIONES.length]}, ${NOTAS[p.nombre] ?? null})`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${proveedores} set direccion = v.direccion, notas = v.notas
      from (values ${valores}) as v(nombre, direccion, notas)
      where ${proveedores.nombre} = v.nombre and ${eq(proveedores.isDeleted, false)}`);
    await tx.insert(proveedores).values(PROVEEDORES_SIN_PRODUCTOS);
  });
}
