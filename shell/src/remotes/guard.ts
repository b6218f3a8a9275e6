/**
 * The shell's federation runtime plugin that checks a remote's versions from its manifest, BEFORE the
 * runtime loads its remoteEntry.js (docs/arquitectura.md «Versiones»). Refusing it there, rather than
 * at the first shared module it asks for (the runtime's own `strictVersion` check, which stays as a
 * second line), keeps an incompatible remote from ever registering its copies of react or `shared`
 * in the share scope, where the shell or another remote could later pick them up.
 * It also records each remote's build (version, build id) for the «Versiones» dialog.
 */
import { getInstance, registerPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { findIncompatibilities, IncompatibleRemoteError, type HostShared, type ManifestShared } from './compatibility';
import type { RemoteName } from './federation';
import { updateModule } from './versions';

/** The shell's shared modules (name → version, range, strict), from its federation instance. */
export function hostShared(): Record<string, HostShared> {
  const instance = getInstance();
  const out: Record<string, HostShared> = {};
  if (!instance) return out;
  for (const [name, list] of Object.entries(instance.options.shared ?? {})) {
    const own = list.find((s) => s.from === instance.options.name) ?? list[0];
    if (own) out[name] = { version: own.version, requiredVersion: own.shareConfig?.requiredVersion, strictVersion: own.shareConfig?.strictVersion };
  }
  return out;
}

/** The parts of mf-manifest.json the plugin reads. */
interface ManifestJson {
  metaData?: { buildInfo?: { buildVersion?: string; buildId?: string; builtAt?: string } };
  shared?: ManifestShared[];
}

/** 'mf_contactos' → 'mf-contactos'. */
const remoteOf = (federationName: string) => federationName.replace(/_/g, '-') as RemoteName;

/** The plugin: records the build of each manifest read and throws {@link IncompatibleRemoteError} for an incompatible one. */
export function versionGuardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'backoffice-version-guard',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const manifest = args.manifestJson as unknown as ManifestJson;
      const remote = remoteOf(args.moduleInfo.name);
      const info = manifest.metaData?.buildInfo ?? {};
      const build = { version: info.buildVersion, buildId: info.buildId, builtAt: info.builtAt, manifestUrl: args.manifestUrl ?? '' };
      const problems = findIncompatibilities(manifest.shared ?? [], hostShared(), satisfy);
      if (problems.length === 0) {
        updateModule(remote, { status: 'loading', build });
        return args;
      }
      updateModule(remote, { status: 'incompatible', build, problems });
      const host = hostShared();
      const detail = problems
        .map((p) =>
          p.kind === 'needs'
            ? `necesita ${p.pkg} ${p.needs} y el shell provee ${p.has}`
            : `trae ${p.pkg} ${p.brings} y el shell admite ${p.accepts} (el shell tiene ${host[p.pkg === 'react-router' ? 'react-router-dom' : p.pkg]?.version ?? '?'})`,
        )
        .join('; ');
      throw new IncompatibleRemoteError(remote, problems, `${args.moduleInfo.name} (${args.manifestUrl}) ${detail}; no se carga su código.`);
    },
  };
}

let registered = false;

/** Registers {@link versionGuardPlugin} on the shell's federation instance, once (before the first remote loads). */
export function ensureVersionGuard(): void {
  if (registered) return;
  registerPlugins([versionGuardPlugin()]);
  registered = true;
}
