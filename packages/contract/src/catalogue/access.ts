import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** Visitor types in access order (catalogue spec §4, §6). */
export const VISITOR_TYPES = ['anonymous', 'registered', 'premium'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];

export const VIDEO_STATUSES = ['approved', 'staged', 'processing', 'geoblocked', 'unavailable'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** Wall type 0: premium required; 1: registration required (spec §4). */
export const WALL_TYPES = [0, 1] as const;

export const videoWallSchema = lazySchema(() =>
  z.object({
    requires_premium_code: z.boolean(),
    status: z.enum(VIDEO_STATUSES),
    /** Free text an editor may give the wall (e.g. "premium-early-access"); null when none. */
    wall_restriction: z.string().nullable(),
    /** ISO 8601; the wall stops applying after it. Null: the wall never expires. */
    wall_expires: z.string().nullable(),
    wall_type: z.union([z.literal(0), z.literal(1)]).nullable(),
  }),
);
export type VideoWall = z.infer<typeof videoWallSchema>;

/** A type list entry: `premium` allows, `-premium` denies (spec §3 "Program schedule"). */
export const scheduleTypePattern = /^-?(anonymous|registered|premium)$/;

export const programScheduleEntrySchema = lazySchema(() =>
  z.object({
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    type: z.array(z.string().regex(scheduleTypePattern)),
    name: z.string(),
    plan: z.string().nullable(),
  }),
);
export type ProgramScheduleEntry = z.infer<typeof programScheduleEntrySchema>;

/** What a visitor meets in front of a video: nothing, or the prompt to show instead. */
export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      prompt: 'register' | 'premium' | 'geoblocked' | 'unavailable' | 'parental';
      plan?: string;
    };

function rank(type: VisitorType): number {
  return VISITOR_TYPES.indexOf(type);
}

function toMillis(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The lowest visitor type a video wall lets through (spec §4): type 0 needs premium, type 1
 * registration, each only until `wall_expires`; no wall (or an expired one) lets anyone in.
 */
export function wallRequirement(video: VideoWall, now: number = Date.now()): VisitorType {
  if (video.wall_type === null) return 'anonymous';
  const expires = toMillis(video.wall_expires);
  if (expires !== undefined && now >= expires) return 'anonymous';
  return video.wall_type === 0 ? 'premium' : 'registered';
}

export interface ScheduleRequirement {
  /** The lowest type allowed now; null when no active entry allows anyone. */
  type: VisitorType | null;
  /** Set when only a plan-limited premium entry allows access. */
  plan?: string;
}

/** An entry applies when now is within its start and end; a missing time is unbounded. */
export function isScheduleEntryActive(entry: ProgramScheduleEntry, now: number = Date.now()): boolean {
  const start = toMillis(entry.start_time);
  const end = toMillis(entry.end_time);
  return (start === undefined || now >= start) && (end === undefined || now < end);
}

/**
 * The lowest visitor type the program schedule allows now (spec §4). Entries naming `-type`
 * deny that type whatever other entries say. An entry with a plan admits premium visitors of
 * that plan only, so it is reported only when no unrestricted entry admits anyone.
 * An empty schedule places no restriction (anonymous).
 */
export function scheduleRequirement(
  entries: readonly ProgramScheduleEntry[],
  now: number = Date.now(),
): ScheduleRequirement {
  if (entries.length === 0) return { type: 'anonymous' };
  const active = entries.filter((entry) => isScheduleEntryActive(entry, now));
  const denied = new Set(
    active.flatMap((e) => e.type.filter((t) => t.startsWith('-')).map((t) => t.slice(1))),
  );
  const allows = (entry: ProgramScheduleEntry, type: VisitorType) =>
    entry.type.includes(type) && !denied.has(type);
  for (const type of VISITOR_TYPES) {
    if (active.some((entry) => entry.plan === null && allows(entry, type))) return { type };
  }
  const planned = active.find((entry) => entry.plan !== null && allows(entry, 'premium'));
  return planned ? { type: 'premium', plan: planned.plan! } : { type: null };
}

export interface AccessInput {
  visitor: VisitorType;
  /** The visitor's premium plan, for plan-limited schedule entries. */
  plan?: string | null;
  video?: VideoWall;
  schedule?: readonly ProgramScheduleEntry[];
  /** Country of the visitor and the countries the content is limited to (empty: everywhere). */
  country?: string;
  availableIn?: readonly string[];
  /** Countries where the content is premium-only whatever its own wall says (series `premium_walled_in`). */
  premiumWalledIn?: readonly string[];
  now?: number;
}

/**
 * Combines region, video status, wall and schedule into what the visitor may do. Region comes
 * first, then status; then a country premium wall (it outranks a registration wall: a visitor
 * who registers would still meet the premium prompt), the video wall and the schedule.
 */
export function decideAccess(input: AccessInput): AccessDecision {
  const now = input.now ?? Date.now();
  const country = input.country?.toUpperCase();
  if (input.video?.status === 'geoblocked') return { allowed: false, prompt: 'geoblocked' };
  if (country && input.availableIn?.length && !input.availableIn.includes(country)) {
    return { allowed: false, prompt: 'geoblocked' };
  }
  if (input.video && input.video.status !== 'approved') return { allowed: false, prompt: 'unavailable' };

  const needs: { type: VisitorType | null; plan?: string }[] = [];
  if (country && input.premiumWalledIn?.includes(country)) needs.push({ type: 'premium' });
  if (input.video) needs.push({ type: wallRequirement(input.video, now) });
  if (input.schedule) needs.push(scheduleRequirement(input.schedule, now));
  for (const need of needs) {
    if (need.type === null) return { allowed: false, prompt: 'unavailable' };
    if (rank(input.visitor) < rank(need.type)) {
      return { allowed: false, prompt: need.type === 'premium' ? 'premium' : 'register' };
    }
    if (need.plan !== undefined && input.plan !== need.plan) {
      return { allowed: false, prompt: 'premium', plan: need.plan };
    }
  }
  return { allowed: true };
}
