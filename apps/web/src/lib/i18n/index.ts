export {
  i18n,
  createI18n,
  currentLocale,
  ensureCatalogue,
  setLocale,
  showLocale,
  reportMissingKey,
} from './i18n';
export { CATALOGUE_SOURCES, loadedCatalogue } from './catalogues';
export * from './locale';
