import { createContext, useContext } from 'react';

/**
 * Whether the visitor's session is known yet. A server-rendered page is rendered for nobody in
 * particular, and the browser hydrates it before restoring the session (the first render must
 * equal the server's): until then, parts that differ per member show a neutral state instead of
 * the visitor's links, which a member would otherwise see flash by. A client-only start restores
 * the session before the first render, hence the default.
 */
export const SessionKnownContext = createContext(true);

export function useSessionKnown(): boolean {
  return useContext(SessionKnownContext);
}
