import type { ReactNode } from 'react';
import { AgeGatePrompt } from './AgeGatePrompt';
import { useMatureGate } from './use-age-gate';

export interface AgeGateProps {
  /** The item is mature (contract isMatureVideo / isMatureComic); null while not known yet. */
  mature: boolean | null;
  children: ReactNode;
}

/** Mature content behind the age gate (accounts spec §3, §4); anything else shows as it is. */
export function AgeGate({ mature, children }: AgeGateProps) {
  const control = useMatureGate(mature);
  if (control.gate.status === 'open') return <>{children}</>;
  return <AgeGatePrompt control={control} />;
}
