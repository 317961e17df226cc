/**
 * Web storage that never throws: private modes, disabled cookies or a full quota must not take
 * the app down, they only cost persistence.
 */
export type StorageKind = 'local' | 'session';

export function getStorage(kind: StorageKind = 'local'): Storage | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readItem(key: string, storage: Storage | null = getStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, storage: Storage | null = getStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply is not remembered.
  }
}

export function removeItem(key: string, storage: Storage | null = getStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // see writeItem
  }
}

export function readJson(key: string, storage: Storage | null = getStorage()): unknown {
  const raw = readItem(key, storage);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
