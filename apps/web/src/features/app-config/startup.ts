import type { ConsumerConfig } from '@fanverse/contract';
import { captchaPlatform } from '@fanverse/client';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { setAgeGateConfig } from '../../lib/age-gate';
import { siteSettingsStore, type SiteSettings } from '../../lib/site-settings';
import { queryClient as sharedQueryClient } from '../../lib/query-client';
import { consumerQueryOptions } from './api/get-consumer';
import { appConfigStore, consumerStore } from './app-config-store';

export interface StartupResult {
  configured: boolean;
  /** False only when the consumer config says so; an unconfigured app does not gate visitors. */
  countrySupported: boolean;
}

export interface StartupDeps {
  loadConsumer: () => Promise<ConsumerConfig>;
  setConsumerKey: (secret: string | null) => void;
  logError: (message: string, error: unknown) => void;
}

function defaultDeps(queryClient: QueryClient = sharedQueryClient): StartupDeps {
  return {
    loadConsumer: () => queryClient.fetchQuery(consumerQueryOptions()),
    setConsumerKey: (secret) => apiClient.setConsumerKey(secret),
    logError: (message, error) => console.error(message, error),
  };
}

/**
 * What the features need from the consumer config (they cannot read this one): captcha for
 * sign-in and registration, the visitor's country and the art base for the catalogue. A
 * server-rendered page is rendered and hydrated with these already set (entry-server.tsx,
 * app/start.tsx), so start-up setting them again changes nothing on screen.
 */
export function consumerSiteSettings(consumer: ConsumerConfig): Partial<SiteSettings> {
  return {
    captchaPlatform: captchaPlatform(consumer.captcha_platform),
    recaptchaSiteKey: consumer.google_recaptcha_v3_site_key,
    countryCode: consumer.country_code.toUpperCase(),
    artSourceUrl: consumer.art_source_url,
  };
}

/**
 * Spec accounts §3/§8: load the `www` consumer, keep its secret (it becomes the consumer key
 * header) and art source URL. A failed load is logged and leaves the app unconfigured; the app
 * still renders.
 */
export async function runStartup(deps: StartupDeps = defaultDeps()): Promise<StartupResult> {
  consumerStore.setState({ status: 'loading' });
  try {
    const consumer = await deps.loadConsumer();
    deps.setConsumerKey(consumer.consumer_secret);
    consumerStore.setState({
      status: 'configured',
      consumerSecret: consumer.consumer_secret,
      artSourceUrl: consumer.art_source_url,
      countrySupported: consumer.country_supported,
    });
    const platform = captchaPlatform(consumer.captcha_platform);
    appConfigStore.setState({ captchaPlatform: platform });
    siteSettingsStore.setState(consumerSiteSettings(consumer));
    // The age gate's age and block time (spec accounts §3), for the gates before mature content.
    setAgeGateConfig(consumer.age_gate);
    return { configured: true, countrySupported: consumer.country_supported };
  } catch (error) {
    deps.logError('Fanverse: the consumer config could not be loaded; continuing unconfigured.', error);
    consumerStore.setState({ status: 'unconfigured', consumerSecret: null, artSourceUrl: null });
    return { configured: false, countrySupported: true };
  } finally {
    appConfigStore.setState({ platformInitialized: true });
  }
}

let started: Promise<StartupResult> | null = null;

/** Start-up runs once per page load; every route loader awaits the same promise. */
export function startApp(): Promise<StartupResult> {
  started ??= runStartup();
  return started;
}
