/**
 * React Query keys of the payment-methods feature. Every key starts with 'metodos-pago' so a
 * mutation can invalidate the list and the details at once with `metodosPagoKeys.all`.
 */
export const metodosPagoKeys = {
  all: ['metodos-pago'] as const,
  list: () => ['metodos-pago', 'list'] as const,
  detail: (id: number) => ['metodos-pago', 'detail', id] as const,
};
