import { isValidSampleRate } from '@fanverse/client';
import { CLIENT_ERROR_EVENT } from '@fanverse/contract';
import type { Analytics } from './analytics-types';
import { byteLength } from './analytics-queue';

/**
 * Client error reports (spec accounts §5 "Error-reporting sample rate"; issue 25): errors nothing
 * caught (window `error`, `unhandledrejection`) and those the route error boundary shows go to
 * the analytics pipeline as CLIENT_ERROR_EVENT tracks. The sample rate decides which: a boolean
 * (all or none) or a number 0 to 1. Performance consent only, like any track; a page load sends
 * at most MAX_REPORTS_PER_PAGE, so a failing loop cannot flood the pipeline.
 */
export type SampleRate = boolean | number;

/** Every report, unless the build says otherwise. */
export const DEFAULT_SAMPLE_RATE: SampleRate = 1;
export const MAX_REPORTS_PER_PAGE = 10;
/** A stack is cut to this many bytes (the event must stay well under 32 KB). */
export const MAX_STACK_BYTES = 4096;
const MAX_MESSAGE_LENGTH = 1000;

/**
 * The build setting VITE_ERROR_SAMPLE_RATE: `true`/`false` or a number 0 to 1; unset or blank,
 * the default. Anything else is a mistake in the build's settings: said on the console, and the
 * default applies.
 */
export function parseSampleRate(raw: string | undefined): SampleRate {
  const text = raw?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_SAMPLE_RATE;
  const value: unknown = text === 'true' ? true : text === 'false' ? false : Number(text);
  if (isValidSampleRate(value)) return value;
  console.warn(`Fanverse: VITE_ERROR_SAMPLE_RATE "${raw}" is not a boolean or a number 0 to 1; using 1`);
  return DEFAULT_SAMPLE_RATE;
}

/** Whether one report is sent: `random` is uniform in [0, 1). */
export function sampled(rate: SampleRate, random: () => number = Math.random): boolean {
  if (typeof rate === 'boolean') return rate;
  if (rate <= 0) return false;
  if (rate >= 1) return true;
  return random() < rate;
}

/** The first `max` bytes of a text in UTF-8, never cutting a character in two. */
export function truncateBytes(text: string, max: number): string {
  if (byteLength(text) <= max) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (byteLength(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  // A cut between a surrogate pair's halves would leave half a character.
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? low - 1 : low);
}

export interface ErrorReport {
  message: string;
  stack: string;
  url: string;
  build: string;
}

/** What an error, a rejection reason or anything thrown says about itself. */
export function describeError(error: unknown, fallbackMessage = ''): Pick<ErrorReport, 'message' | 'stack'> {
  if (error instanceof Error) {
    return {
      message: (error.message || error.name || fallbackMessage).slice(0, MAX_MESSAGE_LENGTH),
      stack: truncateBytes(error.stack ?? '', MAX_STACK_BYTES),
    };
  }
  let message = fallbackMessage;
  if (typeof error === 'string') message = error;
  else if (error !== undefined && error !== null) {
    try {
      message = JSON.stringify(error) ?? String(error);
    } catch {
      message = String(error);
    }
  }
  return { message: message.slice(0, MAX_MESSAGE_LENGTH), stack: '' };
}

export interface ErrorReporterDeps {
  analytics: () => Pick<Analytics, 'track'>;
  /** Performance consent now. */
  allowed(): boolean;
  rate: SampleRate;
  build: string;
  /** The page's address, as analytics may see it. */
  url(): string;
  random?: () => number;
  max?: number;
}

export interface ErrorReporter {
  /** Reports one error (sampled, capped); true when it was tracked. */
  report(error: unknown, fallbackMessage?: string): boolean;
  /** Listens to window `error` and `unhandledrejection`; returns the way to stop. */
  listen(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void;
}

export function createErrorReporter(deps: ErrorReporterDeps): ErrorReporter {
  const max = deps.max ?? MAX_REPORTS_PER_PAGE;
  let sent = 0;
  // A report that itself throws must not report itself, over and over.
  let reporting = false;
  // One error heard twice (the boundary's effect run again, a rejection also seen as an error).
  const seen = new WeakSet<object>();

  function report(error: unknown, fallbackMessage = 'Unknown error'): boolean {
    if (reporting || sent >= max || !deps.allowed()) return false;
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return false;
      seen.add(error);
    }
    if (!sampled(deps.rate, deps.random)) return false;
    reporting = true;
    try {
      sent += 1;
      const report: ErrorReport = {
        ...describeError(error, fallbackMessage),
        url: deps.url(),
        build: deps.build,
      };
      deps.analytics().track(CLIENT_ERROR_EVENT, { ...report });
      return true;
    } catch {
      return false;
    } finally {
      reporting = false;
    }
  }

  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent;
    // "Script error." with nothing else: a script of another origin, whose details the browser hides.
    if (error === undefined || error === null) {
      if (!message || message === 'Script error.') return;
    }
    report(error ?? message, message);
  };
  const onRejection = (event: Event) => {
    report((event as PromiseRejectionEvent).reason, 'Unhandled promise rejection');
  };

  return {
    report,
    listen(target) {
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
}

let appReporter: ErrorReporter | null = null;

/** Makes `reporter` the app's (start-up); `reportClientError` goes through it. */
export function setErrorReporter(reporter: ErrorReporter | null): void {
  appReporter = reporter;
}

/** Reports an error the app caught and showed (the route error boundary); nothing before start-up. */
export function reportClientError(error: unknown): void {
  appReporter?.report(error);
}
