/** Request/response schemas shared by the browser and the API (docs/arquitectura.md). */
export * from './common';
export * from './auth';
export * from './usuarios';
export * from './catalogos';
export * from './productos';
export * from './clientes';
export * from './ventas';
export * from './auditoria';
export * from './ingresos';
export * from './fabricaciones';
export * from './presupuestos';
export * from './cuentas-corrientes';
export * from './cajas';
export * from './gastos';
export * from './comisiones';
