import type { AnalyticsEvent } from '@fanverse/contract';

/** What every event of one batch shares: when and from whom it arrived, under which consent. */
export interface BatchStamp {
  receivedAt: number;
  /**
   * receivedAt minus the batch's `sentAt` (0 without one): added to every `timestamp`, as Segment
   * corrects a browser whose clock is off (the time between the call and the send is kept).
   */
  clockOffsetMs: number;
  /** users.id of the session's member, or null. */
  userId: string | null;
  /** The request's own User-Agent, for events whose context carries none. */
  userAgent: string | null;
  /** The groups string the server read (after GPC), stored with each event. */
  consentGroups: string;
}

// A lone surrogate is written by JSON.stringify as a `\udXXX` escape, which jsonb refuses (and
// with it the whole COPY). The check may also match an escaped backslash before `ud800`: then
// the value is only cleaned for nothing.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** A high surrogate with no low one after it, or a low one with no high one before it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormedText = (text: string) => text.replace(LONE_SURROGATE, '\ufffd');

/** Strings and keys with lone surrogates replaced by U+FFFD, at any depth. */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [wellFormedText(k), wellFormed(v)]));
  }
  return value;
}

/** JSON text jsonb accepts, or null for nothing (an absent or empty object). */
export function jsonbText(value: Record<string, unknown> | undefined): string | null {
  if (!value) return null;
  let text = JSON.stringify(value);
  if (text === '{}') return null;
  if (SURROGATE_ESCAPE.test(text)) text = JSON.stringify(wellFormed(value));
  return text;
}

/** What the properties column keeps of each call type (the contract's fields beside them). */
function propertiesOf(event: AnalyticsEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'identify':
      return event.traits;
    case 'alias':
      return event.previousId === undefined ? undefined : { previousId: event.previousId };
    case 'targeting':
      return {
        ...event.properties,
        ...(event.siteSection === undefined ? {} : { siteSection: event.siteSection }),
        ...(event.memberStatus === undefined ? {} : { memberStatus: event.memberStatus }),
      };
    default:
      return event.properties;
  }
}

const CAMPAIGN_FIELDS = ['name', 'source', 'medium', 'term', 'content'] as const;

/**
 * The campaign's own fields only: the batch is checked in place, not copied (see
 * analytics-batch-check.ts), so keys the contract does not name are still there, and are dropped.
 */
function campaignFields(campaign: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of CAMPAIGN_FIELDS) if (campaign[key] !== undefined) out[key] = campaign[key];
  return out;
}

/** The properties column of a call (null when it has none): JSON text jsonb accepts. */
export function propertiesJson(event: AnalyticsEvent): string | null {
  return jsonbText(propertiesOf(event));
}

/** The campaign column of a call (its `utm_*` fields), or null. */
export function campaignJson(event: AnalyticsEvent): string | null {
  const campaign = event.context?.campaign;
  return campaign ? jsonbText(campaignFields(campaign)) : null;
}
