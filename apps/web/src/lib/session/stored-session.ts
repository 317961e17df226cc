/**
 * Whether local storage holds a session, read without loading the app (the watch and reader boots
 * run before any app module). The rule is session-persistence.ts's: the id lives at
 * `vuex.user.sessionId` (a non-blank string). test/session-boot-key.test.ts holds the two together.
 */
export function hasStoredSession(storage: Storage | null): boolean {
  try {
    const all: unknown = JSON.parse(storage?.getItem('vuex') ?? 'null');
    const user = all && typeof all === 'object' ? (all as Record<string, unknown>).user : undefined;
    const id = user && typeof user === 'object' ? (user as Record<string, unknown>).sessionId : undefined;
    return typeof id === 'string' && id.trim() !== '';
  } catch {
    // Unreadable storage or JSON: the app's own persistence reads it as no session too.
    return false;
  }
}
