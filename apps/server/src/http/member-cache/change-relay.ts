import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChangeGenerations } from './change-generations';

const CHANNEL = 'fanverse:member-changes';

export interface ChangeRelay {
  close(): Promise<void>;
}

/**
 * Carries every instance's bumps (change-generations.ts) to the others over Redis pub/sub, so a
 * member's sign-out or write on one instance reaches the caches of all of them within a message's
 * time. Without Redis (one instance, the embedded default) there is no one to tell. A message lost
 * while Redis is away costs at most the caches' lifetime (MEMBER_CACHE_SECONDS): no instance keeps
 * anything longer than that on the relay's word.
 */
export function startChangeRelay(
  redisUrl: string,
  changes: ChangeGenerations,
  onError: (err: unknown) => void,
): ChangeRelay {
  const instance = crypto.randomUUID();
  const options = { connectTimeout: 2000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // ioredis emits 'error' for every failed reconnection while Redis is away: reported once per outage.
  let down = false;
  const report = (err: Error) => {
    if (!down) onError(err);
    down = true;
  };
  for (const client of [publisher, subscriber]) {
    client.on('error', report);
    client.on('ready', () => (down = false));
  }
  void subscriber.subscribe(CHANNEL).catch(report);
  subscriber.on('message', (_channel: string, message: string) => {
    const split = message.indexOf(' ');
    if (split < 0 || message.slice(0, split) === instance) return;
    changes.applyRemote(message.slice(split + 1));
  });
  changes.onLocalBump((scope) => {
    // Each instance reads the catalogue's version itself.
    if (scope === 'catalogue') return;
    publisher.publish(CHANNEL, `${instance} ${scope}`).catch(report);
  });
  return {
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
