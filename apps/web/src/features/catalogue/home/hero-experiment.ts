import { CONSENT_CATEGORY, EXPERIMENT_VIEWED_EVENT } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getAnalytics } from '../../../lib/analytics';
import { apiClient } from '../../../lib/api-client';
import { consentAllows, consentStore, type ConsentState } from '../../../lib/consent';
import { useContentLang } from '../../../lib/content-query';
import type { Locale } from '../../../lib/i18n';
import { userKey } from '../../../lib/query-keys';
import { useStore } from '../../../lib/store';

/** The demo's cohort experiment on the hero text (docs/experiments.md "The demo experiment"). */
export const HOME_HERO_EXPERIMENT = 'home-hero-text';

/** The hero's text a variant gives, in the visitor's language. */
export interface HeroText {
  headline: string;
  subline: string;
}

/** Longer texts are a mistake in the definition: the default text stays (the box keeps its size). */
const MAX_HEADLINE = 120;
const MAX_SUBLINE = 400;

const textIn = (field: unknown, lang: Locale, max: number): string | null => {
  if (!field || typeof field !== 'object') return null;
  const text = (field as Record<string, unknown>)[lang];
  return typeof text === 'string' && text.trim() !== '' && text.length <= max ? text : null;
};

/**
 * The variant's text in `lang`, from a payload `{ headline: { en, es }, subline: { en, es } }`;
 * null when either is missing in that language (never the other language's text).
 */
export function heroTextOf(payload: unknown, lang: Locale): HeroText | null {
  if (!payload || typeof payload !== 'object') return null;
  const { headline, subline } = payload as Record<string, unknown>;
  const h = textIn(headline, lang, MAX_HEADLINE);
  const s = textIn(subline, lang, MAX_SUBLINE);
  return h && s ? { headline: h, subline: s } : null;
}

/**
 * False on the server and while hydrating (React reads the server snapshot then), true once the
 * page is the browser's: what keeps the first render equal to the server's markup.
 */
const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/** An experiment's exposure counts as analytics: it is asked for only with performance consent. */
const selectPerformance = (state: ConsentState) => consentAllows(CONSENT_CATEGORY.PERFORMANCE, state);

/**
 * The hero text of the visitor's `home-hero-text` variant, or null for the page's own text.
 * Asked only in the browser after hydration (the server-rendered page keeps the default text, so
 * hydration matches), with performance consent and the browser's persistentUserId (a signed-in
 * member's session makes the assignment theirs). When a variant's text is shown, 'Experiment
 * Viewed' is tracked once for the page.
 */
export function useHeroExperiment(persistentUserId: string | undefined): HeroText | null {
  const lang = useContentLang();
  const hydrated = useSyncExternalStore(neverChanges, inBrowser, onServer);
  const consented = useStore(consentStore, selectPerformance);

  const experiment = useQuery({
    queryKey: userKey('experiment', HOME_HERO_EXPERIMENT, persistentUserId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.shell.getExperiment(HOME_HERO_EXPERIMENT, { persistentUserId }, { signal }),
    enabled: hydrated && consented && !!persistentUserId,
    // Sticky on the server: asking again in the same visit would answer the same.
    staleTime: Infinity,
    // An enhancement: a failure leaves the default text, without asking again.
    retry: false,
  });

  const variant = experiment.data?.variant ?? null;
  const text = variant === null ? null : heroTextOf(experiment.data?.payload, lang);
  const shown = text !== null;
  useEffect(() => {
    if (shown && variant !== null) {
      getAnalytics().track(EXPERIMENT_VIEWED_EVENT, { experiment: HOME_HERO_EXPERIMENT, variant });
    }
  }, [shown, variant]);
  return text;
}
