import { createStore } from '../../lib/store';
import type { FeatureFlag } from './flag-lifecycle';

export interface FeatureFlagsState {
  flags: Readonly<Record<string, FeatureFlag>>;
}

export const featureFlagsStore = createStore<FeatureFlagsState>({ flags: {} });

export function putFlag(flag: FeatureFlag): void {
  featureFlagsStore.setState((state) => ({ flags: { ...state.flags, [flag.name]: flag } }));
}
