import { satisfy } from '@module-federation/enhanced/runtime';
import {
  describeIncompatibilities,
  findIncompatibilities,
  IncompatibleRemoteError,
  incompatibilityFromError,
  packageOf,
  type HostShared,
} from './compatibility';

/** The shell as shared/build/webpack.cjs declares it: strict react, router and shared; react-query only warns. */
const host: Record<string, HostShared> = {
  react: { version: '19.3.1', requiredVersion: '^19.0.0', strictVersion: true },
  'react-dom/client': { version: '19.3.1', requiredVersion: '^19.0.0', strictVersion: true },
  'react-router-dom': { version: '7.18.5', requiredVersion: '^7.0.0', strictVersion: true },
  shared: { version: '1.0.0', requiredVersion: '^1.0.0', strictVersion: true },
  'shared/ui': { version: '1.0.0', requiredVersion: '^1.0.0', strictVersion: true },
  '@tanstack/react-query': { version: '5.108.0', requiredVersion: '^5.0.0', strictVersion: false },
};

describe('findIncompatibilities', () => {
  it('a remote built with the same majors (other minors and patches) is compatible', () => {
    const manifest = [
      { name: 'react', version: '19.4.0', requiredVersion: '^19.0.0' },
      { name: 'react-router-dom', version: '7.20.1', requiredVersion: '^7.0.0' },
      { name: 'shared', version: '1.3.0', requiredVersion: '^1.0.0' },
      { name: 'shared/ui', version: '1.3.0', requiredVersion: '^1.0.0' },
    ];
    expect(findIncompatibilities(manifest, host, satisfy)).toEqual([]);
  });

  it('a remote that needs shared ^2.0.0 is refused once for the package, naming what the shell has', () => {
    const manifest = [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: 'shared', version: '2.0.0', requiredVersion: '^2.0.0' },
      { name: 'shared/ui', version: '2.0.0', requiredVersion: '^2.0.0' },
    ];
    const problems = findIncompatibilities(manifest, host, satisfy);
    expect(problems).toEqual([{ kind: 'needs', pkg: 'shared', needs: '^2.0.0', has: '1.0.0' }]);
    expect(describeIncompatibilities(problems)).toBe('Necesita shared ^2.0.0 y el sistema tiene 1.0.0.');
  });

  it('a remote that brings a version outside the shell range is refused even if its own range is loose', () => {
    const problems = findIncompatibilities([{ name: 'react-dom/client', version: '20.0.0', requiredVersion: '>=19' }], host, satisfy);
    expect(problems).toEqual([{ kind: 'brings', pkg: 'react-dom', brings: '20.0.0', accepts: '^19.0.0' }]);
    expect(describeIncompatibilities(problems)).toBe('Trae react-dom 20.0.0 y el sistema admite ^19.0.0.');
  });

  it('names every package that fails, the router as react-router', () => {
    const manifest = [
      { name: 'react-router-dom', version: '8.0.0', requiredVersion: '^8.0.0' },
      { name: 'shared', version: '2.0.0', requiredVersion: '^2.0.0' },
    ];
    expect(describeIncompatibilities(findIncompatibilities(manifest, host, satisfy))).toBe(
      'Necesita react-router ^8.0.0 y el sistema tiene 7.18.5; necesita shared ^2.0.0 y el sistema tiene 1.0.0.',
    );
  });

  it('ignores what the shell does not enforce or does not share, and entries without versions', () => {
    const manifest = [
      { name: '@tanstack/react-query', version: '6.0.0', requiredVersion: '^6.0.0' },
      { name: 'lodash', version: '4.17.21', requiredVersion: '^4.0.0' },
      { name: 'shared', requiredVersion: false as const },
    ];
    expect(findIncompatibilities(manifest, host, satisfy)).toEqual([]);
  });
});

describe('incompatibilityFromError', () => {
  it("turns the runtime's strictVersion error into the same refusal", () => {
    // The text of @module-federation/runtime-core (utils/share.ts) for a strict singleton it cannot satisfy.
    const runtime = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module shared/ui does not satisfy the requirement of mf_contactos which needs ^2.0.0)',
    );
    const err = incompatibilityFromError(runtime, 'mf-contactos');
    expect(err).toBeInstanceOf(IncompatibleRemoteError);
    expect(err?.problems).toEqual([{ kind: 'needs', pkg: 'shared', needs: '^2.0.0', has: '1.0.0' }]);
    expect(err?.detail).toBe(runtime.message);
  });

  it('leaves any other error alone', () => {
    expect(incompatibilityFromError(new Error('[ Federation Runtime ]: Failed to get manifest'), 'mf-contactos')).toBeNull();
    expect(incompatibilityFromError(undefined, 'mf-contactos')).toBeNull();
  });
});

it('packageOf: the package people know a share key by', () => {
  expect(['react/jsx-runtime', 'react-dom/client', 'shared/forms', '@tanstack/react-query', 'react-router-dom'].map(packageOf)).toEqual([
    'react',
    'react-dom',
    'shared',
    '@tanstack/react-query',
    'react-router',
  ]);
});
