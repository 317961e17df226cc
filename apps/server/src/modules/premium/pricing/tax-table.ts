/*
 * The sandbox tax table (docs/premium.md "Tax"): what a tax service would answer, kept small
 * and explicit. The most specific row wins: the country, then the longest postal prefix that
 * starts the postal code ('' matches every code). A place with no row answers 3033.
 *
 * - United States: sales tax ADDED to the price (exclusive): a rate per first ZIP digit, and
 *   more specific rates for a few cities and one state without sales tax.
 * - United Kingdom, the EU countries below and Mexico: VAT INSIDE the price (inclusive).
 * Rates are exact decimals (numeric(7, 5)).
 */
export interface TaxRow {
  country: string;
  postal_prefix: string;
  region: string;
  rate: string;
  inclusive: boolean;
}

const US_BY_FIRST_DIGIT: [string, string, string][] = [
  ['0', '0.0625', 'ZIP 0xxxx (New England, NJ)'],
  ['1', '0.08', 'ZIP 1xxxx (NY, PA, DE)'],
  ['2', '0.06', 'ZIP 2xxxx (DC, MD, VA, WV, NC, SC)'],
  ['3', '0.07', 'ZIP 3xxxx (GA, FL, AL, TN, MS)'],
  ['4', '0.065', 'ZIP 4xxxx (KY, OH, IN, MI)'],
  ['5', '0.07', 'ZIP 5xxxx (IA, WI, MN, SD, ND, MT)'],
  ['6', '0.08', 'ZIP 6xxxx (IL, MO, KS, NE)'],
  ['7', '0.0825', 'ZIP 7xxxx (LA, AR, OK, TX)'],
  ['8', '0.075', 'ZIP 8xxxx (CO, WY, ID, UT, AZ, NM, NV)'],
  ['9', '0.09', 'ZIP 9xxxx (CA, OR, WA, AK, HI)'],
];

const US_SPECIFIC: [string, string, string][] = [
  ...['100', '101', '102', '103', '104'].map((p): [string, string, string] => [
    p,
    '0.08875',
    'New York City',
  ]),
  ['900', '0.095', 'Los Angeles'],
  ['941', '0.08625', 'San Francisco'],
  // Oregon has no sales tax.
  ...['970', '971', '972', '973', '974', '975', '976', '977', '978', '979'].map(
    (p): [string, string, string] => [p, '0', 'Oregon'],
  ),
];

const VAT: [string, string, string][] = [
  ['GB', '0.20', 'United Kingdom'],
  ['DE', '0.19', 'Germany'],
  ['FR', '0.20', 'France'],
  ['ES', '0.21', 'Spain'],
  ['IT', '0.22', 'Italy'],
  ['NL', '0.21', 'Netherlands'],
  ['IE', '0.23', 'Ireland'],
  ['PT', '0.23', 'Portugal'],
  ['AT', '0.20', 'Austria'],
  ['BE', '0.21', 'Belgium'],
  ['MX', '0.16', 'Mexico'],
];

export const TAX_ROWS: TaxRow[] = [
  ...[...US_BY_FIRST_DIGIT, ...US_SPECIFIC].map(([postal_prefix, rate, region]) => ({
    country: 'US',
    postal_prefix,
    region,
    rate,
    inclusive: false,
  })),
  ...VAT.map(([country, rate, region]) => ({ country, postal_prefix: '', region, rate, inclusive: true })),
];
