import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DevicesPage } from '../../src/features/devices/DevicesPage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, renderPage, signedInServices } from '../fake-client';
import { sessionExpired, signedInDevice } from './devices-fixtures';

const devices = apiClient.devices;

const TV = signedInDevice(3);
const HERE = signedInDevice(0, {
  id: '9a1d2e3f-4b5c-4d6e-8f70-112233445566',
  device_name: 'Firefox on Linux',
  device_kind: 'browser',
  current: true,
});
const PHONE = signedInDevice(60 * 24 * 2, {
  id: '5e6f7a8b-9c0d-4e1f-a233-445566778899',
  device_name: 'Pixel 8',
  device_kind: 'phone',
});

beforeEach(() => {
  vi.spyOn(devices, 'listSessions').mockResolvedValue([PHONE, TV, HERE]);
  vi.spyOn(devices, 'signOut').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

async function renderDevices(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  const view = renderPage(<DevicesPage />, {
    pattern: '/account/devices',
    path: '/account/devices',
    services,
    locale,
  });
  return { ...view, services };
}

const rows = async (name = 'Your devices') =>
  within(await screen.findByRole('list', { name }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.closest('li')!);

describe('/account/devices', () => {
  it('lists the devices, this one first and marked, then the most recently used, with kind and last use', async () => {
    await renderDevices();
    expect(screen.getByText('Loading your devices…').getAttribute('role')).toBe('status');
    const [here, tv, phone] = await rows();
    expect(within(here!).getByRole('heading').textContent).toBe('Firefox on LinuxThis device');
    expect(here!.textContent).toContain('Browser');
    expect(here!.textContent).toContain('Last used now');
    expect(within(tv!).getByRole('heading').textContent).toBe('Living room TV');
    expect(tv!.textContent).toContain('TV');
    expect(tv!.textContent).toContain('Last used 3 minutes ago');
    expect(tv!.textContent).toContain('Signed in on Jan 10, 2026');
    expect(phone!.textContent).toContain('Phone');
    expect(phone!.textContent).toContain('Last used 2 days ago');
    expect(screen.getByRole('link', { name: 'Link a TV' }).getAttribute('href')).toBe('/activate');
  });

  it('signs another device out at once, says so and asks for the list again', async () => {
    await renderDevices();
    await rows();
    vi.mocked(devices.listSessions).mockResolvedValue([PHONE, HERE]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Living room TV' }));
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === 'Living room TV has been signed out.'),
      ).toBe(true),
    );
    expect(devices.signOut).toHaveBeenCalledWith(TV.id);
    await waitFor(() => expect(screen.queryByText('Living room TV')).toBeNull());
    expect(devices.listSessions).toHaveBeenCalledTimes(2);
  });

  it('says why a sign-out failed', async () => {
    vi.mocked(devices.signOut).mockRejectedValue(apiError(9999));
    await renderDevices();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Pixel 8' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(screen.getByText('Pixel 8')).toBeTruthy();
  });

  it('asks before signing out the device in use, and Stay signed in keeps it', async () => {
    const { services } = await renderDevices();
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Linux' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out of this device?' });
    expect(devices.signOut).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.session.getState().user).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out Firefox on Linux' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(services.session.getState().user).toBeNull());
    expect(services.accounts.logout).toHaveBeenCalledTimes(1);
    expect(devices.signOut).not.toHaveBeenCalled();
  });

  it('says when the list is empty', async () => {
    vi.mocked(devices.listSessions).mockResolvedValueOnce([]);
    await renderDevices();
    expect(await screen.findByText('No devices are signed in.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your devices' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    vi.mocked(devices.listSessions).mockRejectedValueOnce(apiError(9999));
    await renderDevices();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await rows()).length).toBe(3);
  });

  it('a session signed out elsewhere signs out here', async () => {
    vi.mocked(devices.listSessions).mockRejectedValue(sessionExpired());
    const { services } = await renderDevices();
    await waitFor(() => expect(services.session.getState().user).toBeNull());
  });

  it('is in Spanish too', async () => {
    await renderDevices('es');
    const [here] = await rows('Tus dispositivos');
    expect(within(here!).getByText('Este dispositivo')).toBeTruthy();
    expect(here!.textContent).toContain('Navegador');
    expect(screen.getByRole('button', { name: 'Cerrar la sesión de Living room TV' })).toBeTruthy();
  });
});
