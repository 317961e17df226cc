import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that hydrates on its own (a rail, a home row): React takes over
 * the page boundary by boundary and yields to the browser between them, so a page of many rails
 * is not one long task on a phone (Lighthouse's total blocking time). Nothing inside suspends; in
 * the browser's own renders the boundary changes nothing.
 */
export function HydratedAlone({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
