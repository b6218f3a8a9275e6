import { Dialog } from 'shared/overlays';
import { Button, Table, type TableColumn } from 'shared/ui';
import { describeIncompatibilities } from './compatibility';
import type { RemoteName } from './federation';
import { hostShared } from './guard';
import { AREA_NAMES } from './RemoteScreen';
import { useModules, type RemoteModuleInfo } from './versions';

/** The shell's own build, defined by shared/build/webpack.cjs (absent in Jest). */
declare const __APP_BUILD__: { version: string; buildId: string } | undefined;
const SHELL_BUILD = typeof __APP_BUILD__ !== 'undefined' ? __APP_BUILD__ : { version: 'desarrollo', buildId: '' };

/** Shared libraries named in the dialog, by share key. */
const LIBRARIES: Array<[key: string, label: string]> = [
  ['shared', 'shared'],
  ['react', 'react'],
  ['react-router-dom', 'react-router'],
];

const dateTime = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/aaaa hh:mm' in Buenos Aires time; '' for a missing or invalid instant. */
function when(iso: string | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '';
  const p = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** 'localhost:3003' of a manifest URL ('' when it is not one). */
function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}

/** The Estado column of a remote. */
function statusText(info: RemoteModuleInfo | undefined): string {
  if (!info) return 'Sin cargar todavía';
  if (info.status === 'loaded') return 'Cargado';
  if (info.status === 'failed') return 'No disponible';
  if (info.status === 'incompatible') return `Incompatible. ${describeIncompatibilities(info.problems ?? [])}`;
  return 'Cargando…';
}

interface Row {
  key: string;
  modulo: string;
  version: string;
  compilacion: string;
  origen: string;
  estado: string;
}

const columns: TableColumn<Row>[] = [
  { key: 'modulo', header: 'Módulo' },
  { key: 'version', header: 'Versión' },
  { key: 'compilacion', header: 'Compilación' },
  { key: 'origen', header: 'Origen' },
  { key: 'estado', header: 'Estado' },
];

/**
 * «Versiones del sistema» (docs/arquitectura.md «Versiones»): one row for the shell and one per remote
 * (Inventario, Operaciones, Contactos, Administración) with the version and build its manifest
 * announced, where it came from and its state ('Cargado', 'Sin cargar todavía', 'No disponible',
 * 'Incompatible. Necesita …'); under it, the versions of shared, react and react-router in use.
 */
export default function ModuleVersionsDialog({ onClose }: { onClose: () => void }) {
  const modules = useModules();
  const host = hostShared();
  const rows: Row[] = [
    { key: 'shell', modulo: 'Sistema (shell)', version: SHELL_BUILD.version, compilacion: SHELL_BUILD.buildId, origen: window.location.host, estado: 'En uso' },
    ...(Object.keys(AREA_NAMES) as RemoteName[]).map((remote) => {
      const info = modules[remote];
      const build = info?.build;
      return {
        key: remote,
        modulo: AREA_NAMES[remote],
        version: build?.version ?? '—',
        compilacion: build ? [build.buildId, when(build.builtAt)].filter(Boolean).join(' · ') || '—' : '—',
        origen: hostOf(build?.manifestUrl) || '—',
        estado: statusText(info),
      };
    }),
  ];
  const libraries = LIBRARIES.filter(([key]) => host[key]).map(([key, label]) => `${label} ${host[key].version}`);
  return (
    <Dialog open title="Versiones del sistema" onClose={onClose} width="760px" footer={<Button onClick={onClose}>Cerrar</Button>}>
      <Table caption="Versión de cada módulo" columns={columns} rows={rows} rowKey={(r) => r.key} />
      {libraries.length > 0 ? <p>Bibliotecas compartidas: {libraries.join(' · ')}.</p> : null}
    </Dialog>
  );
}
