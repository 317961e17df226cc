export {
  acceptAllGroups,
  consentAllows,
  consentStore,
  loadConsent,
  readRawCookie,
  refreshConsent,
  rejectAllGroups,
  saveConsent,
  setSaleOptOut,
  targetingRuledOut,
  type ConsentState,
} from './consent-store';
