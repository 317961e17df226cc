import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivatePage } from '../../src/features/devices/ActivatePage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, renderPage, signedInServices } from '../fake-client';
import { pendingDevice } from './devices-fixtures';

const devices = apiClient.devices;

beforeEach(() => {
  vi.spyOn(devices, 'getPending').mockResolvedValue(pendingDevice(2));
  vi.spyOn(devices, 'link').mockResolvedValue({ short_code: 'BCDFG', link_complete: true });
});
afterEach(() => vi.restoreAllMocks());

async function renderActivate(path = '/activate', locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<ActivatePage />, { pattern: '/activate', path, services, locale });
}

const field = () => screen.getByLabelText('Code') as HTMLInputElement;

function enter(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('/activate', () => {
  it('takes the code in any case with separators, shows which device asks and when, and links it on Confirm', async () => {
    await renderActivate();
    fireEvent.change(field(), { target: { value: 'bcd-fg' } });
    expect(field().value).toBe('BCD-FG');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('region', { name: 'Is this your device?' });
    expect(devices.getPending).toHaveBeenCalledWith('BCDFG');
    expect(confirm.textContent).toContain('Smart TV');
    expect(confirm.textContent).toContain('Asked for a code 2 minutes ago');
    expect(confirm.textContent).toMatch(/Code BCD-FG, good until \d{1,2}:\d{2}/);
    expect(confirm.textContent).toContain('Never enter a code someone sent you');
    // Nothing is linked before the member confirms.
    expect(devices.link).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('status', { name: 'Your device is linked' });
    expect(devices.link).toHaveBeenCalledWith('BCDFG');
    expect(done.textContent).toContain('Smart TV will be signed in to your account in a few seconds.');
    expect(screen.getByRole('link', { name: 'See your signed-in devices' }).getAttribute('href')).toBe(
      '/account/devices',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Link another device' }));
    expect(field().value).toBe('');
  });

  it('checks the code before sending it: 1401 when empty, 1402 over 5 characters, shown by the field', async () => {
    await renderActivate();
    enter('  - ');
    expect(await screen.findByText('Missing Short Code')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());

    enter('BCD-FGH');
    expect(await screen.findByText(/at most 5 characters/i)).toBeTruthy();
    expect(devices.getPending).not.toHaveBeenCalled();

    // Typing again clears the complaint.
    fireEvent.change(field(), { target: { value: 'BCDFG' } });
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('arrives from the QR code with the code looked up, and Cancel links nothing', async () => {
    const { router } = await renderActivate('/activate?code=bcdfg');
    expect(await screen.findByRole('region', { name: 'Is this your device?' })).toBeTruthy();
    expect(devices.getPending).toHaveBeenCalledTimes(1);
    expect(devices.getPending).toHaveBeenCalledWith('BCDFG');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field().value).toBe('');
    expect(devices.link).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a code in the address that cannot be one is only filled in, not looked up', async () => {
    await renderActivate('/activate?code=BCDFGHJ');
    expect(field().value).toBe('BCDFGHJ');
    expect(devices.getPending).not.toHaveBeenCalled();
  });

  it('an unknown or expired code (1403) is said by the field', async () => {
    vi.mocked(devices.getPending).mockRejectedValue(apiError(1403));
    await renderActivate();
    enter('BCDFG');
    expect(await screen.findByText('This code does not exist or has expired')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Is this your device?' })).toBeNull();
  });

  it('a link refused on Confirm (1400) goes back to the field with the reason; other failures go to the form', async () => {
    vi.mocked(devices.link).mockRejectedValue(apiError(1400));
    await renderActivate();
    enter('BCDFG');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Device Linking Failed')).toBeTruthy();
    expect(field().value).toBe('BCDFG');
    expect(field().getAttribute('aria-invalid')).toBe('true');

    vi.mocked(devices.getPending).mockRejectedValue(apiError(9999));
    enter('BCDFG');
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('is in Spanish too', async () => {
    await renderActivate('/activate?code=BCDFG', 'es');
    const confirm = await screen.findByRole('region', { name: '¿Es este tu dispositivo?' });
    expect(confirm.textContent).toContain('Pidió un código hace 2 minutos');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });
});
