export {
  appConfigStore,
  consumerStore,
  initAppConfigStore,
  BUILD_ID,
  type ApplicationConfig,
  type ConsumerState,
} from './app-config-store';
export { consumerSiteSettings, startApp, runStartup, type StartupResult, type StartupDeps } from './startup';
export { consumerQueryOptions, useConsumer, fetchConsumer, STARTUP_CONSUMER } from './api/get-consumer';
