import { formatConsentGroups, type ConsentGroups, type USER_SETTABLE_CLAIMS } from '@fanverse/contract';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { MAIN_CONTENT_ID } from '../../components/ui/SkipLink';
import { consentStore, saveConsent, setSaleOptOut, type ConsentState } from '../../lib/consent';
import { useSession, useSessionManager } from '../../lib/session';
import { useStore } from '../../lib/store';
import { consentUiStore, type ConsentUiState } from './consent-ui-store';

/** The claim a member's "do not sell or share" request is kept in (spec accounts §3 premium group). */
export const DO_NOT_SELL_CLAIM = 'user_request_do_not_sell' satisfies (typeof USER_SETTABLE_CLAIMS)[number];

const whole = <S>(state: S) => state;

export function useConsentState(): ConsentState {
  return useStore(consentStore, whole<ConsentState>);
}

export function useConsentUi(): ConsentUiState {
  return useStore(consentUiStore, whole<ConsentUiState>);
}

const noSubscription = () => () => {};

/**
 * False in the server render and while the browser hydrates it, true from then on: the consent
 * UI has no server markup (it depends on the visitor's cookie, and must not weigh on the first
 * view), so it appears only once the page is the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Records a consent choice: the cookie and the store (lib/consent), then, for a signed-in member,
 * the `optanonconsent` claim (spec §4): the session manager debounces that by 1,000 ms, so a
 * burst of changes sends one update, and it does nothing for a visitor without a session.
 * Only a choice calls this, never a start-up read of the cookie.
 */
export function useRecordConsent(): (groups: ConsentGroups) => ConsentState {
  const session = useSessionManager();
  return useCallback(
    (groups: ConsentGroups) => {
      const state = saveConsent(groups);
      session.updateConsent(formatConsentGroups(state.groups));
      return state;
    },
    [session],
  );
}

/**
 * Keeps the consent store's `saleOptOut` in step with the member's claims: a do-not-sell request
 * (their own, or one on file from a data-subject request) rules targeting out like GPC does.
 */
export function useSaleOptOutFromClaims(): void {
  const claims = useSession((state) => state.claims);
  useEffect(() => {
    setSaleOptOut(!!claims && (claims.premium.userRequestDoNotSell || claims.premium.dsrRequestDoNotSell));
  }, [claims]);
}

/**
 * Where keyboard focus goes when the consent UI that held it goes away (the banner after a
 * choice, the dialog when what opened it is gone): the page's main content, so the visitor
 * carries on from the top of the page instead of from nowhere.
 */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
}
