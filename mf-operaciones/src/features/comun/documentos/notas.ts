/**
 * The statement every internal receipt carries, sale or payment (line 2, «comprobante interno, sin
 * validez fiscal»: docs/ventas-y-presupuestos.md).
 */
export const NOTA_SIN_VALIDEZ_FISCAL = 'Comprobante interno sin validez fiscal';
