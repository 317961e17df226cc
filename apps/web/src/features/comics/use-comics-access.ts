import type { AccessContext, SessionState, VisitorType } from '@fanverse/client';
import { siteSettingsStore, type SiteSettings } from '../../lib/site-settings';
import { useSession, useVisitorType } from '../../lib/session';
import { useStore } from '../../lib/store';

const selectPlan = (state: SessionState) => state.claims?.premium.plan ?? null;
const selectCountry = (settings: SiteSettings) => settings.countryCode;

/**
 * Who is looking and from where, for `bookAccess`: the visitor type from the session, the premium
 * plan, and the country the consumer config placed the visitor in (as the catalogue's walls).
 */
export function useComicsAccess(): { visitor: VisitorType; context: AccessContext } {
  const visitor = useVisitorType();
  const plan = useSession(selectPlan);
  const country = useStore(siteSettingsStore, selectCountry);
  return { visitor, context: { plan, ...(country ? { country } : {}) } };
}
