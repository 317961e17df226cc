export { ActivatePage } from './ActivatePage';
export { DevicesPage } from './DevicesPage';
export { TvPage } from './TvPage';
