import { isRecord } from '@fanverse/contract';
import { getStorage, readJson, writeItem } from '../../lib/storage';
import type { FlagEnvironment, FlagMemory } from './flag-lifecycle';

/** Spec accounts §3: feature flags are remembered under this local-storage key prefix. */
export const FEATURE_FLAG_KEY_PREFIX = 'wbdl_feature_flag_';

export function flagStorageKey(name: string): string {
  return `${FEATURE_FLAG_KEY_PREFIX}${name}`;
}

export function readFlagMemory(name: string, storage: Storage | null = getStorage()): FlagMemory | null {
  const saved = readJson(flagStorageKey(name), storage);
  if (saved === true || saved === 'true') return { enabled: true }; // a bare "true" also counts
  if (!isRecord(saved)) return null;
  const memory: FlagMemory = {};
  if (saved.enabled === true) memory.enabled = true;
  if (typeof saved.roll === 'number' && Number.isFinite(saved.roll)) memory.roll = saved.roll;
  return memory;
}

export function writeFlagMemory(
  name: string,
  memory: FlagMemory,
  storage: Storage | null = getStorage(),
): void {
  writeItem(flagStorageKey(name), JSON.stringify(memory), storage);
}

export function browserFlagEnvironment(storage: Storage | null = getStorage()): FlagEnvironment {
  return {
    random: Math.random,
    readMemory: (name) => readFlagMemory(name, storage),
    writeMemory: (name, memory) => writeFlagMemory(name, memory, storage),
  };
}
