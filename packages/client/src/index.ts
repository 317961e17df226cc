export { createClient, type ClientOptions, type FanverseClient } from './client';
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
export * from './mappings/content-mappings';
export * from './mappings/premium-mappings';
export * from './mappings/shell-mappings';

export { checkRuleSets } from './rules/check-rule-sets';
export { FieldRuleEngine, type CheckOptions, type RulesFetcher } from './rules/field-rule-engine';

export { createShellCalls, type CallOptions, type ShellCalls } from './shell/shell-calls';
export { captchaField, captchaPlatform } from './helpers/captcha';
export { isValidSampleRate } from './helpers/sample-rate';
