export { RemoteScreen, AREA_NAMES } from './RemoteScreen';
export { registerAll, federationName } from './federation';
export { loadRoutes } from './load';
export { ModuleVersions } from './ModuleVersions';
export type { RemoteName } from './federation';
