import type { Claims } from '@fanverse/client';
import { CONSENT_COOKIE, parseOptanonConsent } from '@fanverse/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentHost } from '../../src/features/consent';
import { PrivacySettingsPage } from '../../src/features/consent/PrivacySettingsPage';
import { consentAllows, consentStore, saveConsent } from '../../src/lib/consent';
import { apiError, claimsFor, renderRoute, signedInServices } from '../fake-client';
import { axeViolations, cookies, resetConsent, withFreshConsent } from './consent-fixtures';

withFreshConsent();
afterEach(() => vi.useRealTimers());

function claimsWith(premium: Partial<Claims['premium']>): Claims {
  const claims = claimsFor('registered');
  return { ...claims, premium: { ...claims.premium, ...premium } };
}

function Page() {
  return (
    <>
      <ConsentHost />
      <main id="main" tabIndex={-1}>
        <PrivacySettingsPage />
      </main>
    </>
  );
}

async function renderPrivacy(
  overrides: Parameters<typeof signedInServices>[0] = {},
  locale: 'en' | 'es' = 'en',
) {
  const services = await signedInServices(overrides);
  const view = renderRoute(<Page />, { services, path: '/account/privacy', locale });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, services };
}

const section = (name: string) => screen.getByRole('region', { name });
const DO_NOT_SELL = 'Do not sell or share my personal information';

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('/account/privacy', () => {
  it('shows the cookie categories and the do-not-sell switch from the member’s claims', async () => {
    saveConsent({ C0001: true, C0002: true, C0003: false, C0004: false, C0005: false });
    const { container } = await renderPrivacy();
    const cookiesPart = section('Cookies in this browser');
    expect(
      (within(cookiesPart).getByRole('switch', { name: 'Performance' }) as HTMLInputElement).checked,
    ).toBe(true);
    const doNotSell = await screen.findByRole('switch', { name: DO_NOT_SELL });
    expect((doNotSell as HTMLInputElement).checked).toBe(false);
    expect(within(section(DO_NOT_SELL)).getByText('Off.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('turning do-not-sell on sets the claim, refreshes the claims and turns targeting off here', async () => {
    saveConsent({ C0001: true, C0002: true, C0003: true, C0004: true, C0005: true });
    let doNotSell = false;
    const { services } = await renderPrivacy({
      updateClaim: (name, value) => {
        doNotSell = value === true;
        return Promise.resolve(
          claimsWith({ userRequestDoNotSell: doNotSell, dsrRequestDoNotSell: doNotSell }),
        );
      },
      getClaims: () =>
        Promise.resolve(claimsWith({ userRequestDoNotSell: doNotSell, dsrRequestDoNotSell: doNotSell })),
    });
    const toggle = await screen.findByRole('switch', { name: DO_NOT_SELL });
    const claimReads = services.accounts.getClaims.mock.calls.length;
    await click(toggle);
    expect(services.accounts.updateClaim).toHaveBeenCalledWith('user_request_do_not_sell', true);
    expect(services.accounts.getClaims.mock.calls.length).toBe(claimReads + 1);
    expect(services.session.getState().claims?.premium.userRequestDoNotSell).toBe(true);
    const part = section(DO_NOT_SELL);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(within(part).getByRole('status').textContent).toBe(
      'Saved: we won’t sell or share your personal information.',
    );
    // Targeting is off in this browser, recorded in the cookie, and locked while the request stands.
    expect(parseOptanonConsent(cookies().get(CONSENT_COOKIE))?.groups.C0004).toBe(false);
    expect(consentAllows('C0004')).toBe(false);
    expect(consentStore.getState().saleOptOut).toBe(true);
    const targeting = within(section('Cookies in this browser')).getByRole('switch', {
      name: 'Targeting',
    }) as HTMLInputElement;
    expect(targeting.checked).toBe(false);
    expect(targeting.disabled).toBe(true);

    await click(toggle);
    expect(services.accounts.updateClaim).toHaveBeenLastCalledWith('user_request_do_not_sell', false);
    expect(within(part).getByRole('status').textContent).toBe(
      'Saved: your request not to sell or share is withdrawn.',
    );
    expect(consentStore.getState().saleOptOut).toBe(false);
  });

  it('a failed update says why and leaves the switch as it was', async () => {
    const { services } = await renderPrivacy({ updateClaim: () => Promise.reject(apiError(9003)) });
    const toggle = (await screen.findByRole('switch', { name: DO_NOT_SELL })) as HTMLInputElement;
    await click(toggle);
    expect(services.accounts.updateClaim).toHaveBeenCalledTimes(1);
    expect(toggle.checked).toBe(false);
    expect(within(section(DO_NOT_SELL)).getByRole('alert').textContent).not.toBe('');
  });

  it('a request on file from a data request, and GPC, are shown as honoured', async () => {
    resetConsent({ gpc: true });
    await renderPrivacy({ getClaims: () => Promise.resolve(claimsWith({ dsrRequestDoNotSell: true })) });
    const part = section(DO_NOT_SELL);
    expect(within(part).getByText(/is on file for your account/)).toBeTruthy();
    expect(
      within(part).getByText(/Global Privacy Control signal is on: in this browser we honour it/),
    ).toBeTruthy();
    expect(consentStore.getState().saleOptOut).toBe(true);
  });

  it('saves the categories from the page and says so', async () => {
    await renderPrivacy();
    const part = section('Cookies in this browser');
    fireEvent.click(within(part).getByRole('switch', { name: 'Functional' }));
    const save = within(part).getByRole('button', { name: 'Save choices' });
    save.focus();
    await click(save);
    expect(parseOptanonConsent(cookies().get(CONSENT_COOKIE))?.groups).toEqual({
      C0001: true,
      C0002: false,
      C0003: true,
      C0004: false,
      C0005: false,
    });
    expect(within(part).getByRole('status').textContent).toBe('Your cookie choices were saved.');
    expect(document.activeElement).toBe(save);
  });

  it('a burst of consent changes sends one claims update, a second after the last (spec §4)', async () => {
    const { services } = await renderPrivacy({
      updateClaim: () => Promise.resolve(claimsFor('registered')),
    });
    const part = section('Cookies in this browser');
    vi.useFakeTimers();
    for (const name of ['Performance', 'Functional', 'Social media']) {
      fireEvent.click(within(part).getByRole('switch', { name }));
      await click(within(part).getByRole('button', { name: 'Save choices' }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(300);
      });
    }
    expect(consentStore.getState().interactionCount).toBe(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(699);
    });
    expect(services.accounts.updateClaim).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(services.accounts.updateClaim).toHaveBeenCalledTimes(1);
    expect(services.accounts.updateClaim).toHaveBeenCalledWith(
      'optanonconsent',
      'C0001:1,C0002:1,C0003:1,C0004:0,C0005:1',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(services.accounts.updateClaim).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a retry when the claims cannot be loaded', async () => {
    const services = await signedInServices();
    // Signed in, then the claims are lost and the refresh fails.
    services.store.setState({ claims: null });
    services.accounts.getClaims.mockImplementation(() => Promise.reject(apiError(9998)));
    renderRoute(<Page />, { services, path: '/account/privacy' });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('in Spanish', async () => {
    await renderPrivacy({}, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración de privacidad' })).toBeTruthy();
    expect(
      await screen.findByRole('switch', { name: 'No vender ni compartir mi información personal' }),
    ).toBeTruthy();
  });
});
