import type { ConsentState } from '../../lib/consent';
import { ConsentBanner } from './ConsentBanner';
import type { PreferencesPurpose } from './consent-ui-store';
import { PreferencesDialog } from './PreferencesDialog';

/**
 * The consent UI's own chunk (the host loads it only when something is to be shown: a returning
 * visitor who has chosen never downloads it).
 */
export interface ConsentUiProps {
  state: ConsentState;
  showBanner: boolean;
  dialog: PreferencesPurpose | null;
}

export default function ConsentUi({ state, showBanner, dialog }: ConsentUiProps) {
  return (
    <>
      {showBanner && <ConsentBanner state={state} />}
      {dialog && <PreferencesDialog purpose={dialog} state={state} />}
    </>
  );
}
