import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMinorUnits } from '../../../src/modules/collections/money';

describe('formatMinorUnits', () => {
  it('writes minor units as the major-unit decimal string of the currency, exactly', () => {
    expect(formatMinorUnits(2499, 'USD')).toBe('24.99');
    expect(formatMinorUnits(0, 'USD')).toBe('0.00');
    expect(formatMinorUnits(5, 'EUR')).toBe('0.05');
    expect(formatMinorUnits(100, 'USD')).toBe('1.00');
    // 1.1 + 2.2 style float noise cannot happen: no float ever holds the amount.
    expect(formatMinorUnits(2_147_483_647, 'USD')).toBe('21474836.47');
    expect(formatMinorUnits(1500, 'JPY')).toBe('1500');
    expect(formatMinorUnits(1234, 'BHD')).toBe('1.234');
    expect(formatMinorUnits(-250, 'USD')).toBe('-2.50');
  });

  it('takes 2 digits for an unknown currency code and refuses a non-integer amount', () => {
    expect(currencyExponent('NOT-A-CODE')).toBe(2);
    expect(formatMinorUnits(1999, 'XXQ')).toBe('19.99');
    expect(() => formatMinorUnits(1.5, 'USD')).toThrow(RangeError);
  });
});
