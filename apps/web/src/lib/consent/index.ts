export {
  acceptAllGroups,
  consentAllows,
  consentDecided,
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
