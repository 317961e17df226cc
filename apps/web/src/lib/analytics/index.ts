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
  trackPage,
  type PageTracking,
} from './page-naming';
export { getAnalytics } from './analytics-instance';
export { usePageTracking } from './use-page-tracking';
