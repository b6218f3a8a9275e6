export { HomePage } from './HomePage';
export { InfoUsePage } from './InfoUsePage';
export { SinPermisosPage } from './SinPermisosPage';
export { NotFoundPage } from './NotFoundPage';
export { UnderConstructionPage } from './UnderConstructionPage';
