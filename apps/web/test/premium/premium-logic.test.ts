import { describe, expect, it } from 'vitest';
import { cardErrors, formatMoney, parseExpiry, passesLuhn, placeErrors } from '../../src/components/premium';
import {
  annualSaving,
  bestAnnualSaving,
  defaultPeriod,
  findProduct,
  monthlyEquivalentMinor,
  periodsOf,
  plansInOrder,
  productFor,
} from '../../src/features/premium/premium-model';
import { PREMIUM_ANNUAL, catalog } from './premium-fixtures';

describe('the catalog as the Premium page reads it', () => {
  it('orders plans by the catalog and finds each period’s product', () => {
    const plans = plansInOrder(catalog());
    expect(plans.map((plan) => plan.code)).toEqual(['premium', 'ultra']);
    expect(productFor(plans[0]!, 'P1Y')?.code).toBe('premium-annual');
    expect(periodsOf(catalog())).toEqual(['P1M', 'P1Y']);
    expect(defaultPeriod(catalog())).toBe('P1M');
    expect(defaultPeriod(catalog({ default_product_id: 2 }))).toBe('P1Y');
    expect(findProduct(catalog(), 'ultra-annual')?.plan.code).toBe('ultra');
    expect(findProduct(catalog(), 'nope')).toBeNull();
  });

  it('takes the annual saving from the descriptors, else works it out from the prices', () => {
    const [ultra, premium] = catalog().plans as [never, never];
    expect(annualSaving(premium)).toBe(17);
    // Ultra's descriptor says nothing: 1 − 129.99 / (12 × 12.99) ≈ 16.6 %.
    expect(annualSaving(ultra)).toBe(17);
    expect(bestAnnualSaving(catalog())).toBe(17);
    expect(monthlyEquivalentMinor(PREMIUM_ANNUAL)).toBe(667);
  });
});

describe('the sandbox card form’s checks', () => {
  const valid = {
    number: '4111 1111 1111 1111',
    expiry: '12/30',
    cvc: '123',
    postalCode: '10001',
    country: 'US',
  };
  const today = new Date('2026-11-26T12:00:00Z');

  it('passes Braintree’s test cards and refuses a mistyped digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardErrors(valid, today)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      cardErrors({ ...valid, number: '', expiry: '11/26', cvc: '12', postalCode: '!', country: '' }, today),
    ).toEqual({
      number: 'premium.card.errors.numberRequired',
      cvc: 'premium.card.errors.cvc',
      postalCode: 'premium.card.errors.postal',
      country: 'premium.card.errors.country',
    });
    expect(cardErrors({ ...valid, expiry: '10/26' }, today)).toEqual({
      expiry: 'premium.card.errors.expired',
    });
    expect(parseExpiry('3/2031')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(placeErrors({ postalCode: 'SW1A 1AA', country: 'GB' })).toEqual({});
  });

  it('writes money per language and currency', () => {
    expect(formatMoney('7.99', 'USD', 'en')).toBe('$7.99');
    expect(formatMoney('6.99', 'GBP', 'en')).toBe('£6.99');
    expect(formatMoney('149.00', 'MXN', 'es').replace(/\s/g, ' ')).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'MXN' }).format(149).replace(/\s/g, ' '),
    );
  });

  it('writes a malformed currency code as the plain amount, every time, and the next code as it should', () => {
    expect(formatMoney('7.5', 'U$', 'en')).toBe('7.50');
    expect(formatMoney('12', 'U$', 'en')).toBe('12.00');
    expect(formatMoney('7.99', 'EUR', 'en')).toBe('€7.99');
  });
});
