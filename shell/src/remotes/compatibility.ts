/**
 * Whether a remote can run inside this shell (docs/arquitectura.md «Versiones»): the singletons the
 * shell enforces (`strictVersion`: react, react-dom, the router, every entry of the `shared` package)
 * must satisfy the ranges the remote was built with, and the versions the remote brings must satisfy
 * the shell's ranges. Pure functions; the runtime plugin that applies them is ./guard.ts.
 */

/** One shared module as a remote's mf-manifest.json lists it (`shared[]`). */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

/** One shared module as the shell provides it (its federation options). */
export interface HostShared {
  version: string;
  /** The range the shell needs (false: any). */
  requiredVersion?: string | false;
  /** Enforced: a mismatch refuses the remote (else the runtime only warns). */
  strictVersion?: boolean;
}

/** One reason a remote is refused, by package ('shared/ui' and 'shared' are both 'shared'). */
export type Incompatibility =
  /** The remote needs `needs` and the shell has `has`. */
  | { kind: 'needs'; pkg: string; needs: string; has: string }
  /** The remote brings `brings`, outside the shell's range `accepts`. */
  | { kind: 'brings'; pkg: string; brings: string; accepts: string };

/** The package a shared key belongs to, as people call it: 'react-dom/client' → 'react-dom', 'react-router-dom' → 'react-router'. */
export function packageOf(key: string): string {
  const parts = key.split('/');
  const pkg = key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return pkg === 'react-router-dom' ? 'react-router' : pkg;
}

/**
 * The incompatibilities between a remote's manifest and the shell's shared modules, one per package
 * and kind (empty: compatible). Only the shell's `strictVersion` modules count; a module the shell
 * does not share, or a manifest entry without versions (an older build), is not checked.
 * `satisfy(version, range)` is the federation runtime's semver check.
 */
export function findIncompatibilities(
  manifest: readonly ManifestShared[],
  host: Readonly<Record<string, HostShared | undefined>>,
  satisfy: (version: string, range: string) => boolean,
): Incompatibility[] {
  const found = new Map<string, Incompatibility>();
  for (const entry of manifest) {
    const mine = host[entry.name];
    if (!mine?.strictVersion) continue;
    const pkg = packageOf(entry.name);
    if (typeof entry.requiredVersion === 'string' && !satisfy(mine.version, entry.requiredVersion)) {
      if (!found.has(`needs ${pkg}`)) found.set(`needs ${pkg}`, { kind: 'needs', pkg, needs: entry.requiredVersion, has: mine.version });
    } else if (typeof mine.requiredVersion === 'string' && entry.version && !satisfy(entry.version, mine.requiredVersion)) {
      if (!found.has(`brings ${pkg}`)) found.set(`brings ${pkg}`, { kind: 'brings', pkg, brings: entry.version, accepts: mine.requiredVersion });
    }
  }
  // "needs" first: it is what the team has to change. One line per package.
  const list = [...found.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'needs' ? -1 : 1));
  return list.filter((item, i) => list.findIndex((other) => other.pkg === item.pkg) === i);
}

/** Spanish sentence of the refusal panel: 'Necesita shared ^2.0.0 y el sistema tiene 1.0.0.' (several joined with '; '). */
export function describeIncompatibilities(problems: readonly Incompatibility[]): string {
  const parts = problems.map((p) =>
    p.kind === 'needs' ? `necesita ${p.pkg} ${p.needs} y el sistema tiene ${p.has}` : `trae ${p.pkg} ${p.brings} y el sistema admite ${p.accepts}`,
  );
  const text = parts.join('; ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
}

/**
 * A remote refused for its versions: thrown by the runtime plugin before the remote's code runs
 * (./guard.ts), or made from the runtime's own strictVersion error ({@link incompatibilityFromError}).
 * `remote` is the package name ('mf-contactos'); `detail` is the technical text for the console.
 */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: Incompatibility[],
    readonly detail: string,
  ) {
    super(`${remote}: ${describeIncompatibilities(problems)}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * The federation runtime's error for a `strictVersion` singleton it cannot satisfy ("Version 1.0.0
 * from shell of shared singleton module shared/ui does not satisfy the requirement of mf_contactos
 * which needs ^2.0.0)"), thrown when a remote's module asks for it: the same refusal, as an
 * {@link IncompatibleRemoteError}. Anything else: null.
 */
export function incompatibilityFromError(error: unknown, remote: string): IncompatibleRemoteError | null {
  if (error instanceof IncompatibleRemoteError) return error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const m = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/.exec(message);
  if (!m) return null;
  return new IncompatibleRemoteError(remote, [{ kind: 'needs', pkg: packageOf(m[2]), needs: m[3], has: m[1] }], message);
}
