import { useAuth } from 'shared/auth';
import { PageHeader } from 'shared/ui';
import { Accesos } from '../home/components/Accesos';
import { ResumenInicio } from '../home/components/ResumenInicio';

/**
 * /home (any signed-in user; docs/reportes.md, «Inicio (pantalla)»): a greeting with the user's name,
 * the figures the user's permissions give (today's and this month's sales, what clients owe,
 * products under their minimum, runs in progress, and the 30-day sales chart; see ResumenInicio) and
 * one shortcut card per sidebar item the user may open (Accesos, the sidebar's filter).
 *
 * Loaded lazily after sign-in: it imports only types from 'shared' (the client from 'shared/client'),
 * and recharts only comes with the chart's own chunk (docs/rendimiento.md).
 */
export function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={user ? `Hola, ${user.name}` : 'Inicio'} subtitle="El resumen del día y los accesos a cada área. Busque con Ctrl+K." />
      <ResumenInicio />
      <Accesos permisos={user?.permissions} />
    </>
  );
}
