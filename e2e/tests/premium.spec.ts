import { expect, test } from '@playwright/test';
import { appReady } from '../support/app';
import { currentTime, MEDIA_WAIT_MS } from '../support/media';
import { registerMember } from '../support/members';
import { fillTestVisa, pickPremiumEpisode, sessionIdOf, waitForMemberMedia } from '../support/premium';

/**
 * Premium end to end (issue 21 "Done when"): a visitor registers, opens a premium episode, goes
 * premium from its wall, checks out with the sandbox's test Visa (postal code 10001, US: New York
 * sales tax on top), lands back on the episode, which plays at once; then cancels from the
 * account's subscription page, sees the date access ends, and resubscribes. Everything goes
 * through the real server, its sandbox gateway and the built web app.
 */

test('a visitor goes premium from a walled episode, watches it, cancels and resubscribes', async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 120_000);
  const renderErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('recoverable render error'))
      renderErrors.push(message.text());
  });
  const episode = await pickPremiumEpisode(request);
  await registerMember(page, 'premium');

  // The wall, and the way to premium from it.
  await page.goto(`/watch/episode/${episode.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Go premium to watch' })).toBeVisible();
  await expect(page.getByTestId('player-stage')).toHaveAttribute('data-status', 'denied');
  await page.getByRole('link', { name: 'Go premium' }).click();
  await expect(page).toHaveURL(/\/premium\?return=%2Fwatch%2Fepisode%2F/);
  await appReady(page);
  // Offered premium (claims enable_upsell): the header links to the plans.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Premium', exact: true })).toBeVisible();

  // The plans: annual (every premium title, plan-limited ones included), with its saving.
  const plans = page.getByTestId('premium-plans');
  await expect(plans.getByRole('article')).toHaveCount(2);
  await page.getByRole('radio', { name: /Annual/ }).check();
  const premiumPlan = plans.locator('article[data-plan="premium"]');
  await expect(premiumPlan.getByText('$79.99/year', { exact: true })).toBeVisible();
  await expect(premiumPlan.getByText(/Save \d+% a year/)).toBeVisible();
  await premiumPlan.locator('a[data-product="premium-annual"]').click();

  // Checkout: a new card with the sandbox's test Visa; New York's tax is added on top.
  await expect(page).toHaveURL(/\/premium\/checkout\?product=premium-annual&return=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByText('Test cards').click();
  await expect(page.getByText('4111 1111 1111 1111')).toBeVisible();
  await fillTestVisa(page);
  const summary = page.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText(/^Tax \(8\.875%\)$/)).toBeVisible();
  await expect(summary.getByTestId('summary-total')).toHaveText('$87.09');
  // A 7-day trial: nothing is charged today.
  await expect(summary.getByTestId('summary-due')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Start my free trial' }).click();

  // The page after paying: premium is on, and the way back to the episode.
  await expect(page).toHaveURL(/\/premium\/welcome\?return=%2Fwatch%2Fepisode%2F/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Welcome to Premium' })).toBeVisible();
  await expect(page.getByText(/membership is active/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Premium', exact: true })).toHaveCount(0);
  await waitForMemberMedia(page.request, episode.uuid, await sessionIdOf(page));
  await page.getByRole('link', { name: 'Continue where you were' }).click();

  // The episode plays straight away: no wall, the video advances.
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Go premium to watch' })).toHaveCount(0);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(1);

  // The account's subscription page: cancel, and see until when premium lasts.
  await page.goto('/account/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText(/Cancelled\. Premium until .*\d{4}/)).toBeVisible();

  // Resubscribe before that date: back on, with nothing charged now.
  await page.getByRole('button', { name: 'Resubscribe' }).click();
  await expect(page.getByText('Welcome back! Your plan is on again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // The Premium page opened directly: rendered by the server with the plans, then taken over by
  // the app, which tells the member they are premium (no mismatch between the two renders).
  await page.goto('/premium');
  expect(await page.locator('#fv-ssr-state').count()).toBe(1);
  await expect(page.getByTestId('premium-plans').getByRole('article')).toHaveCount(2);
  await appReady(page);
  await expect(page.getByRole('heading', { name: "You're premium" })).toBeVisible();
  expect(renderErrors).toEqual([]);
});
