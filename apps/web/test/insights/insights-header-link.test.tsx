import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderAccount } from '../../src/features/auth/HeaderAccount';
import { claimsFor, renderRoute, signedInServices } from '../fake-client';

async function openMenu(isStaff: boolean) {
  const claims = claimsFor('registered');
  const services = await signedInServices({
    getClaims: () => Promise.resolve({ ...claims, profile: { ...claims.profile, isStaff } }),
  });
  renderRoute(<HeaderAccount />, { services });
  fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
}

describe("the account menu's Insights link", () => {
  it('is offered to staff', async () => {
    await openMenu(true);
    expect(screen.getByRole('link', { name: 'Insights' }).getAttribute('href')).toBe('/insights');
  });

  it('is not offered to a member who is not staff', async () => {
    await openMenu(false);
    expect(screen.getByRole('link', { name: 'Account settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Insights' })).toBeNull();
  });
});
