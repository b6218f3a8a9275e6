import { PageHeader } from 'shared/ui';
import { CotizacionesDelDia } from './components/CotizacionesDelDia';
import { CotizacionPendientePanel } from './components/CotizacionPendiente';
import { CotizacionesSistema } from './components/CotizacionesSistema';
import { HistorialDolar } from './components/HistorialDolar';
import { useMonedasParams } from './hooks/use-monedas-params';

/**
 * /monedas (monedas.get; docs/contactos-y-administracion.md, «Monedas»): a provider rate held for confirmation, when there is one ({@link CotizacionPendientePanel});
 * the system rates with, for monedas.put, 'Actualizar Valor Oficial' and the manual dollar
 * value ({@link CotizacionesSistema}); the provider's dollar types of the day, searchable, 10 per
 * page ({@link CotizacionesDelDia}); and the dollar's history, a 90-day chart and a paged table
 * ({@link HistorialDolar}). The reference list's search and page (?search=&page=) and the history's
 * page (?historialPage=) live in the URL.
 */
export function MonedasPage() {
  const params = useMonedasParams();
  return (
    <>
      <PageHeader title="Monedas" subtitle="Cotizaciones del sistema, del día y el historial del dólar." />
      <CotizacionPendientePanel />
      <CotizacionesSistema />
      <CotizacionesDelDia
        search={params.search}
        searchText={params.searchText}
        onSearchChange={params.changeSearch}
        page={params.page}
        onPageChange={params.changePage}
      />
      <HistorialDolar page={params.historialPage} onPageChange={params.changeHistorialPage} />
    </>
  );
}

export default MonedasPage;
