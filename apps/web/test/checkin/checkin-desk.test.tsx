import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckinDeskPage } from '../../src/features/checkin/CheckinDeskPage';
import { apiClient } from '../../src/lib/api-client';
import { renderPage, signedInServices } from '../fake-client';
import {
  checkedInByOther,
  checkinError,
  deskEvent,
  entryItem,
  networkError,
  page,
  perkItem,
  userDetails,
} from './checkin-fixtures';

const checkin = apiClient.checkin;
const EVENT = deskEvent();
/** 08:05 UTC on 1 May is 10:05 in Madrid: the desk reads the event's time, not the phone's. */
const AT_10_05 = /May 1, 2026, 10:05\sAM/;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(checkin, 'events').mockResolvedValue(
    page([
      EVENT,
      deskEvent({
        id: 'ev-old',
        name: 'Old Fair',
        start_date: '2020-01-01T10:00:00Z',
        end_date: '2020-01-01T18:00:00Z',
      }),
    ]),
  );
  vi.spyOn(checkin, 'eventItems').mockResolvedValue(page([entryItem()]));
  vi.spyOn(checkin, 'memberItems').mockResolvedValue(page([perkItem(), entryItem()]));
  vi.spyOn(checkin, 'userDetails').mockResolvedValue(userDetails());
  vi.spyOn(checkin, 'updateItem').mockResolvedValue(entryItem());
  vi.spyOn(checkin, 'scanCard').mockResolvedValue({ guid: 'guid-grace', username: 'grace_hopper' });
});
afterEach(() => vi.restoreAllMocks());

async function renderDesk(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<CheckinDeskPage />, { pattern: '/checkin', path: '/checkin', services, locale });
}

/** Picks the event, finds Grace by name and opens her card. */
async function openGracesCard() {
  const events = within(await screen.findByRole('list', { name: 'Events' }));
  const [first, second] = events.getAllByRole('button');
  expect(first!.textContent).toContain('Comic Con Madrid'); // running now: before the past one
  expect(second!.textContent).toContain('Ended');
  fireEvent.click(first!);
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Find an attendee by name' }), {
    target: { value: 'grace' },
  });
  await waitFor(() =>
    expect(checkin.eventItems).toHaveBeenCalledWith(
      'ev-comic-con',
      { q: 'grace', pageSize: 30 },
      expect.anything(),
    ),
  );
  const attendees = within(await screen.findByRole('list', { name: 'Attendees' }));
  fireEvent.click(attendees.getByRole('button', { name: /grace_hopper/ }));
  await screen.findByRole('heading', { level: 2, name: 'grace_hopper' });
  return within(await screen.findByRole('list', { name: 'Items at this event' }));
}

function entryRow() {
  return screen.getByRole('heading', { level: 3, name: 'Entry' }).closest('li')!;
}

describe('/checkin', () => {
  it('tells a member without desk rights (7750) that the desk is for staff, with a way home', async () => {
    vi.mocked(checkin.events).mockRejectedValue(checkinError(7750, 403));
    await renderDesk();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeTruthy();
    expect(
      screen.getByText(
        'The check-in desk is for event staff. Ask an organiser to give your account desk access.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(checkin.eventItems).not.toHaveBeenCalled();
  });

  it('search → card → one tap checks in: the card then says who checked them in and when', async () => {
    await renderDesk();
    const items = await openGracesCard();
    expect(await screen.findByText('Premium (monthly)')).toBeTruthy();
    expect(screen.getByText('Member since Feb 3, 2024')).toBeTruthy();
    // The entry comes first, the perk after it.
    expect(items.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Entry',
      'Tote bag',
    ]);

    const done = checkedInByOther({ checked_in_by: 'ada_lovelace', changed_by: 'ada_lovelace' });
    vi.mocked(checkin.updateItem).mockResolvedValue(done);
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), { target: { value: 'VIP wristband' } });
    fireEvent.click(within(entryRow()).getByRole('button', { name: 'Check in' }));

    await waitFor(() => expect(within(entryRow()).getByText('Checked in')).toBeTruthy());
    expect(checkin.updateItem).toHaveBeenCalledWith('guid-grace', 'ev-comic-con', 11, {
      status: 'checked_in',
      note: 'VIP wristband',
      moddate: '2026-05-01T08:00:00.000Z',
      nonce: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(within(entryRow()).getByText('grace_hopper is checked in.').getAttribute('role')).toBe('status');
    expect(within(entryRow()).getByText(/^Already checked in by ada_lovelace at/).textContent).toMatch(
      AT_10_05,
    );
    // Checking in again is still possible, but no longer the main action.
    const again = within(entryRow()).getByRole('button', { name: 'Check in again' });
    expect(again.className).toMatch(/secondary/);
  });

  it('a 7753 conflict shows who got there first, updates the card, and is not retried', async () => {
    await renderDesk();
    await openGracesCard();
    vi.mocked(checkin.updateItem).mockRejectedValue(checkinError(7753, 409, { current: checkedInByOther() }));
    fireEvent.click(within(entryRow()).getByRole('button', { name: 'Check in' }));
    const alert = await within(entryRow()).findByRole('alert');
    expect(alert.textContent).toMatch(/^Another desk got there first\. Already checked in by desk_two at /);
    expect(alert.textContent).toMatch(AT_10_05);
    expect(within(entryRow()).getByText('Checked in')).toBeTruthy();
    expect(within(entryRow()).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(checkin.updateItem).toHaveBeenCalledTimes(1);
  });

  it('offline: the tap waits in a queue that survives a reload, and is sent on "online" with its nonce', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const first = await renderDesk();
    await openGracesCard();
    fireEvent.click(within(entryRow()).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Waiting to send (1)')).toBeTruthy();
    // The queue's count can show a render before the row says why (CI caught it between the two).
    expect(
      await within(entryRow()).findByText('No network: saved on this phone, waiting to send.'),
    ).toBeTruthy();
    expect(checkin.updateItem).not.toHaveBeenCalled();

    first.unmount(); // a reload: the event and the queue are both remembered
    await renderDesk();
    expect(await screen.findByText('Waiting to send (1)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Comic Con Madrid' })).toBeTruthy();

    // Back online, the first send is lost on the way (9998): kept, then sent again.
    vi.mocked(checkin.updateItem).mockRejectedValueOnce(networkError());
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(checkin.updateItem).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Waiting to send (1)')).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/Waiting to send/)).toBeNull());
    const nonces = vi.mocked(checkin.updateItem).mock.calls.map(([, , , update]) => update.nonce);
    expect(nonces).toHaveLength(2);
    expect(nonces[1]).toBe(nonces[0]);
  });

  it('a queued update another desk overtook is kept in a list to review, not retried', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderDesk();
    await openGracesCard();
    fireEvent.click(within(entryRow()).getByRole('button', { name: 'Check in' }));
    await screen.findByText('Waiting to send (1)');

    vi.mocked(checkin.updateItem).mockRejectedValue(checkinError(7753, 409, { current: checkedInByOther() }));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    const review = within(await screen.findByRole('region', { name: 'Updates not sent yet' }));
    expect(await review.findByText('1 update was not applied')).toBeTruthy();
    expect(
      review.getByText(/^Another desk got there first: already checked in by desk_two at/).textContent,
    ).toMatch(AT_10_05);
    // The card shows the item as it is now.
    await waitFor(() => expect(within(entryRow()).getByText('Checked in')).toBeTruthy());

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(checkin.updateItem).toHaveBeenCalledTimes(1);
    fireEvent.click(review.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Updates not sent yet' })).toBeNull();
  });

  it('says so when there is no camera, and search still works', async () => {
    sessionStorage.setItem('fv.checkin.event', JSON.stringify(EVENT));
    await renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Scan member card' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No camera is available on this device. Search by name instead.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the scanner' }));
    expect(screen.getByRole('searchbox', { name: 'Find an attendee by name' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    vi.mocked(checkin.events).mockRejectedValue(checkinError(7750, 403));
    await renderDesk('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso no permitido' })).toBeTruthy();
  });
});
