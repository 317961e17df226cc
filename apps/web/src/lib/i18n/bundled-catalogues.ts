import es from '../../locales/es.json';
import { registerCatalogue } from './catalogues';

/*
 * Every language in memory at once, for the server renderer and the tests: they answer any
 * language at any moment, with nothing to wait for. The browser loads each but English on
 * demand (catalogues.ts).
 */
registerCatalogue('es', es);
