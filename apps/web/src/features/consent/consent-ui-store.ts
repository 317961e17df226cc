import { siteSettingsStore } from '../../lib/site-settings';
import { createStore } from '../../lib/store';
import { openScriptPreferences } from './consent-script';

/**
 * Why the preferences dialog is open: the visitor's own "Cookie settings", or the footer's
 * "Do not sell or share" for a visitor without an account (the dialog then starts with targeting
 * off and says why, since there is no account to record the request on).
 */
export type PreferencesPurpose = 'settings' | 'doNotSell';

export interface ConsentUiState {
  /** The open dialog's purpose; null while it is closed. */
  dialog: PreferencesPurpose | null;
  /**
   * The built-in banner and dialog serve: no consent script is set, or it could not be loaded
   * (the host then sets this back to true).
   */
  builtIn: boolean;
}

/** The consent UI's own state: the host renders from it, the footer and pages open the dialog through it. */
export const consentUiStore = createStore<ConsentUiState>({
  dialog: null,
  builtIn: !siteSettingsStore.getState().consentScriptUrl,
});

/**
 * Opens the consent preferences: the consent script's own when it is in charge (OneTrust's
 * preference centre), otherwise the built-in dialog.
 */
export function openConsentPreferences(purpose: PreferencesPurpose = 'settings'): void {
  if (!consentUiStore.getState().builtIn && openScriptPreferences()) return;
  consentUiStore.setState({ dialog: purpose });
}

export function closeConsentPreferences(): void {
  consentUiStore.setState({ dialog: null });
}
