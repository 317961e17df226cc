import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../src/features/shell/ErrorPage';
import { renderWithProviders } from './render';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('ErrorPage', () => {
  it('shows "Page Not Found" for 404, with a link home', () => {
    renderWithProviders(<ErrorPage status={404} userAgent={BROWSER} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.queryByText('Internal Server Error')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it.each([500, 503, 400, 403])('shows "Internal Server Error" for %i', (status) => {
    renderWithProviders(<ErrorPage status={status} userAgent={BROWSER} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(screen.queryByText('Page Not Found')).toBeNull();
  });

  it('is translated', () => {
    renderWithProviders(<ErrorPage status={404} userAgent={BROWSER} />, { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Página no encontrada');
  });

  it('renders nothing visible for a crawler', () => {
    const { container } = renderWithProviders(<ErrorPage status={404} userAgent={GOOGLEBOT} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
