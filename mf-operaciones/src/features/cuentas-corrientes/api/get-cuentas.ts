import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type CuentasListQuery, type CuentasPage } from 'shared';
import { queryKeys } from 'shared/query';

/**
 * GET cuentas-corrientes?search&conDeuda&page&pageSize (cuentas_corrientes.get;
 * docs/cuentas-corrientes.md): a page of clients by name with their signed balances (money, 2
 * decimals; positive owed), aging per currency and credit limits, plus `totales` over every
 * matching client. Throws ApiError on failure.
 */
export function getCuentas(q: CuentasListQuery): Promise<CuentasPage> {
  return api.cuentasCorrientes.list(q);
}

/** The page of /cuentas-corrientes for `q`; every parameter is part of the key (docs/arquitectura.md, «Listas»). */
export function useCuentas(q: CuentasListQuery) {
  return useQuery({ queryKey: queryKeys.cuentasCorrientes.list(q), queryFn: () => getCuentas(q), placeholderData: keepPreviousData });
}
