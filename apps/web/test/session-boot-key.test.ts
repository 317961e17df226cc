import { describe, expect, it } from 'vitest';
import { hasStoredSession } from '../src/lib/session/stored-session';
import { vuexSessionPersistence } from '../src/lib/session/session-persistence';
import { memoryStorage } from './memory-storage';

describe('the boots read the session where the app keeps it', () => {
  it('sees a session the app stored, and none after sign-out', () => {
    const storage = memoryStorage();
    const persistence = vuexSessionPersistence(storage);
    expect(hasStoredSession(storage)).toBe(false);
    persistence.set('a-session-id');
    expect(hasStoredSession(storage)).toBe(true);
    persistence.remove();
    expect(hasStoredSession(storage)).toBe(false);
  });

  it('reads blank, malformed or missing storage as no session', () => {
    for (const value of ['', 'not json', '{"user":{"sessionId":"  "}}', '{"user":"x"}', 'null']) {
      const storage = memoryStorage();
      storage.setItem('vuex', value);
      expect(hasStoredSession(storage), value).toBe(false);
    }
    expect(hasStoredSession(null)).toBe(false);
  });
});
