import 'i18next';
import type en from '../../locales/en.json';

// Translation keys are typed from en.json: `t('home.hero.title')` is checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
