import { ageOn } from '@fanverse/contract';

/**
 * The age gate's rules (accounts spec §3 "Age gate: isAdult, isAgeGateCompleted", §4 "once
 * completed it is marked completed and records adult or not"; issue 23). Pure: the store keeps
 * what they return, the components ask them what to show.
 */

/** The consumer config's `age_gate`: the age asked for, and how long an under-age answer blocks. */
export interface AgeGateConfig {
  age: number;
  /** Seconds. */
  blockTimeout: number;
}

/** The server's seeded `www` consumer values, for an app whose consumer config did not load. */
export const DEFAULT_AGE_GATE_CONFIG: AgeGateConfig = { age: 13, blockTimeout: 86_400 };

/** What a browser remembers of the answers given on it (persisted; never the date itself). */
export interface AgeGateAnswers {
  isAgeGateCompleted: boolean;
  /** The last answer met the configured age. */
  isAdult: boolean;
  /**
   * The highest age asked for that an answer met (the config's age, a country's registration
   * age): a threshold, not the visitor's age. A raised config age asks again.
   */
  atLeastAge: number;
  /** Epoch milliseconds until which mature content stays blocked after an under-age answer. */
  blockedUntil: number | null;
  /** The same for registration, after an answer under the country's registration age. */
  registrationBlockedUntil: number | null;
}

export const NO_ANSWERS: AgeGateAnswers = {
  isAgeGateCompleted: false,
  isAdult: false,
  atLeastAge: 0,
  blockedUntil: null,
  registrationBlockedUntil: null,
};

/** What a gate shows: nothing yet, the content, the question, or the block (null: for good). */
export type GateStatus =
  | { status: 'pending' }
  | { status: 'open' }
  | { status: 'ask' }
  | { status: 'blocked'; until: number | null };

/** What a signed-in member's profile says (spec accounts §3 Profile `answered_mature`, `dob`). */
export interface MemberAnswer {
  dob: string | null;
  answered_mature: boolean;
}

const active = (until: number | null, now: number): until is number => until !== null && now < until;

/**
 * The gate in front of mature content. A member's stored date of birth decides by itself (an
 * under-age member is blocked for as long as it says so; the server limits them too). Otherwise
 * this browser's answers: a running block stays, whatever date is given next; a completed adult
 * answer for at least the configured age opens; anything else asks. A member whose profile says
 * `answered_mature` without a date (an older answer) is decided the same way, by this browser.
 */
export function matureGate(
  answers: AgeGateAnswers,
  config: AgeGateConfig,
  now: number,
  member?: MemberAnswer | null,
): GateStatus {
  const memberAge = member?.dob ? ageOn(member.dob, new Date(now)) : undefined;
  if (memberAge !== undefined)
    return memberAge >= config.age ? { status: 'open' } : { status: 'blocked', until: null };
  if (active(answers.blockedUntil, now)) return { status: 'blocked', until: answers.blockedUntil };
  if (answers.isAgeGateCompleted && answers.isAdult && answers.atLeastAge >= config.age)
    return { status: 'open' };
  return { status: 'ask' };
}

/**
 * The gate before registration, in countries whose law sets a minimum age (`minAge`; none:
 * open). An earlier answer that met it opens; a running block stays.
 */
export function registrationGate(
  answers: AgeGateAnswers,
  now: number,
  minAge: number | undefined,
): GateStatus {
  if (minAge === undefined) return { status: 'open' };
  if (active(answers.registrationBlockedUntil, now)) {
    return { status: 'blocked', until: answers.registrationBlockedUntil };
  }
  return answers.atLeastAge >= minAge ? { status: 'open' } : { status: 'ask' };
}

/**
 * The answers after a date of birth was given (on the mature gate, or before registration with
 * the country's `registrationAge`). A running block is never lifted by a new answer: the gate
 * cannot be retried with another date until it ends.
 */
export function answerAgeGate(
  answers: AgeGateAnswers,
  dob: string,
  config: AgeGateConfig,
  now: number,
  registrationAge?: number,
): AgeGateAnswers {
  const age = ageOn(dob, new Date(now));
  if (age === undefined) return answers;
  const blockEnds = now + config.blockTimeout * 1000;
  const matureBlocked = active(answers.blockedUntil, now);
  const registrationBlocked = active(answers.registrationBlockedUntil, now);
  const thresholds = [config.age, registrationAge].filter((value): value is number => value !== undefined);
  const met = Math.max(0, ...thresholds.filter((threshold) => age >= threshold));
  const next = { ...answers };
  // What the answer shows: while a block runs it can only lower it (no retry with an older date);
  // otherwise it adds to what earlier answers showed, unless it contradicts them.
  if (matureBlocked || registrationBlocked) next.atLeastAge = Math.min(answers.atLeastAge, met);
  else next.atLeastAge = age >= answers.atLeastAge ? Math.max(answers.atLeastAge, met) : met;
  if (!matureBlocked) {
    next.isAgeGateCompleted = true;
    next.isAdult = age >= config.age;
    next.blockedUntil = next.isAdult ? null : blockEnds;
  }
  if (registrationAge !== undefined && !registrationBlocked) {
    next.registrationBlockedUntil = age < registrationAge ? blockEnds : null;
  }
  return next;
}

/**
 * A date of birth as the question collects it (day, month, year as typed), as YYYY-MM-DD, or
 * null when it is not a real date between 1900 and `now`.
 */
export function birthDate(day: string, month: string, year: string, now: number): string | null {
  if (!/^\d{1,2}$/.test(day.trim()) || !/^\d{1,2}$/.test(month.trim()) || !/^\d{4}$/.test(year.trim())) {
    return null;
  }
  const iso = `${year.trim()}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
  const age = ageOn(iso, new Date(now));
  if (age === undefined || Number(year) < 1900 || Date.parse(`${iso}T00:00:00Z`) > now) return null;
  return iso;
}
