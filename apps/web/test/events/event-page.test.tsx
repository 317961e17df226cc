import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventPage } from '../../src/features/events/EventPage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, claimsFor, renderPage, signedInServices } from '../fake-client';
import { EVENT_UUID, eventItem, memberEvent, signedUpEvent } from './events-fixtures';

const events = apiClient.events;
const PATH = `/events/${EVENT_UUID}`;

beforeEach(() => {
  vi.spyOn(events, 'get').mockResolvedValue(memberEvent());
  vi.spyOn(events, 'signUp').mockResolvedValue(signedUpEvent());
  vi.spyOn(events, 'cancel').mockResolvedValue(memberEvent());
});
afterEach(() => vi.restoreAllMocks());

async function renderEvent({ signedIn = true, premium = false, locale = 'en' as 'en' | 'es' } = {}) {
  const services = signedIn
    ? await signedInServices(premium ? { getClaims: () => Promise.resolve(claimsFor('premium')) } : {})
    : undefined;
  const view = renderPage(<EventPage />, { pattern: '/events/:eventUuid', path: PATH, services, locale });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

describe('/events/:eventUuid', () => {
  it('shows the details: when in its zone, the address, places left and the note', async () => {
    await renderEvent();
    expect(events.get).toHaveBeenCalledWith(EVENT_UUID, expect.anything());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fanverse Fest Madrid');
    expect(screen.getByText('Panels, signings and screenings.')).toBeTruthy();
    expect(document.body.textContent).toMatch(/10:00\sAM\s–\s6:00\sPM/);
    expect(screen.getByText('Times in Madrid time (GMT+2)')).toBeTruthy();
    const address = document.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      'Calle de Alcalá 1',
      'Hall B',
      '28014 Madrid',
      'Spain',
    ]);
    expect(screen.getByText('12 of 200 places left')).toBeTruthy();
    expect(screen.getByText('Doors open 30 minutes early.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All events' }).getAttribute('href')).toBe('/events');
  });

  it('sends a visitor to sign in and back here', async () => {
    await renderEvent({ signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign in to sign up' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('signs a member up: "Signed up", their entry reserved, the card link, and the premium note', async () => {
    await renderEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText("You're signed up. Show your member card at the door.")).toBeTruthy();
    expect(events.signUp).toHaveBeenCalledWith(EVENT_UUID);
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Signed up')).toBeTruthy();
    // Focus moves to where things stand, since the button pressed is gone.
    expect(document.activeElement?.textContent).toBe("You're signed up.");
    const holdings = screen.getByRole('region', { name: 'What you have at this event' });
    const entry = within(holdings).getByRole('listitem', { name: 'Entry' });
    expect(entry.textContent).toContain('Reserved');
    expect(entry.textContent).toContain('One day pass');
    expect(within(holdings).getByText(/Premium members also get extra perks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your member card' }).getAttribute('href')).toBe(
      '/account/card',
    );
  });

  it('a premium member sees their perk marked and no premium note; a check-in shows its time in the zone', async () => {
    vi.mocked(events.get).mockResolvedValue(
      signedUpEvent({
        items: [
          eventItem({ status: 'checked_in', checked_in_at: '2026-06-20T08:42:00Z' }),
          eventItem({
            id: 2,
            event_item: { name: 'Tote bag', description: '', kind: 'perk', premium_only: true },
          }),
        ],
      }),
    );
    await renderEvent({ premium: true });
    const entry = screen.getByRole('listitem', { name: 'Entry' });
    expect(entry.textContent).toContain('Checked in');
    expect(entry.textContent).toMatch(/Checked in Jun 20, 2026, 10:42\sAM/);
    const perk = screen.getByRole('listitem', { name: /^Tote bag\s*Premium perk$/ });
    expect(perk.textContent).toContain('Perk');
    expect(screen.queryByText(/Premium members also get/)).toBeNull();
  });

  it('cancels only after confirming; Keep my place keeps it', async () => {
    vi.mocked(events.get).mockResolvedValue(signedUpEvent());
    await renderEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your sign-up?' });
    expect(dialog.textContent).toContain('Your place at Fanverse Fest Madrid goes to someone else');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(events.cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel sign-up' }));
    expect(await screen.findByText('Your sign-up has been cancelled.')).toBeTruthy();
    expect(events.cancel).toHaveBeenCalledWith(EVENT_UUID);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'What you have at this event' })).toBeNull();
  });

  it('shows the catalogued message when the event filled up, and asks for the event again', async () => {
    vi.mocked(events.signUp).mockRejectedValue(apiError(7754));
    await renderEvent();
    vi.mocked(events.get).mockResolvedValue(memberEvent({ seats_left: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(alertText()).toContain('This event is full'));
    await waitFor(() => expect(screen.getByText('This event is full.')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(events.get).toHaveBeenCalledTimes(2);
  });

  it('shows the catalogued message when sign-up has closed meanwhile', async () => {
    vi.mocked(events.signUp).mockRejectedValue(apiError(7755));
    await renderEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(alertText()).toContain('Sign-up for this event has closed'));
    expect(screen.queryByText('Signed up')).toBeNull();
  });

  it("a cancel after check-in says so in the catalogue's words", async () => {
    vi.mocked(events.get).mockResolvedValue(signedUpEvent());
    vi.mocked(events.cancel).mockRejectedValue(apiError(7758));
    await renderEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel sign-up' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel sign-up' }));
    await waitFor(() =>
      expect(alertText()).toContain('Already checked in: this sign-up can no longer be cancelled'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when sign-up has closed and offers no button', async () => {
    vi.mocked(events.get).mockResolvedValue(memberEvent({ signup_open: false }));
    await renderEvent();
    expect(screen.getByText('Sign-up for this event has closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('an unknown event says it does not exist, with a way back', async () => {
    vi.mocked(events.get).mockRejectedValue(apiError(7751));
    await renderEvent();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Event not found');
    expect(screen.getByRole('link', { name: 'All events' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    vi.mocked(events.get).mockRejectedValueOnce(apiError(9999));
    await renderEvent();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Panels, signings and screenings.')).toBeTruthy();
  });

  it('is in Spanish too', async () => {
    vi.mocked(events.get).mockResolvedValue(signedUpEvent());
    await renderEvent({ locale: 'es' });
    expect(screen.getByText('Estás inscrito.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar inscripción' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Entry' }).textContent).toContain('Reservado');
    expect(screen.getByText('Horario de Madrid (GMT+2)')).toBeTruthy();
  });
});
