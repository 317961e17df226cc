import { useSyncExternalStore } from 'react';
import { getStorage } from '../storage';
import { createStore, persistSlice, useStore } from '../store';
import {
  DEFAULT_AGE_GATE_CONFIG,
  NO_ANSWERS,
  type AgeGateAnswers,
  type AgeGateConfig,
} from './age-gate-rules';

/**
 * The age gate's state (accounts spec §3 "Age gate": isAdult, isAgeGateCompleted): the answers
 * given on this browser, persisted under the `vuex` key (slice `ageGate`) so a reload keeps a
 * block, and the consumer config's `age_gate` (start-up sets it; never persisted).
 */
export interface AgeGateState extends AgeGateAnswers {
  config: AgeGateConfig | null;
}

export const ageGateStore = createStore<AgeGateState>({ ...NO_ANSWERS, config: null });

const ANSWER_KEYS = [
  'isAgeGateCompleted',
  'isAdult',
  'atLeastAge',
  'blockedUntil',
  'registrationBlockedUntil',
] as const satisfies readonly (keyof AgeGateAnswers)[];

const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
const instant = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined;

/** Only well-formed values come back from storage (it may be old or hand-edited). */
function restoreAnswers(saved: Record<string, unknown>): Partial<AgeGateAnswers> {
  const restored: Partial<AgeGateAnswers> = {
    isAgeGateCompleted: flag(saved.isAgeGateCompleted),
    isAdult: flag(saved.isAdult),
    atLeastAge:
      typeof saved.atLeastAge === 'number' && Number.isInteger(saved.atLeastAge) && saved.atLeastAge >= 0
        ? saved.atLeastAge
        : undefined,
    blockedUntil: instant(saved.blockedUntil),
    registrationBlockedUntil: instant(saved.registrationBlockedUntil),
  };
  return Object.fromEntries(Object.entries(restored).filter(([, value]) => value !== undefined));
}

let stopPersisting: (() => void) | null = null;

/**
 * Restores the answers from `storage` and keeps writing them back. Runs once when this module
 * loads in the browser; again (tests) it starts over from that storage.
 */
export function initAgeGateStore(storage: Storage | null = getStorage()): void {
  stopPersisting?.();
  ageGateStore.setState({ ...NO_ANSWERS });
  stopPersisting = persistSlice(ageGateStore, {
    slice: 'ageGate',
    keys: ANSWER_KEYS,
    restore: restoreAnswers,
    storage,
  });
}

/** Start-up: the consumer config's `age_gate` (spec accounts §3 "Consumer config"). */
export function setAgeGateConfig(config: { age: number; block_timeout: number }): void {
  ageGateStore.setState({ config: { age: config.age, blockTimeout: config.block_timeout } });
}

/** The configured age gate, or the server's defaults when the consumer config could not load. */
export function ageGateConfig(state: AgeGateState = ageGateStore.getState()): AgeGateConfig {
  return state.config ?? DEFAULT_AGE_GATE_CONFIG;
}

// In the browser the answers are there from the first read; the server render has none.
if (!import.meta.env.SSR && typeof window !== 'undefined') initAgeGateStore();

const selectState = (state: AgeGateState) => state;
const noSubscription = () => () => undefined;

/**
 * The age gate's state once the browser's answers can be known; null in the server render and
 * while hydrating it (the server cannot see local storage, so the first render must not depend
 * on it). React renders again with the answers right after.
 */
export function useAgeGateState(): AgeGateState | null {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const state = useStore(ageGateStore, selectState);
  return client ? state : null;
}
