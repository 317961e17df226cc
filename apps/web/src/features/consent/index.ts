export { ConsentHost } from './ConsentHost';
export {
  closeConsentPreferences,
  consentUiStore,
  openConsentPreferences,
  type PreferencesPurpose,
} from './consent-ui-store';
