export {
  consentAllows,
  consentStore,
  loadConsent,
  readRawCookie,
  saveConsent,
  type ConsentState,
} from './consent-store';
