export {
  createFlag,
  determineActive,
  initializeFlag,
  parseDicePercentage,
  type FeatureFlag,
  type FlagDefinition,
  type FlagEnvironment,
  type FlagMemory,
  type FlagStatus,
} from './flag-lifecycle';
export { FEATURE_FLAG_KEY_PREFIX, flagStorageKey, readFlagMemory, writeFlagMemory } from './flag-storage';
export { featureFlagsStore } from './feature-flags-store';
export { useFeatureFlag, ensureFlag } from './use-feature-flag';
