import { REGISTRATION_MIN_AGE } from '@fanverse/contract';
import { useCallback, useState } from 'react';
import {
  ageGateConfig,
  ageGateStore,
  answerAgeGate,
  matureGate,
  registrationGate,
  useAgeGateState,
  type GateStatus,
} from '../../lib/age-gate';
import { useAccountsApi, useProfile, useSessionManager, useSignedIn } from '../../lib/session';

export interface AgeGateControl {
  gate: GateStatus;
  /** Records a date of birth (YYYY-MM-DD); rejects when a member's profile could not keep it. */
  answer(dob: string): Promise<void>;
}

const PENDING: GateStatus = { status: 'pending' };
const OPEN: GateStatus = { status: 'open' };

/**
 * The gate in front of content (`mature`: the item is mature by the contract's
 * isMatureVideo / isMatureComic; null while that is not known yet). A member's stored date of
 * birth decides without asking; a member without one is asked once and the answer is kept on the
 * profile (`dob`, `answered_mature`) as well as on this browser, so signing out cannot retry it.
 */
export function useMatureGate(mature: boolean | null): AgeGateControl {
  const state = useAgeGateState();
  const signedIn = useSignedIn();
  const profile = useProfile();
  const api = useAccountsApi();
  const session = useSessionManager();
  const memberWithoutDate = signedIn && profile !== null && !profile.dob;
  // Decided as of the page's opening: an answer given here sets a block that runs from later still.
  const [now] = useState(() => Date.now());

  const answer = useCallback(
    async (dob: string) => {
      const now = Date.now();
      const before = ageGateStore.getState();
      const after = answerAgeGate(before, dob, ageGateConfig(before), now);
      // An under-age answer blocks at once, whatever happens to the profile update.
      if (!after.isAdult) ageGateStore.setState(after);
      if (memberWithoutDate) {
        await session.call(() => api.accounts.updateProfile({ dob, answered_mature: true }));
        await session.refreshProfile().catch(() => undefined);
      }
      ageGateStore.setState(after);
    },
    [api, memberWithoutDate, session],
  );

  let gate: GateStatus;
  if (mature === false) gate = OPEN;
  else if (mature === null || state === null || (signedIn && profile === null)) gate = PENDING;
  else gate = matureGate(state, ageGateConfig(state), now, signedIn ? profile : null);
  return { gate, answer };
}

/**
 * The gate before registration (accounts spec §3 "Age gate"; issue 23): only in the countries
 * whose law sets a minimum age to register (contract REGISTRATION_MIN_AGE, by the consumer
 * config's country). The answer counts for the mature gate too: one question per visitor.
 */
export function useRegistrationGate(country: string | null): AgeGateControl {
  const state = useAgeGateState();
  const minAge = country ? REGISTRATION_MIN_AGE[country.toUpperCase()] : undefined;
  const [now] = useState(() => Date.now());

  const answer = useCallback(
    async (dob: string) => {
      const before = ageGateStore.getState();
      ageGateStore.setState(answerAgeGate(before, dob, ageGateConfig(before), Date.now(), minAge));
      return Promise.resolve();
    },
    [minAge],
  );

  const gate = state === null ? PENDING : registrationGate(state, now, minAge);
  return { gate, answer };
}
