import type { AccessDecision } from '@fanverse/contract';

/**
 * What the page shows for an item the member owns: owning opens what a plan would (the premium
 * wall goes) but not what region or release status closes (those walls stay). The server's rights
 * decide for real; this only keeps the page from showing a wall the player would not.
 */
export function withOwnership<T extends AccessDecision | null>(
  decision: T,
  owned: boolean,
): T | { allowed: true } {
  if (!owned || decision === null || decision.allowed) return decision;
  return decision.prompt === 'premium' || decision.prompt === 'register' ? { allowed: true } : decision;
}
