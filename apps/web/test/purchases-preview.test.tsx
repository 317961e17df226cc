import type { RightsToken } from '@fanverse/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewButton, previewTokenOf, rightsWithPreview } from '../src/components/purchases';
import { apiClient } from '../src/lib/api-client';
import { apiError, claimsFor, renderPage, signedInServices } from './fake-client';
import { EPISODE_UUID, previewBalance, previewGrant } from './purchases-fixtures';

const purchases = apiClient.purchases;
const FRESH = previewBalance({ credits_used: 0, credits_left: 2, previewed: [] });

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(purchases, 'getPreviews').mockResolvedValue(FRESH);
  vi.spyOn(purchases, 'usePreview').mockResolvedValue(
    previewGrant({ expires_at: new Date(Date.now() + 3_600_000).toISOString() }),
  );
});
afterEach(() => vi.restoreAllMocks());

async function renderPreview({ premium = false, locale = 'en' as 'en' | 'es', onGranted = vi.fn() } = {}) {
  const services = await signedInServices(
    premium ? { getClaims: () => Promise.resolve(claimsFor('premium')) } : {},
  );
  renderPage(<PreviewButton type="episode" uuid={EPISODE_UUID} onGranted={onGranted} />, {
    pattern: '/watch',
    path: '/watch',
    services,
    locale,
  });
  return { onGranted };
}

describe('use a preview on a premium wall', () => {
  it('shows the credits left, spends one, keeps the token for the rights call and opens the item', async () => {
    const { onGranted } = await renderPreview();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a preview (2 of 2 left this month)' }));
    await waitFor(() => expect(onGranted).toHaveBeenCalledTimes(1));
    expect(purchases.usePreview).toHaveBeenCalledWith('episode', EPISODE_UUID, {
      idempotencyKey: expect.any(String),
    });
    expect(previewTokenOf('episode', EPISODE_UUID)).toBe('preview-token-1');
  });

  it('reopens an item previewed this month without spending', async () => {
    vi.mocked(purchases.getPreviews).mockResolvedValue(previewBalance({ credits_left: 0, credits_used: 2 }));
    await renderPreview();
    expect(await screen.findByRole('button', { name: 'Open your preview again' })).toBeTruthy();
  });

  it('says when the credits come back once none is left', async () => {
    vi.mocked(purchases.getPreviews).mockResolvedValue(
      previewBalance({ credits_left: 0, credits_used: 2, previewed: [] }),
    );
    await renderPreview();
    expect(
      await screen.findByText('No previews left this month — they reset on December 1, 2026.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the server’s 3050 the same way', async () => {
    vi.mocked(purchases.usePreview).mockRejectedValue(apiError(3050));
    await renderPreview({ locale: 'es' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Usar una vista previa (te quedan 2 de 2 este mes)' }),
    );
    expect(
      await screen.findByText('No te quedan vistas previas este mes: se renuevan el 1 de diciembre de 2026.'),
    ).toBeTruthy();
  });

  it('is not offered to a premium member', async () => {
    await renderPreview({ premium: true });
    await act(async () => undefined);
    expect(screen.queryByTestId('preview-step')).toBeNull();
    expect(purchases.getPreviews).not.toHaveBeenCalled();
  });
});

describe('rights with a preview token', () => {
  const token = { jwt: 'jwt' } as RightsToken;

  it('sends the item’s live token, and none for other items', async () => {
    sessionStorage.setItem(
      `fv.preview.episode.${EPISODE_UUID}`,
      JSON.stringify({ token: 'tok', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const ask = vi.fn().mockResolvedValue(token);
    await rightsWithPreview('episode', EPISODE_UUID, ask);
    await rightsWithPreview('episode', 'another-uuid', ask);
    expect(ask.mock.calls).toEqual([[{ previewToken: 'tok' }], [{}]]);
  });

  it('forgets an expired token, and one the server refuses (3051), asking again without it', async () => {
    sessionStorage.setItem(
      `fv.preview.book.b1`,
      JSON.stringify({ token: 'old', expiresAt: new Date(Date.now() - 1).toISOString() }),
    );
    expect(previewTokenOf('book', 'b1')).toBeNull();
    sessionStorage.setItem(
      `fv.preview.book.b2`,
      JSON.stringify({ token: 'revoked', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const ask = vi.fn().mockRejectedValueOnce(apiError(3051)).mockResolvedValue(token);
    await expect(rightsWithPreview('book', 'b2', ask)).resolves.toBe(token);
    expect(ask.mock.calls).toEqual([[{ previewToken: 'revoked' }], [{}]]);
    expect(previewTokenOf('book', 'b2')).toBeNull();
  });
});
