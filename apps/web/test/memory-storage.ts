/**
 * A Storage over a Map, optionally seeded (a null value is an absent item): jsdom's localStorage
 * is shared between tests, so each test gets its own.
 */
export function memoryStorage(items: Record<string, string | null> = {}): Storage {
  const map = new Map(Object.entries(items).filter((entry): entry is [string, string] => entry[1] !== null));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}
