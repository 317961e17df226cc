import { formatConsentGroups } from '@fanverse/contract';
import { lazy, Suspense, useContext, useEffect, useRef } from 'react';
import { consentStore, refreshConsent } from '../../lib/consent';
import { useSessionManager } from '../../lib/session';
import { siteSettingsStore } from '../../lib/site-settings';
import { startConsentScript } from './consent-script';
import { FirstViewConsentContext } from './first-view-consent';
import { consentUiStore } from './consent-ui-store';
import {
  focusMainContent,
  useConsentState,
  useConsentUi,
  useHydrated,
  useSaleOptOutFromClaims,
} from './use-consent';

// The banner and dialog are their own chunk: only a visitor who has not chosen yet, or who opens
// the settings, downloads them.
const ConsentUi = lazy(() => import('./ConsentUi'));

/**
 * The consent script from config, when one is set: loaded after hydration, its changes re-read
 * from the cookie. A change it reports after a visitor's interaction (its interaction count
 * went up) goes to a signed-in member's claims like a built-in choice. If it cannot be loaded,
 * the built-in banner takes over.
 */
function useConsentScript(enabled: boolean): void {
  const session = useSessionManager();
  useEffect(() => {
    const { consentScriptUrl = '', consentScriptDomainId = '' } = siteSettingsStore.getState();
    if (!enabled || !consentScriptUrl) return;
    const onChange = () => {
      const before = consentStore.getState().interactionCount;
      if (!refreshConsent()) return;
      const after = consentStore.getState();
      if (after.interactionCount > before) session.updateConsent(formatConsentGroups(after.groups));
    };
    const script = startConsentScript(consentScriptUrl, consentScriptDomainId, onChange);
    script.loaded.then(onChange, (error: unknown) => {
      console.warn('Fanverse: the consent script could not be loaded; using the built-in banner', error);
      script.stop();
      consentUiStore.setState({ builtIn: true });
    });
    return () => script.stop();
  }, [enabled, session]);
}

/**
 * Another tab may have chosen while this one was in the background: the cookie is re-read when
 * the tab is shown again (the banner then goes away here too).
 */
function useRefreshWhenShown(): void {
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshConsent();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}

/**
 * Where the consent UI lives, in every layout (app/layouts/RootLayout): the banner for a visitor
 * who has not chosen, and the preferences dialog when something opens it. With a consent script
 * from config, the script shows its own banner instead. On a server-rendered page the banner is
 * in the server's markup when the request carried no choice, so it shows with the page instead of
 * seconds later (it was the largest paint of pages without a large image); the hydrating render
 * repeats exactly what the server rendered (FirstViewConsentContext), and the visitor's own state
 * (GPC, a choice made in another tab meanwhile) takes over right after.
 */
export function ConsentHost() {
  const firstView = useContext(FirstViewConsentContext);
  const hydrated = useHydrated();
  const state = useConsentState();
  const { dialog, builtIn } = useConsentUi();
  useSaleOptOutFromClaims();
  useConsentScript(hydrated);
  useRefreshWhenShown();

  // The dialog closed and what opened it is gone (the banner, after a choice): focus would be
  // left on nothing, so it goes to the page.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && dialog === null) {
      const active = document.activeElement;
      if (!active || active === document.body) focusMainContent();
    }
    wasOpen.current = dialog !== null;
  }, [dialog]);

  if (!hydrated) {
    if (!firstView.banner) return null;
    // The server knows no GPC signal of the browser's: its banner has no GPC notice.
    const Ui = firstView.Ui ?? ConsentUi;
    return (
      <Suspense fallback={null}>
        <Ui state={{ ...state, gpc: false }} showBanner dialog={null} />
      </Suspense>
    );
  }
  const showBanner = builtIn && !state.decided;
  if (!showBanner && !dialog) return null;
  return (
    <Suspense fallback={null}>
      <ConsentUi state={state} showBanner={showBanner} dialog={dialog} />
    </Suspense>
  );
}
