export * from './account-rules';
export {
  applyFieldErrors,
  codeText,
  routeErrors,
  type ErrorRouting,
  type RoutedErrors,
} from './route-errors';
export { codedErrorMessage, resolveErrorText } from './error-text';
export { ruleValidator, useServerErrors } from './use-server-errors';
