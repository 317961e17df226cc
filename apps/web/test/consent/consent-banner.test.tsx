import { CONSENT_COOKIE, parseOptanonConsent } from '@fanverse/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../../src/app/layouts/Footer';
import { ConsentHost } from '../../src/features/consent';
import { consentStore, saveConsent } from '../../src/lib/consent';
import { renderRoute, signedInServices } from '../fake-client';
import { axeViolations, cookies, resetConsent, withFreshConsent } from './consent-fixtures';

withFreshConsent();

const BANNER = 'Your privacy choices';
const GPC_TEXT =
  "Your browser's Global Privacy Control signal is on: we don't use targeting cookies or sell or share your information.";

function Page() {
  return (
    <>
      <ConsentHost />
      <main id="main" tabIndex={-1}>
        <h1>A page</h1>
        <button type="button">Something on the page</button>
      </main>
      <Footer />
    </>
  );
}

async function renderPage(options: Parameters<typeof renderRoute>[1] = {}) {
  const view = renderRoute(<Page />, options);
  await screen.findByRole('heading', { name: 'A page' });
  return view;
}

const savedGroups = () => parseOptanonConsent(cookies().get(CONSENT_COOKIE))?.groups;

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('the consent banner', () => {
  it('shows on a first visit as a labelled region with three equal choices', async () => {
    await renderPage();
    const banner = await screen.findByRole('region', { name: BANNER });
    const names = within(banner)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['Accept all', 'Reject non-essential', 'Customize']);
    // Equal prominence: the accept and the reject buttons have the very same look.
    const [accept, reject] = within(banner).getAllByRole('button');
    expect(accept!.className).toBe(reject!.className);
    expect(within(banner).queryByText(GPC_TEXT)).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('has no server markup: it appears only once the page is hydrated, without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error');
    let serverMarkup = '';
    renderRoute(<Page />, {
      serverRendered: (container) => {
        serverMarkup = container.innerHTML;
      },
    });
    expect(serverMarkup).toContain('A page');
    expect(serverMarkup).not.toContain(BANNER);
    expect(await screen.findByRole('region', { name: BANNER })).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('does not show once the visitor has chosen', async () => {
    saveConsent({ C0001: true, C0002: false, C0003: false, C0004: false, C0005: false });
    await renderPage();
    // The footer's settings link is there; the banner is not.
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  it('"Accept all" allows every category, goes away and hands focus to the page', async () => {
    await renderPage();
    const banner = await screen.findByRole('region', { name: BANNER });
    const accept = within(banner).getByRole('button', { name: 'Accept all' });
    accept.focus();
    await click(accept);
    expect(savedGroups()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: true, C0005: true });
    expect(consentStore.getState().decided).toBe(true);
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    expect(document.activeElement?.id).toBe('main');
  });

  it('"Reject non-essential" keeps only the strictly necessary', async () => {
    await renderPage();
    await click(await screen.findByRole('button', { name: 'Reject non-essential' }));
    expect(savedGroups()).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false, C0005: false });
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
  });

  it('"Customize" opens the categories; saving performance only records just that', async () => {
    await renderPage();
    await click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const strictly = within(dialog).getByRole('switch', { name: 'Strictly necessary' }) as HTMLInputElement;
    expect(strictly.checked).toBe(true);
    expect(strictly.disabled).toBe(true);
    for (const name of ['Performance', 'Functional', 'Targeting', 'Social media']) {
      const item = within(dialog).getByRole('switch', { name }) as HTMLInputElement;
      expect(item.checked).toBe(false);
      expect(item.disabled).toBe(false);
    }
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Performance' }));
    await click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(cookies().get(CONSENT_COOKIE)).toContain(
      '&groups=C0001%3A1%2CC0002%3A1%2CC0003%3A0%2CC0004%3A0%2CC0005%3A0',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: BANNER })).toBeNull();
    // The banner that opened the dialog is gone: focus goes to the page, not to nowhere.
    expect(document.activeElement?.id).toBe('main');
  });

  it('the dialog keeps focus inside, Escape closes it without saving and focus returns', async () => {
    await renderPage();
    const customize = await screen.findByRole('button', { name: 'Customize' });
    customize.focus();
    await click(customize);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    const buttons = within(dialog).getAllByRole('button');
    const first = buttons[0]!;
    const last = buttons.at(-1)!;
    expect(first.getAttribute('aria-label')).toBe('Close cookie settings');
    expect(last.textContent).toBe('Save choices');
    // Tab from the last control comes back to the first; Shift+Tab from the first goes to the last.
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Functional' }));
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cookies().get(CONSENT_COOKIE)).toBeUndefined();
    expect(consentStore.getState().decided).toBe(false);
    expect(document.activeElement).toBe(customize);
    expect(screen.getByRole('region', { name: BANNER })).toBeTruthy();
  });

  it('the dialog passes axe and "Reject all" and "Accept all" finish at once', async () => {
    await renderPage();
    await click(await screen.findByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(await axeViolations(dialog)).toEqual([]);
    await click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(savedGroups()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: true, C0005: true });
    await click(screen.getByRole('button', { name: 'Cookie settings' }));
    const again = await screen.findByRole('dialog', { name: 'Cookie settings' });
    // It opens on the saved choice.
    expect((within(again).getByRole('switch', { name: 'Targeting' }) as HTMLInputElement).checked).toBe(true);
    await click(within(again).getByRole('button', { name: 'Reject all' }));
    expect(savedGroups()).toEqual({ C0001: true, C0002: false, C0003: false, C0004: false, C0005: false });
  });

  it('in Spanish', async () => {
    await renderPage({ locale: 'es' });
    const banner = await screen.findByRole('region', { name: 'Tus opciones de privacidad' });
    expect(
      within(banner)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Aceptar todas', 'Rechazar las no esenciales', 'Personalizar']);
  });
});

describe('Global Privacy Control', () => {
  it('is said in the banner and the dialog, targeting shown off and disabled, and never allowed', async () => {
    resetConsent({ gpc: true });
    await renderPage();
    const banner = await screen.findByRole('region', { name: BANNER });
    expect(within(banner).getByText(GPC_TEXT)).toBeTruthy();
    await click(within(banner).getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByText(GPC_TEXT)).toBeTruthy();
    const targeting = within(dialog).getByRole('switch', { name: 'Targeting' }) as HTMLInputElement;
    expect(targeting.checked).toBe(false);
    expect(targeting.disabled).toBe(true);
    expect(targeting.getAttribute('aria-describedby')).toMatch(/-note$/);
    await click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(savedGroups()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: false, C0005: true });
    expect(parseOptanonConsent(cookies().get(CONSENT_COOKIE))?.isGpcEnabled).toBe(true);
  });

  it('"Accept all" in the banner leaves targeting off too', async () => {
    resetConsent({ gpc: true });
    await renderPage();
    await click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(savedGroups()?.C0004).toBe(false);
  });
});

describe('the footer', () => {
  it('opens the cookie settings from any page', async () => {
    saveConsent({ C0001: true, C0002: true, C0003: false, C0004: false, C0005: false });
    await renderPage();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect((within(dialog).getByRole('switch', { name: 'Performance' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await click(within(dialog).getByRole('button', { name: 'Close cookie settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('"Do not sell or share" gives a visitor the settings with targeting off and why', async () => {
    saveConsent({ C0001: true, C0002: true, C0003: true, C0004: true, C0005: true });
    await renderPage();
    await click(screen.getByRole('button', { name: 'Do not sell or share my personal information' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByText(/this choice is kept in this browser only/)).toBeTruthy();
    const targeting = within(dialog).getByRole('switch', { name: 'Targeting' }) as HTMLInputElement;
    expect(targeting.checked).toBe(false);
    await click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(savedGroups()).toEqual({ C0001: true, C0002: true, C0003: true, C0004: false, C0005: true });
  });

  it('"Do not sell or share" takes a signed-in member to their privacy settings', async () => {
    saveConsent({ C0001: true, C0002: false, C0003: false, C0004: false, C0005: false });
    const services = await signedInServices();
    await renderPage({ services });
    const link = screen.getByRole('link', { name: 'Do not sell or share my personal information' });
    expect(link.getAttribute('href')).toBe('/account/privacy');
  });
});
