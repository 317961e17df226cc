import { describe, expect, it } from 'vitest';
import { GenericCode, isCatalogued } from '../src/index';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every code both specs' §8 name, one list per catalogue section. */
const specCodes: Record<string, number[]> = {
  'accounts: account': [
    ...[1000, 1001, 1002, 1003, 1005, 1006, 1007, 1008, 1009, 1010, 1014, 1015, 1021, 1022, 1024, 1025],
    ...[1031, 1032, ...range(1033, 1035), ...range(1073, 1080), 1085, 1086],
  ],
  'accounts: misc': [
    ...range(1026, 1030),
    1040,
    1050,
    ...range(1051, 1056),
    1060,
    1061,
    1070,
    1071,
    1072,
    1200,
    1201,
  ],
  'accounts: device': range(1400, 1405),
  'accounts: general': [
    ...range(1500, 1503),
    ...range(1900, 1904),
    ...range(2200, 2207),
    ...range(5001, 5010),
    ...range(5100, 5102),
    ...range(6000, 6005),
    ...range(6500, 6503),
    7000,
    ...range(7500, 7504),
    ...range(7700, 7702),
    ...range(7800, 7802),
    7900,
    8000,
    8200,
    ...range(9001, 9005),
    9998,
    9999,
  ],
  'catalogue: content': [
    1600,
    1652,
    ...range(1700, 1725),
    1800,
    1850,
    ...range(1875, 1877),
    ...range(2000, 2008),
  ],
  'catalogue: clips': range(2100, 2103),
  'catalogue: premium': [
    ...[2999, 3000, 3001, 3003, 3006, ...range(3012, 3015), 3017, 3020, 3024, 3025, ...range(3030, 3034)],
    ...[3040, 3042, 3043, 3050, 3051, 3053],
  ],
  'catalogue: check-in and purchases': [...range(7750, 7752), ...range(8100, 8106)],
};

/** Client codes the §8 "Server reply mappings" rows and the §5 client checks produce. */
const mappedCodes = [
  ...[
    1009,
    1031,
    1007,
    1021,
    1008,
    1080,
    ...range(1073, 1079),
    1900,
    1005,
    1024,
    1025,
    1001,
    1072,
    1071,
    1070,
  ],
  ...[1704, 1705, 1706, 1707, 1703, 1708, 1709, 1710, 1711, 1717, 1719, 1720, 1716, 1721, 1724],
  ...[3003, 3034, 3012, 3013, 3014, 3020, 7702, 7802, 2200, 2206],
  ...[1200, 1201, 1061, 1051, 1040, 1015, 1502, 1003, 5001, 9002],
  ...[
    1006, 1014, 1085, 1086, 1902, 1903, 1904, 2201, 2202, 2203, 2204, 2207, 1054, 1401, 1402, 1715, 7700,
    7800,
  ],
  ...[3015, 3040, 3042, 3043, 3030, 3031, 3032, 5004, 5008, 5009, 5010, 7900, 2103, 2003, 2008, 1876, 1877],
];

describe('spec §8 codes are all catalogued', () => {
  it.each(Object.entries(specCodes))('%s', (_section, codes) => {
    expect(codes.filter((code) => !isCatalogued(code))).toEqual([]);
  });

  it('every code a reply mapping row or client check gives', () => {
    expect(mappedCodes.filter((code) => !isCatalogued(code))).toEqual([]);
  });

  it('the generic server codes land on catalogued 5000 + code entries (11 is mapped to 5001 instead)', () => {
    const generic = Object.values(GenericCode).filter((code) => code !== GenericCode.API_NOT_FOUND);
    expect(generic.map((code) => isCatalogued(5000 + code))).toEqual(generic.map(() => true));
    expect(isCatalogued(5000 + GenericCode.API_NOT_FOUND)).toBe(false);
  });
});
