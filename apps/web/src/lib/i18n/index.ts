export { i18n, createI18n, currentLocale, setLocale, resources, reportMissingKey } from './i18n';
export * from './locale';
