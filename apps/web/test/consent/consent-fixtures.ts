import { DEFAULT_CONSENT_GROUPS } from '@fanverse/contract';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { consentUiStore } from '../../src/features/consent';
import { consentStore, loadConsent } from '../../src/lib/consent';
import { siteSettingsStore } from '../../src/lib/site-settings';

/** Every cookie of the page, by name (jsdom keeps them between tests unless cleared). */
export function cookies(): Map<string, string> {
  const all = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) all.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return all;
}

export function clearCookies(): void {
  for (const name of cookies().keys()) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/** A visitor who has never chosen: no cookie, the store at its start, the built-in UI, no GPC. */
export function resetConsent({ gpc = false } = {}): void {
  clearCookies();
  consentStore.setState({
    groups: DEFAULT_CONSENT_GROUPS,
    decided: false,
    gpc: false,
    consentId: '',
    interactionCount: 0,
    saleOptOut: false,
  });
  consentUiStore.setState({ dialog: null, builtIn: true });
  siteSettingsStore.setState({ consentScriptUrl: '', consentScriptDomainId: '' });
  loadConsent(undefined, gpc);
}

/**
 * Fresh consent state around each test of the file. The banner's lazy chunk is imported once
 * first: on a busy machine its first transform takes longer than a findBy waits.
 */
export function withFreshConsent(): void {
  beforeAll(async () => {
    await import('../../src/features/consent/ConsentUi');
  });
  beforeEach(() => resetConsent());
  afterEach(() => resetConsent());
}

/** The serious and critical WCAG A/AA findings of axe-core (jsdom has no layout: no contrast). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
