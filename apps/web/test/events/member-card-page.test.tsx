import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberCardPage } from '../../src/features/events/MemberCardPage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, renderPage, signedInServices } from '../fake-client';
import { memberCard } from './events-fixtures';

const events = apiClient.events;

/** Lets `ms` of fake time pass, running the timers and the promises they start. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-20T08:00:00Z'));
  vi.spyOn(events, 'card').mockImplementation(() => Promise.resolve(memberCard()));
  vi.spyOn(events, 'rotateCard').mockImplementation(() => Promise.resolve(memberCard('FVC1.rotated')));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderCard(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  const view = renderPage(<MemberCardPage />, {
    pattern: '/account/card',
    path: '/account/card',
    services,
    locale,
  });
  await pass(0);
  return view;
}

const qr = () => screen.getByRole('img', { name: 'Member card QR code for ada_lovelace' });

describe('/account/card', () => {
  it('shows the token as a large QR code with the username and what to do with it', async () => {
    await renderCard();
    expect(qr().tagName.toLowerCase()).toBe('svg');
    expect(qr().getAttribute('data-value')).toBe('FVC1.first-token');
    expect(qr().querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('ada_lovelace')).toBeTruthy();
    expect(screen.getByText('Show this at the door')).toBeTruthy();
    expect(screen.getByText('New code in 60 seconds')).toBeTruthy();
    await pass(1000);
    expect(screen.getByText('New code in 59 seconds')).toBeTruthy();
  });

  it('asks for the next code 10 s before the current one expires, and shows it', async () => {
    await renderCard();
    expect(events.card).toHaveBeenCalledTimes(1);
    vi.mocked(events.card).mockImplementation(() => Promise.resolve(memberCard('FVC1.second-token')));
    await pass(49_000);
    expect(events.card).toHaveBeenCalledTimes(1);
    expect(qr().getAttribute('data-value')).toBe('FVC1.first-token');
    await pass(1000);
    expect(events.card).toHaveBeenCalledTimes(2);
    // The new code shows once React has rendered it (the query notifies on the next tick).
    await pass(1000);
    expect(qr().getAttribute('data-value')).toBe('FVC1.second-token');
    expect(screen.getByText('New code in 59 seconds')).toBeTruthy();
    // And again a period later, on the new card's own time.
    await pass(49_000);
    expect(events.card).toHaveBeenCalledTimes(3);
  });

  it('when a refresh fails, keeps the last code, says it may be out of date and tries again', async () => {
    await renderCard();
    vi.mocked(events.card).mockRejectedValue(apiError(9999));
    await pass(51_000);
    expect(events.card).toHaveBeenCalledTimes(2);
    expect(qr().getAttribute('data-value')).toBe('FVC1.first-token');
    expect(screen.getByText(/This code may be out of date/).getAttribute('role')).toBe('alert');

    vi.mocked(events.card).mockImplementation(() => Promise.resolve(memberCard('FVC1.back-online')));
    await pass(5000);
    expect(events.card).toHaveBeenCalledTimes(3);
    await pass(1000);
    expect(qr().getAttribute('data-value')).toBe('FVC1.back-online');
    expect(screen.queryByText(/This code may be out of date/)).toBeNull();
  });

  it("a phone clock far off the server's still refreshes once a period", async () => {
    // The server's expiry is already past by this clock: the period is used instead.
    vi.mocked(events.card).mockImplementation(() => Promise.resolve(memberCard('FVC1.skewed', -300)));
    await renderCard();
    expect(screen.getByText('New code in 60 seconds')).toBeTruthy();
    await pass(49_000);
    expect(events.card).toHaveBeenCalledTimes(1);
    await pass(1000);
    expect(events.card).toHaveBeenCalledTimes(2);
  });

  it('Get a new card shows the new code and says earlier codes stop working', async () => {
    await renderCard();
    expect(screen.getByText(/A new card stops every earlier code from working/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get a new card' }));
    await pass(0);
    expect(events.rotateCard).toHaveBeenCalledTimes(1);
    expect(qr().getAttribute('data-value')).toBe('FVC1.rotated');
    expect(screen.getByText('Your new card is ready. Earlier codes no longer work.')).toBeTruthy();
  });

  it('a failed first load says why and offers to try again', async () => {
    vi.mocked(events.card).mockRejectedValueOnce(apiError(9999));
    await renderCard();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await pass(0);
    expect(qr().getAttribute('data-value')).toBe('FVC1.first-token');
  });

  it('is in Spanish too', async () => {
    await renderCard('es');
    expect(
      screen.getByRole('img', { name: 'Código QR de la tarjeta de socio de ada_lovelace' }),
    ).toBeTruthy();
    expect(screen.getByText('Muestra esto en la entrada')).toBeTruthy();
    expect(screen.getByText('Nuevo código en 60 segundos')).toBeTruthy();
  });
});
