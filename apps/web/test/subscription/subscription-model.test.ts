import { describe, expect, it } from 'vitest';
import { isUpgrade } from '../../src/features/subscription/subscription-model';
import {
  PREMIUM_ANNUAL,
  PREMIUM_MONTHLY,
  ULTRA_ANNUAL,
  ULTRA_MONTHLY,
  subscriptionProductOf,
} from '../../../../packages/client/test/premium-fixtures';

describe('isUpgrade (the words shown before the server decides)', () => {
  it('a higher tier, or the same tier billed yearly, is an upgrade', () => {
    expect(isUpgrade(ULTRA_MONTHLY, subscriptionProductOf(PREMIUM_MONTHLY))).toBe(true);
    expect(isUpgrade(ULTRA_ANNUAL, subscriptionProductOf(PREMIUM_MONTHLY))).toBe(true);
    expect(isUpgrade(PREMIUM_ANNUAL, subscriptionProductOf(PREMIUM_MONTHLY))).toBe(true);
    expect(isUpgrade(ULTRA_ANNUAL, subscriptionProductOf(PREMIUM_ANNUAL))).toBe(true);
  });

  it('a lower tier, or annual to monthly billing of any tier, waits for the period end', () => {
    expect(isUpgrade(PREMIUM_MONTHLY, subscriptionProductOf(ULTRA_MONTHLY))).toBe(false);
    expect(isUpgrade(PREMIUM_MONTHLY, subscriptionProductOf(PREMIUM_ANNUAL))).toBe(false);
    expect(isUpgrade(ULTRA_MONTHLY, subscriptionProductOf(PREMIUM_ANNUAL))).toBe(false);
  });
});
