/**
 * UI kit: accessible styled-components building blocks shared by the shell and the remotes (among
 * them `DataList`, the read-only fields of a record). The current-account balance badge
 * (`SaldoMoneda`, `leerSaldo`, `textoSaldo`, `simboloMoneda`) is its own entry, `shared/saldo`, and
 * the overlays (dialogs, menus, popovers, tooltips, combobox) are in shared/overlays.
 */
export * from './Button';
export * from './form';
export * from './layout';
export * from './Table';
export * from './ErrorPanel';
export * from './DataList';
export * from './RangoFechas';
