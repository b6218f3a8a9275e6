import { IncompatibleRemoteError } from './compatibility';
import { versionGuardPlugin } from './guard';
import { getModules, resetModules } from './versions';

// The shell's federation instance as the webpack build creates it (shared/build/webpack.cjs); the
// runtime's real semver check.
jest.mock('@module-federation/enhanced/runtime', () => {
  const actual = jest.requireActual('@module-federation/enhanced/runtime');
  const shared = (version: string, requiredVersion: string, strictVersion: boolean) => [
    { version, from: 'shell', shareConfig: { singleton: true, requiredVersion, strictVersion } },
  ];
  return {
    satisfy: actual.satisfy,
    registerPlugins: jest.fn(),
    getInstance: () => ({
      options: {
        name: 'shell',
        shared: {
          react: shared('19.3.1', '^19.0.0', true),
          'react-router-dom': shared('7.18.5', '^7.0.0', true),
          shared: shared('1.0.0', '^1.0.0', true),
          'styled-components': shared('6.6.0', '^6.0.0', false),
        },
      },
    }),
  };
});

const MANIFEST_URL = 'http://localhost:3003/mf-manifest.json';

/** The args the runtime's loadRemoteSnapshot hook receives for a manifest with these shared modules. */
function snapshotArgs(shared: Array<{ name: string; version: string; requiredVersion: string }>) {
  return {
    from: 'manifest',
    manifestUrl: MANIFEST_URL,
    moduleInfo: { name: 'mf_contactos', entry: MANIFEST_URL },
    manifestJson: { metaData: { buildInfo: { buildVersion: '1.0.0', buildId: 'abc1234', builtAt: '2026-05-10T12:00:00.000Z' } }, shared },
    remoteSnapshot: {},
    options: {},
  };
}

type Hook = (args: ReturnType<typeof snapshotArgs>) => unknown;

describe('versionGuardPlugin (loadRemoteSnapshot: before the remote entry loads)', () => {
  const hook = versionGuardPlugin().loadRemoteSnapshot as unknown as Hook;
  beforeEach(() => resetModules());

  it('lets a remote built with the same majors through and records its build', () => {
    const args = snapshotArgs([
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: 'shared', version: '1.2.0', requiredVersion: '^1.0.0' },
      { name: 'styled-components', version: '7.0.0', requiredVersion: '^7.0.0' },
    ]);
    expect(hook(args)).toBe(args);
    expect(getModules()['mf-contactos']).toEqual({
      status: 'loading',
      build: { version: '1.0.0', buildId: 'abc1234', builtAt: '2026-05-10T12:00:00.000Z', manifestUrl: MANIFEST_URL },
    });
  });

  it('refuses a remote that needs shared ^2.0.0, with the technical detail, and marks it incompatible', () => {
    const args = snapshotArgs([{ name: 'shared', version: '2.0.0', requiredVersion: '^2.0.0' }]);
    let thrown: unknown;
    try {
      hook(args);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(IncompatibleRemoteError);
    expect((thrown as IncompatibleRemoteError).detail).toBe(
      `mf_contactos (${MANIFEST_URL}) necesita shared ^2.0.0 y el shell provee 1.0.0; no se carga su código.`,
    );
    expect(getModules()['mf-contactos']).toMatchObject({ status: 'incompatible', problems: [{ kind: 'needs', pkg: 'shared', needs: '^2.0.0', has: '1.0.0' }] });
  });

  it('does nothing with a snapshot that did not come from a manifest', () => {
    const args = { ...snapshotArgs([{ name: 'shared', version: '2.0.0', requiredVersion: '^2.0.0' }]), from: 'global' };
    expect(hook(args)).toBe(args);
    expect(getModules()).toEqual({});
  });
});
