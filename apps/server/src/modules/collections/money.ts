const exponents = new Map<string, number>();

/**
 * Digits after the decimal point of a currency (USD 2, JPY 0, BHD 3), from the ISO 4217 data
 * built into Intl; an unknown code falls back to 2.
 */
export function currencyExponent(currency: string): number {
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!;
    } catch {
      exponent = 2;
    }
    exponents.set(currency, exponent);
  }
  return exponent;
}

/**
 * Integer minor units as the decimal string of the major unit (2499 USD → "24.99", 500 JPY →
 * "500"). Pure digit arithmetic on the integer's text: no float ever holds the amount, so no
 * rounding can creep in.
 */
export function formatMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
