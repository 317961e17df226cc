/**
 * Feature flags (spec accounts §3/§4/§5). Pure logic: storage and randomness are injected, so
 * every state can be tested.
 *
 * created → get-dice-percentage → determine-active → get-data → initialized, or error.
 */
export type FlagStatus =
  'created' | 'get-dice-percentage' | 'determine-active' | 'get-data' | 'initialized' | 'error';

export interface FeatureFlag<D = unknown> {
  name: string;
  persist: boolean;
  dicePercentage: number | null;
  enabled: boolean;
  status: FlagStatus;
  data: D | null;
  error: string | null;
}

type MaybePromise<T> = T | Promise<T>;
type DiceValue = number | string | null | undefined;

export interface FlagDefinition<D = unknown> {
  name: string;
  /** A persisted flag, once enabled for a visitor, stays enabled for them. */
  persist?: boolean;
  /** Share of visitors who get the flag, 0–100: a number, a numeric text, or a loader for one. */
  dicePercentage: DiceValue | (() => MaybePromise<DiceValue>);
  /** Loaded only for visitors who get the flag. */
  getData?: () => MaybePromise<D>;
}

/** What is remembered per flag under `wbdl_feature_flag_<name>`. */
export interface FlagMemory {
  /** Set once a persisted flag has been enabled for this visitor. */
  enabled?: boolean;
  /** The visitor's dice roll in [0, 100): kept so they keep their result on every visit. */
  roll?: number;
}

export interface FlagEnvironment {
  /** A random number in [0, 1), like Math.random. */
  random: () => number;
  readMemory: (name: string) => FlagMemory | null;
  writeMemory: (name: string, memory: FlagMemory) => void;
}

export function createFlag<D>(definition: FlagDefinition<D>): FeatureFlag<D> {
  return {
    name: definition.name,
    persist: definition.persist ?? false,
    dicePercentage: null,
    enabled: false,
    status: 'created',
    data: null,
    error: null,
  };
}

/** A number or numeric text between 0 and 100; anything else is null (the flag errors). */
export function parseDicePercentage(value: unknown): number | null {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && value.trim() !== '') number = Number(value);
  else return null;
  if (!Number.isFinite(number) || number < 0 || number > 100) return null;
  return number;
}

export interface ActiveDecision {
  enabled: boolean;
  /** What to remember for this visitor, or null when nothing needs remembering. */
  memory: FlagMemory | null;
}

/** Dice 0 is off and 100 is on; otherwise the visitor's (remembered) roll decides. */
export function determineActive(options: {
  persist: boolean;
  percentage: number;
  memory: FlagMemory | null;
  random: () => number;
}): ActiveDecision {
  const { persist, percentage, memory, random } = options;
  if (persist && memory?.enabled === true) return { enabled: true, memory: null };
  if (percentage <= 0) return { enabled: false, memory: null };
  if (percentage >= 100) return { enabled: true, memory: persist ? { ...memory, enabled: true } : null };

  const remembered = memory?.roll;
  const roll =
    typeof remembered === 'number' && remembered >= 0 && remembered < 100 ? remembered : random() * 100;
  const enabled = roll < percentage;
  return { enabled, memory: { roll, ...(persist && enabled ? { enabled: true } : {}) } };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a flag through its lifecycle, reporting every state to `onChange`, and resolves with the
 * final state. Never rejects: failures end in the `error` state.
 */
export async function initializeFlag<D>(
  definition: FlagDefinition<D>,
  env: FlagEnvironment,
  onChange: (flag: FeatureFlag<D>) => void = () => {},
): Promise<FeatureFlag<D>> {
  let flag = createFlag(definition);
  const move = (patch: Partial<FeatureFlag<D>>) => {
    flag = { ...flag, ...patch };
    onChange(flag);
    return flag;
  };
  onChange(flag);

  try {
    move({ status: 'get-dice-percentage' });
    const source = definition.dicePercentage;
    const raw = typeof source === 'function' ? await source() : source;
    const percentage = parseDicePercentage(raw);
    if (percentage === null) {
      return move({ status: 'error', error: `Dice percentage must be numeric, got ${JSON.stringify(raw)}` });
    }

    move({ status: 'determine-active', dicePercentage: percentage });
    const decision = determineActive({
      persist: flag.persist,
      percentage,
      memory: env.readMemory(flag.name),
      random: env.random,
    });
    if (decision.memory) env.writeMemory(flag.name, decision.memory);

    move({ status: 'get-data', enabled: decision.enabled });
    const data = decision.enabled && definition.getData ? await definition.getData() : null;
    return move({ status: 'initialized', data });
  } catch (error) {
    return move({ status: 'error', enabled: false, error: describe(error) });
  }
}
