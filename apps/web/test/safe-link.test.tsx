import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Rail, ShopLink } from '../src/components/catalogue';
import { SafeLink } from '../src/components/ui/SafeLink';
import { Masthead } from '../src/features/catalogue/home/Masthead';
import { HomeRows } from '../src/features/catalogue/home/HomeRows';
import { homeLayout } from '../src/features/catalogue/home/home-layout';
import { apiClient } from '../src/lib/api-client';
import { siteSettingsStore } from '../src/lib/site-settings';
import { asItem, makeCollection, makeHomepage, makeJsonbag } from './catalogue-fixtures';
import { renderWithProviders } from './render';

const HOSTILE = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'JaVaScRiPt:alert(1)'];

function banner(url: string) {
  const bag = makeJsonbag();
  return asItem.jsonbag({ ...bag, metadata: { ...bag.metadata, url, cta_text: 'Open it' } });
}

/** Every href in the document, dialogs (rendered into body) included. */
const hrefs = () => Array.from(document.querySelectorAll('[href]')).map((el) => el.getAttribute('href')!);

const owned = siteSettingsStore.getState().ownedDomains;
beforeEach(() => siteSettingsStore.setState({ ownedDomains: ['fanverse.example'] }));
afterEach(() => siteSettingsStore.setState({ ownedDomains: owned }));

describe('banners and clickouts from hostile catalogue data', () => {
  it.each(HOSTILE)('a banner row with %s renders its call to action without any href', (url) => {
    const { rows } = homeLayout(makeHomepage([banner(url)]));
    renderWithProviders(<HomeRows rows={rows} />);
    expect(screen.getByText('Winter premieres')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(hrefs().some((href) => /script|data:/i.test(href))).toBe(false);
  });

  it('a masthead banner with javascript:alert(1) offers no link, the others theirs', () => {
    const masthead = makeCollection([banner('javascript:alert(1)'), banner('/collections/winter')], {
      metadata: { ...makeCollection([]).metadata, layout: 'masthead' },
    });
    const layout = homeLayout(makeHomepage([asItem.collection(masthead)]));
    renderWithProviders(<Masthead slides={layout.masthead} />);
    expect(hrefs()).toEqual(['/collections/winter']);
  });

  it('a rail tile and its "See all" with a script address are no links', () => {
    renderWithProviders(
      <Rail
        title="Banners"
        items={[banner('javascript:alert(1)')]}
        shape="landscape"
        seeAllTo="javascript:alert(2)"
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(hrefs()).toEqual([]);
  });
});

describe('SafeLink', () => {
  it('routes site paths in the app and links owned domains directly', () => {
    renderWithProviders(
      <>
        <SafeLink to="/series/7/lanterns">Series</SafeLink>
        <SafeLink to="https://music.fanverse.example/ember">Soundtrack</SafeLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Series' }).getAttribute('href')).toBe('/series/7/lanterns');
    const music = screen.getByRole('link', { name: 'Soundtrack' });
    expect(music.getAttribute('href')).toBe('https://music.fanverse.example/ember');
    expect(music.getAttribute('rel')).toBe('noopener noreferrer');
    expect(music.getAttribute('aria-haspopup')).toBeNull();
  });

  it('asks before leaving for a host we do not own, and leaves only when the visitor agrees', async () => {
    const leave = vi.fn();
    renderWithProviders(
      <SafeLink to="https://example.org/fan-night" leave={leave}>
        Fan night
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Fan night' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(link);
    const dialog = screen.getByRole('dialog', { name: 'You are leaving Fanverse for example.org' });
    expect(dialog.textContent).toContain('https://example.org/fan-night');
    // Focus moves into the dialog, on "stay": Enter at once keeps the visitor here.
    expect(document.activeElement?.textContent).toBe('Stay on Fanverse');
    fireEvent.click(screen.getByRole('button', { name: 'Stay on Fanverse' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(leave).not.toHaveBeenCalled();

    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to example.org' }));
    expect(leave).toHaveBeenCalledWith('https://example.org/fan-night');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, keeps Tab inside, and asks on a middle click too', async () => {
    const leave = vi.fn();
    renderWithProviders(
      <SafeLink to="https://example.org/x" leave={leave}>
        Elsewhere
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    const dialog = screen.getByRole('dialog');
    const [stay, go] = screen.getAllByRole('button');
    go!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(stay);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(leave).not.toHaveBeenCalled();
  });

  it('speaks Spanish', () => {
    renderWithProviders(<SafeLink to="https://example.org/x">Fuera</SafeLink>, { locale: 'es' });
    fireEvent.click(screen.getByRole('link', { name: 'Fuera' }));
    expect(
      screen.getByRole('dialog', { name: 'Estás saliendo de Fanverse para ir a example.org' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quedarme en Fanverse' })).toBeTruthy();
  });

  it.each(['//evil.example/x', 'https://evil@fanverse.example/', '/\\evil.example', 'vbscript:x'])(
    'renders %s as text, without a link',
    (url) => {
      renderWithProviders(<SafeLink to={url}>Nowhere</SafeLink>);
      expect(screen.getByText('Nowhere').tagName).toBe('SPAN');
      expect(hrefs()).toEqual([]);
    },
  );
});

describe('shop links and the navigation rule', () => {
  it('leaves at once for the shop on an owned domain', async () => {
    vi.spyOn(apiClient.shell, 'getShopUrl').mockResolvedValue({
      reason: 'homepage',
      url: 'https://shop.fanverse.example/',
    });
    const leave = vi.fn();
    renderWithProviders(
      <ShopLink name="homepage" href="/shop/homepage" leave={leave}>
        Shop
      </ShopLink>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Shop/ }));
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://shop.fanverse.example/'));
  });

  it('asks first when the shop answers a host we do not own', async () => {
    vi.spyOn(apiClient.shell, 'getShopUrl').mockResolvedValue({
      reason: 'product',
      url: 'https://shop.example/products/lamp',
    });
    const leave = vi.fn();
    renderWithProviders(
      <ShopLink name="lamp" href="/shop/lamp" leave={leave}>
        Lamp
      </ShopLink>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: /Lamp/ }));
    });
    expect(
      await screen.findByRole('dialog', { name: 'You are leaving Fanverse for shop.example' }),
    ).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to shop.example' }));
    expect(leave).toHaveBeenCalledWith('https://shop.example/products/lamp');
  });
});
