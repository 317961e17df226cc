import { ApiError } from '@fanverse/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TvPage } from '../../src/features/devices/TvPage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, createFakeServices, fakeAccounts, makeProfile, renderRoute } from '../fake-client';
import { deviceCode, sessionExpired } from './devices-fixtures';

const devices = apiClient.devices;

/** Lets `ms` of fake time pass, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(devices, 'getCode').mockResolvedValue(deviceCode());
  vi.spyOn(devices, 'login').mockResolvedValue({ session_secret: 'tv-secret', user_guid: 'user-guid-1' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderTv(accounts = fakeAccounts({}, makeProfile({ first_name: 'Ada' }))) {
  const services = createFakeServices({ accounts });
  const view = renderRoute(<TvPage />, {
    path: '/tv',
    services,
    routes: [{ path: '/', element: <p>home page</p> }],
  });
  await pass(0);
  return { ...view, services, accounts };
}

const code = () => screen.getByTestId('tv-code').textContent;

describe('the TV page', () => {
  it('shows the code large with where to enter it and a QR code of the address with the code in it', async () => {
    await renderTv();
    expect(code()).toBe('BCD-FG');
    expect(screen.getByText('fanverse.test/activate')).toBeTruthy();
    const qr = screen.getByRole('img', { name: /opens fanverse\.test\/activate with this code/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-value')).toBe('https://fanverse.test/activate?code=BCDFG');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('This code expires in 10:00')).toBeTruthy();
    await pass(1000);
    expect(screen.getByText('This code expires in 9:59')).toBeTruthy();
  });

  it('polls every interval, signs in once the code is linked and shows the member, then returns to a new code when signed out elsewhere', async () => {
    const { services, accounts } = await renderTv();
    expect(devices.getCode).toHaveBeenCalledTimes(1);
    await pass(4999);
    expect(devices.getCode).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(devices.getCode).toHaveBeenCalledTimes(2);
    expect(devices.login).not.toHaveBeenCalled();

    vi.mocked(devices.getCode).mockResolvedValueOnce(deviceCode({ link_complete: true }));
    await pass(5000);
    expect(devices.login).toHaveBeenCalledWith('BCDFG', expect.anything());
    expect(screen.getByRole('heading', { name: 'Signed in as Ada' })).toBeTruthy();
    // A normal signed-in app: the session is the member's, stored like any sign-in.
    expect(services.session.getState().user?.sessionId).toBe('tv-secret');
    expect(JSON.parse(localStorage.getItem('vuex')!).user.sessionId).toBe('tv-secret');
    // Polling has stopped.
    const polls = vi.mocked(devices.getCode).mock.calls.length;
    await pass(20_000);
    expect(devices.getCode).toHaveBeenCalledTimes(polls);

    // The member signs the TV out from their account: the next check answers 401.
    accounts.getProfile.mockRejectedValue(sessionExpired());
    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ short_code: 'HJKLM' }));
    await pass(5000);
    expect(services.session.getState().user).toBeNull();
    await pass(0);
    expect(code()).toBe('HJK-LM');
  });

  it('renews the code when it expires, and at once with Renew code', async () => {
    vi.mocked(devices.getCode).mockResolvedValueOnce(deviceCode({ expires_in: 8 }));
    vi.mocked(devices.getCode).mockResolvedValueOnce(deviceCode({ expires_in: 3 }));
    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ short_code: 'NPQRS' }));
    await renderTv();
    expect(screen.getByText('This code expires in 0:08')).toBeTruthy();
    await pass(5000);
    expect(devices.getCode).toHaveBeenCalledTimes(2);
    expect(screen.getByText('This code expires in 0:03')).toBeTruthy();
    // The code ends before the next interval: the next poll comes at its end, and brings a new one.
    await pass(2999);
    expect(devices.getCode).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(devices.getCode).toHaveBeenCalledTimes(3);
    expect(code()).toBe('NPQ-RS');
    expect(screen.getByText('This code expires in 10:00')).toBeTruthy();

    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ short_code: 'TVWXZ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Renew code' }));
    await pass(0);
    expect(devices.getCode).toHaveBeenCalledTimes(4);
    expect(code()).toBe('TVW-XZ');
  });

  it('shows "getting a new code" when the time runs out before the next reply', async () => {
    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ expires_in: 2 }));
    await renderTv();
    vi.mocked(devices.getCode).mockReturnValue(new Promise(() => {}));
    await pass(2000);
    expect(screen.getByText('Getting a new code…')).toBeTruthy();
  });

  it('keeps the code on screen while polls fail, says so, and waits longer each time', async () => {
    await renderTv();
    vi.mocked(devices.getCode).mockRejectedValue(
      new ApiError({ errors: [], sessionExpired: false, networkError: true }),
    );
    await pass(5000);
    expect(code()).toBe('BCD-FG');
    expect(screen.getByRole('status').textContent).toBe("Can't reach Fanverse right now. Trying again…");
    expect(devices.getCode).toHaveBeenCalledTimes(2);
    await pass(5000);
    expect(devices.getCode).toHaveBeenCalledTimes(3);
    // Two failures: 10 s before the next try.
    await pass(9999);
    expect(devices.getCode).toHaveBeenCalledTimes(3);
    await pass(1);
    expect(devices.getCode).toHaveBeenCalledTimes(4);
    vi.mocked(devices.getCode).mockResolvedValue(deviceCode());
    await pass(20_000);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('goes on polling when the login answers 1404 (not linked yet), and stops with the reason on 1405 until Renew', async () => {
    await renderTv();
    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ link_complete: true }));
    vi.mocked(devices.login).mockRejectedValueOnce(apiError(1404));
    await pass(5000);
    expect(devices.login).toHaveBeenCalledTimes(1);
    expect(code()).toBe('BCD-FG');

    vi.mocked(devices.login).mockRejectedValueOnce(apiError(1405));
    await pass(5000);
    expect(devices.login).toHaveBeenCalledTimes(2);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("We couldn't get a code for this TV.");
    expect(alert.textContent).toContain('Device login failed');
    const calls = vi.mocked(devices.getCode).mock.calls.length;
    await pass(30_000);
    expect(devices.getCode).toHaveBeenCalledTimes(calls);

    vi.mocked(devices.getCode).mockResolvedValue(deviceCode({ short_code: 'HJKLM' }));
    fireEvent.click(screen.getByRole('button', { name: 'Renew code' }));
    await pass(0);
    expect(code()).toBe('HJK-LM');
  });

  it('signed in: Continue has focus, the arrow keys move between the buttons, and Sign out brings back a code', async () => {
    const services = createFakeServices({ accounts: fakeAccounts({}, makeProfile({ first_name: '' })) });
    await services.session.adoptSession('session-1');
    renderRoute(<TvPage />, { path: '/tv', services, routes: [{ path: '/', element: <p>home page</p> }] });
    await pass(0);
    expect(devices.getCode).not.toHaveBeenCalled();
    // No first name: the username.
    expect(screen.getByRole('heading', { name: 'Signed in as ada_lovelace' })).toBeTruthy();
    const go = screen.getByRole('link', { name: 'Continue' });
    const out = screen.getByRole('button', { name: 'Sign out' });
    expect(go.getAttribute('href')).toBe('/');
    expect(document.activeElement).toBe(go);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(out);
    fireEvent.keyDown(document, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(out);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(go);
    // A key with a modifier stays the browser's.
    fireEvent.keyDown(document, { key: 'ArrowRight', altKey: true });
    expect(document.activeElement).toBe(go);

    fireEvent.click(out);
    await pass(0);
    expect(services.accounts.logout).toHaveBeenCalledTimes(1);
    expect(code()).toBe('BCD-FG');
    expect(screen.getByRole('button', { name: 'Renew code' })).toBeTruthy();
  });

  it('is in Spanish too', async () => {
    const services = createFakeServices();
    renderRoute(<TvPage />, { path: '/tv', services, locale: 'es' });
    await pass(0);
    expect(screen.getByRole('heading', { name: 'Inicia sesión en esta TV' })).toBeTruthy();
    expect(screen.getByText('Este código caduca en 10:00')).toBeTruthy();
  });
});
