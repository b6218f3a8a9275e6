import { auditoria } from './auditoria';
import { auth } from './auth';
import { cajas } from './cajas';
import { sucursales } from './catalogos';
import { clientes } from './clientes';
import { comisiones } from './comisiones';
import { cuentasCorrientes } from './cuentas-corrientes';
import { fabricaciones } from './fabricaciones';
import { fiscal } from './fiscal';
import { gastos } from './gastos';
import { ingresos } from './ingresos';
import { metodosPago } from './metodos-pago';
import { monedas } from './monedas';
import { presupuestos } from './presupuestos';
import { productos } from './productos';
import { proveedores } from './proveedores';
import { dashboard, reportes } from './reportes';
import type { RutaApi } from './ruta';
import { roles } from './roles';
import { salud } from './salud';
import { usuarios } from './usuarios';
import { ventas } from './ventas';

export * from './ruta';
export {
  auditoria,
  auth,
  cajas,
  clientes,
  comisiones,
  cuentasCorrientes,
  dashboard,
  fabricaciones,
  fiscal,
  gastos,
  ingresos,
  metodosPago,
  monedas,
  presupuestos,
  productos,
  proveedores,
  reportes,
  roles,
  salud,
  sucursales,
  usuarios,
  ventas,
};

/**
 * The whole contract by area (the keys of the browser client, shared/src/client): every route the
 * API registers except the document and reference page themselves (api/src/plugins/openapi.ts).
 */
export const CONTRATO = {
  auth,
  usuarios,
  roles,
  sucursales,
  monedas,
  metodosPago,
  productos,
  ingresos,
  fabricaciones,
  reportes,
  dashboard,
  proveedores,
  clientes,
  ventas,
  presupuestos,
  cuentasCorrientes,
  cajas,
  gastos,
  comisiones,
  auditoria,
  fiscal,
  salud,
} as const;

/** Every route of {@link CONTRATO}, flat. */
export const RUTAS: readonly RutaApi[] = Object.values(CONTRATO).flatMap((area) => Object.values(area) as RutaApi[]);
