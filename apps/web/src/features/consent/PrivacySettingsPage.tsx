/** Privacy settings (issue 25): cookie categories and "do not sell or share"; built by the consent part. */
export function PrivacySettingsPage() {
  return <main id="main">Privacy</main>;
}
