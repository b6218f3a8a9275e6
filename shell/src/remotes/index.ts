export { RemoteScreen, AREA_NAMES } from './RemoteScreen';
export { registerAll, loadRoutes, federationName } from './federation';
export type { RemoteName } from './federation';
