export { createClient, type ClientAreas, type ClientOptions, type FanverseClient } from './client';
export type { Area, AreaContext, CallOptions } from './area/area-context';
export { areaTools, type RequestParts, type RunOptions } from './area/area-tools';
export { HttpClient, type HttpClientOptions, type PayloadValidator } from './http/http-client';
export type { HttpMethod, HttpReply, HttpRequest, QueryParams, QueryValue } from './http/request-types';

export { ApiError, isAbortError, toApiError, type NormalizedFailure } from './errors/api-error';
export { codedError, type CodedError, type CodedErrorDetails } from './errors/coded-error';
export { ErrorStore } from './errors/error-store';
export { NETWORK_ERROR_MESSAGE, normalizeFailure, type FailureInput } from './errors/normalize-failure';
export { OPERATION_TYPES, type OperationType } from './errors/operation-types';
export { extractErrorItems, type RawErrorItem } from './errors/raw-error-item';
export {
  applyMapping,
  type MappingContext,
  type MessageRule,
  type ReplyMapping,
} from './errors/reply-mapping';
export { isSessionExpired } from './errors/session-expired';

export * from './mappings/account-mappings';
export * from './mappings/catalogue-mappings';
export * from './mappings/content-mappings';
export * from './mappings/discussion-mappings';
export * from './mappings/premium-mappings';
export * from './mappings/shell-mappings';
export * from './mappings/viewer-mappings';
export * from './mappings/device-mappings';
export * from './mappings/event-mappings';

export { checkRuleSets } from './rules/check-rule-sets';
export { FieldRuleEngine, type CheckOptions, type RulesFetcher } from './rules/field-rule-engine';

export { createShellCalls, type ShellCalls } from './shell/shell-calls';
export { captchaField, captchaPlatform } from './helpers/captcha';
export { isValidSampleRate } from './helpers/sample-rate';

export { createAccountCalls, type AccountCalls } from './accounts/account-calls';
export type {
  CaptchaInput,
  ClaimValue,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  UpdateProfileInput,
} from './accounts/account-inputs';
export { createUploadCalls, type UploadCalls } from './uploads/upload-calls';
export { createClaimCalls, type ClaimCalls } from './claims/claim-calls';
export { createAgreementCalls, type AgreementCalls } from './agreements/agreement-calls';
export { normalizeAgreement, type Agreement } from './agreements/agreements';
export {
  decodeClaims,
  normalizeClaims,
  type Claims,
  type FeatureClaims,
  type PremiumClaims,
  type ProfileClaims,
  type UserType,
} from './claims/claims';
export { isSessionExpiredError } from './accounts/session-expired-error';
export {
  SESSION_STORAGE_KEY,
  broadcastSessionChannel,
  isSessionMessage,
  storageSessionPersistence,
  type BroadcastChannelLike,
  type FlagStorage,
  type KeyValueStorage,
  type SessionChannel,
  type SessionMessage,
  type SessionPersistence,
} from './accounts/session-adapters';
export {
  CONSENT_CLAIM,
  CONSENT_DEBOUNCE_MS,
  DO_NOT_SELL_EVENT,
  DO_NOT_SELL_FLAG,
  type LoginClientChange,
  type SessionClient,
  type SessionListener,
  type SessionManager,
  type SessionManagerDeps,
  type SessionState,
  type Timers,
  type VisitorType,
} from './accounts/session-types';
export { createSessionManager } from './accounts/session-manager';

export { createCatalogueCalls } from './catalogue/catalogue-calls';
export type {
  CatalogueCalls,
  EpisodesQuery,
  NumericId,
  PageQuery,
  SearchQuery,
  SeasonEpisodesQuery,
} from './catalogue/catalogue-types';
export { isNumericId, isUuid } from './catalogue/catalogue-checks';
export { abortError } from './catalogue/latest-only';
export {
  normaliseItemType,
  normaliseItems,
  UnsupportedItemTypeError,
  type ItemTypeSource,
  type NormalisedItem,
} from './catalogue/normalise-items';
export { artImageUrl, artSources, rebaseArtPath, type ArtSources } from './catalogue/art-urls';
export { clipAccess, episodeAccess, type AccessContext } from './catalogue/access-display';
export {
  decideAccess,
  scheduleRequirement,
  wallRequirement,
  type AccessDecision,
  type ScheduleRequirement,
} from '@fanverse/contract';
export { addRecentSearch } from './catalogue/recent-searches';

export { createPlaybackCalls } from './playback/playback-calls';
export type { BeaconSender } from './http/page-hide';
export type { ManifestQuery, PlaybackCalls, RightsOptions, RightsToken } from './playback/playback-types';
export { decodeSignedToken, type DecodedToken } from './helpers/signed-token';

export * from './quiz/index';

export { createComicsCalls } from './comics/comics-calls';
export type {
  BrowseBooksQuery,
  ComicLogOptions,
  ComicsCalls,
  DownloadPageQuery,
  DownloadedBook,
  HistoryQuery,
  SeriesBooksQuery,
} from './comics/comics-types';

export * from './lists/index';
export * from './discussions/index';
export * from './activity/index';
export * from './premium/index';
export * from './purchases/index';
export { createViewerCalls } from './viewer/viewer-calls';
export type { ViewerCalls } from './viewer/viewer-types';
export { parentalDetails, type ParentalDetails } from './viewer/viewer-failure';
export { createDevicesCalls } from './devices/devices-calls';
export type { DevicesCalls } from './devices/devices-types';
export { checkShortCode } from './devices/device-checks';
export { createEventsCalls } from './events/events-calls';
export type { EventsCalls } from './events/events-types';
export { createCheckinCalls } from './checkin/checkin-calls';
export type {
  CheckinCalls,
  CheckinEventsQuery,
  EventItemsQuery,
  EventItemUpdate,
} from './checkin/checkin-types';
export { checkinConflict, CHECKIN_CONFLICT_CODE } from './checkin/checkin-conflict';
export { createAnalyticsCalls } from './analytics/analytics-calls';
export { ANALYTICS_BATCH_PATH, type AnalyticsCalls } from './analytics/analytics-types';
export { createInsightsCalls } from './insights/insights-calls';
export type { InsightsCalls } from './insights/insights-types';
