import { useCallback, useEffect } from 'react';
import { useStore } from '../../lib/store';
import { featureFlagsStore, putFlag } from './feature-flags-store';
import { browserFlagEnvironment } from './flag-storage';
import { createFlag, initializeFlag, type FeatureFlag, type FlagDefinition } from './flag-lifecycle';

const running = new Map<string, Promise<FeatureFlag>>();

/** Initialises a flag once per page load, however many components ask for it. */
export function ensureFlag<D>(definition: FlagDefinition<D>): Promise<FeatureFlag<D>> {
  let pending = running.get(definition.name);
  if (!pending) {
    pending = initializeFlag(definition as FlagDefinition, browserFlagEnvironment(), putFlag);
    running.set(definition.name, pending);
  }
  return pending as Promise<FeatureFlag<D>>;
}

/** The flag's current state; `enabled` stays false until it is initialised. */
export function useFeatureFlag<D>(definition: FlagDefinition<D>): FeatureFlag<D> {
  const select = useCallback(
    (state: { flags: Readonly<Record<string, FeatureFlag>> }) => state.flags[definition.name],
    [definition.name],
  );
  const flag = useStore(featureFlagsStore, select) as FeatureFlag<D> | undefined;
  useEffect(() => {
    void ensureFlag(definition);
  }, [definition]);
  return flag ?? createFlag(definition);
}
