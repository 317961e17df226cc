import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsPage } from '../../src/features/events/EventsPage';
import { apiClient } from '../../src/lib/api-client';
import { apiError, renderPage, signedInServices } from '../fake-client';
import { memberEvent, page } from './events-fixtures';

const events = apiClient.events;

const FEST = memberEvent();
const FULL = memberEvent({
  id: 'full-event',
  name: 'Comic Swap Lisbon',
  time_zone: 'Europe/Lisbon',
  start_date: '2026-07-04T09:00:00Z',
  end_date: '2026-07-04T12:00:00Z',
  address: {
    line_1: 'Rua Augusta 10',
    line_2: '',
    city: 'Lisbon',
    postal_code: '1100-053',
    country_code: 'PT',
  },
  seats_left: 0,
});
const MINE = memberEvent({
  id: 'mine-event',
  name: 'Signing Night Tokyo',
  signed_up: true,
  time_zone: 'Asia/Tokyo',
});

beforeEach(() => {
  vi.spyOn(events, 'list').mockResolvedValue(page([FEST, FULL]));
  vi.spyOn(events, 'mine').mockResolvedValue(page([MINE]));
});
afterEach(() => vi.restoreAllMocks());

async function renderEvents({ signedIn = false, locale = 'en' as 'en' | 'es', path = '/events' } = {}) {
  const services = signedIn ? await signedInServices() : undefined;
  return renderPage(<EventsPage />, { pattern: '/events', path, services, locale });
}

const cards = async (name = 'Upcoming events') =>
  within(await screen.findByRole('list', { name })).getAllByRole('listitem', { name: /./ });

describe('/events', () => {
  it('lists upcoming events with times in their own zone, labelled with it, the place and places left', async () => {
    await renderEvents();
    expect(screen.getByText('Loading events…').getAttribute('role')).toBe('status');
    const [fest, full] = await cards();
    expect(within(fest!).getByRole('link', { name: 'Fanverse Fest Madrid' }).getAttribute('href')).toBe(
      `/events/${FEST.id}`,
    );
    // 08:00–16:00 UTC is 10:00–18:00 in Madrid in June.
    expect(fest!.textContent).toMatch(/Saturday, June 20, 2026,\s10:00\sAM\s–\s6:00\sPM/);
    expect(fest!.textContent).toContain('Times in Madrid time (GMT+2)');
    expect(fest!.textContent).toContain('Madrid, Spain');
    expect(fest!.textContent).toContain('12 of 200 places left');
    // Lisbon is UTC+1 in July: 09:00 UTC is 10:00 there.
    expect(full!.textContent).toMatch(/10:00\sAM\s–\s1:00\sPM/);
    expect(full!.textContent).toContain('Times in Lisbon time (GMT+1)');
    expect(within(full!).getByText('Full')).toBeTruthy();
    expect(events.list).toHaveBeenCalledWith({ page: 1, pageSize: 12 }, expect.anything());
  });

  it('asks a visitor to sign in (and come back) and does not ask for their events', async () => {
    await renderEvents();
    await cards();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fevents');
    expect(screen.queryByRole('heading', { name: 'My events' })).toBeNull();
    expect(events.mine).not.toHaveBeenCalled();
  });

  it('shows a member their events, marked signed up, and a link to their card', async () => {
    await renderEvents({ signedIn: true });
    const [mine] = await cards('My events');
    expect(within(mine!).getByText('Signed up')).toBeTruthy();
    expect(within(mine!).getByRole('link', { name: 'Signing Night Tokyo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your member card' }).getAttribute('href')).toBe(
      '/account/card',
    );
    expect((await cards()).length).toBe(2);
  });

  it('says when there are no events', async () => {
    vi.mocked(events.list).mockResolvedValue(page([]));
    vi.mocked(events.mine).mockResolvedValue(page([]));
    await renderEvents({ signedIn: true });
    expect(await screen.findByText('No upcoming events')).toBeTruthy();
    expect(await screen.findByText("You haven't signed up for any events yet.")).toBeTruthy();
  });

  it('a failed load says why and offers to try again', async () => {
    vi.mocked(events.list).mockRejectedValueOnce(apiError(9999));
    await renderEvents();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect((await cards()).length).toBe(2);
  });

  it('pages through the address when there is more than one page', async () => {
    vi.mocked(events.list).mockResolvedValue(page([FEST], { page: 2, num_pages: 3 }));
    await renderEvents({ path: '/events?page=2' });
    await cards();
    expect(events.list).toHaveBeenCalledWith({ page: 2, pageSize: 12 }, expect.anything());
    const pager = screen.getByRole('navigation', { name: 'Pages of Upcoming events' });
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/events?page=3');
  });

  it('is in Spanish too, with Spanish dates', async () => {
    await renderEvents({ locale: 'es' });
    const [fest, full] = await cards('Próximos eventos');
    expect(fest!.textContent).toMatch(/sábado, 20 de junio de 2026/);
    expect(fest!.textContent).toContain('Horario de Madrid (GMT+2)');
    expect(fest!.textContent).toContain('Madrid, España');
    expect(fest!.textContent).toContain('Quedan 12 plazas de 200');
    expect(within(full!).getByText('Completo')).toBeTruthy();
  });
});
