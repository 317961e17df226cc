export type {
  Analytics,
  AnalyticsCall,
  AnalyticsProperties,
  AnalyticsRouteHandle,
  PagePayload,
} from './analytics-types';
export { createRecordingAnalytics, type RecordingAnalytics } from './recording-analytics';
export {
  DEFAULT_SITE_NAME,
  HOME_PAGE,
  SIGN_UP_PAGE,
  pageName,
  pageTrackingFor,
  siteNameSetting,
  siteSectionFor,
  trackPage,
  type PageTracking,
} from './page-naming';
export {
  createFanverseAnalytics,
  type AnalyticsConfig,
  type AnalyticsEnvironment,
  type AnalyticsIdentity,
  type FanverseAnalytics,
} from './fanverse-analytics';
export { analyticsReady, configureAnalytics, getAnalytics } from './analytics-instance';
export { usePageTracking } from './use-page-tracking';
export { analyticsMemberOf, identifyMember, trackRegistration, type AnalyticsMember } from './member-events';
export {
  LINKER_PARAM,
  createCrossDomainLinker,
  decorateHref,
  type CrossDomainLinker,
} from './cross-domain-linker';
export {
  createErrorReporter,
  parseSampleRate,
  reportClientError,
  sampled,
  setErrorReporter,
  type SampleRate,
} from './error-reporting';
export { redactedAddress } from './url-privacy';
