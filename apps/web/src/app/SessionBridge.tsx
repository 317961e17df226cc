import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { USER_SCOPE } from '../lib/query-keys';
import { selectSessionId, SessionProvider, type SessionServices } from '../lib/session';

/**
 * Gives the app its session, and resets every cached query about "me" whenever the session
 * changes (sign-in, sign-out, here or in another tab), so no one ever sees the previous
 * member's data. Reset, not removed: a query on screen keeps its observer and asks again as the
 * new member (a removed one would stay on screen with the old answer, deaf to invalidation);
 * this includes what the server rendered for an anonymous visitor before the session was known.
 */
export function SessionBridge({ services, children }: { services: SessionServices; children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let current = selectSessionId(services.store.getState());
    return services.store.subscribe(() => {
      const next = selectSessionId(services.store.getState());
      if (next === current) return;
      current = next;
      void queryClient.resetQueries({ queryKey: [USER_SCOPE] });
    });
  }, [queryClient, services]);
  return <SessionProvider services={services}>{children}</SessionProvider>;
}
