import { describe, expect, it } from 'vitest';
import { accountErrors, deviceErrors, miscErrors, parentalErrors } from '../src/errors/catalogue-account';
import { containerErrors, playbackErrors, seriesErrors } from '../src/errors/catalogue-content';
import { analyticsErrors } from '../src/errors/catalogue-analytics';
import { eventErrors } from '../src/errors/catalogue-events';
import { fieldErrors, memberErrors } from '../src/errors/catalogue-forms';
import { generalErrors } from '../src/errors/catalogue-general';
import { premiumErrors } from '../src/errors/catalogue-premium';
import {
  ClientCode,
  GENERIC_CODE_OFFSET,
  catalogueMessage,
  errorCatalogue,
  isCatalogued,
  type CatalogueCode,
} from '../src/index';

const entries = Object.entries(errorCatalogue);
const sections = [
  accountErrors,
  miscErrors,
  deviceErrors,
  parentalErrors,
  seriesErrors,
  playbackErrors,
  containerErrors,
  premiumErrors,
  generalErrors,
  fieldErrors,
  memberErrors,
  eventErrors,
  analyticsErrors,
];

describe('error catalogue', () => {
  it('gives every code a non-empty English and a distinct Spanish message', () => {
    for (const [code, entry] of entries) {
      expect(entry.en.trim(), `en of ${code}`).not.toBe('');
      expect(entry.es.trim(), `es of ${code}`).not.toBe('');
      expect(entry.es, `es of ${code} is translated`).not.toBe(entry.en);
    }
  });

  it('uses four-digit codes from 1000 to 9999', () => {
    for (const [code] of entries)
      expect(Number(code)).toSatisfy((n: number) => Number.isInteger(n) && n >= 1000 && n <= 9999);
  });

  it('has no code in two sections (a later section would silently replace an earlier one)', () => {
    const total = sections.reduce((sum, section) => sum + Object.keys(section).length, 0);
    expect(entries).toHaveLength(total);
  });

  it('isCatalogued knows exactly the listed codes', () => {
    expect(isCatalogued(1003)).toBe(true);
    expect(isCatalogued(9999)).toBe(true);
    expect(isCatalogued(1004)).toBe(false);
    expect(isCatalogued(5011)).toBe(false);
    expect(isCatalogued(11)).toBe(false);
  });

  it('catalogueMessage answers in Spanish for es tags and in English otherwise', () => {
    expect(catalogueMessage(9998, 'es')).toBe('Error de red');
    expect(catalogueMessage(9998, 'es-MX')).toBe('Error de red');
    expect(catalogueMessage(9998, 'en')).toBe('Network error');
    expect(catalogueMessage(9998, 'fr')).toBe('Network error');
    expect(catalogueMessage(9998)).toBe('Network error');
  });

  it('names the codes the client produces itself', () => {
    expect(ClientCode).toMatchObject({
      INVALID_USER_TOKEN: 1003,
      API_NOT_FOUND: 5001,
      FIELD_REQUIRED: 6000,
      FIELD_MISMATCH: 6001,
      FIELD_WRONG_VALUE: 6002,
      FIELD_TOO_SHORT: 6003,
      FIELD_TOO_LONG: 6004,
      FIELD_WRONG_TYPE: 6005,
      NETWORK_ERROR: 9998,
      UNKNOWN: 9999,
    });
    for (const code of Object.values(ClientCode)) expect(isCatalogued(code)).toBe(true);
    expect(GENERIC_CODE_OFFSET).toBe(5000);
  });
});

describe('spec texts kept verbatim', () => {
  it.each([
    [1002, 'Passwords do not match'],
    [1003, 'Invalid user token'],
    [1006, 'Invalid email format'],
    [1007, 'Username already exists'],
    [1009, 'Invalid username or password'],
    [1010, 'Email is required'],
    [1014, 'User not found'],
    [1015, 'Too many requests'],
    [1031, 'Account Locked'],
    [1040, 'Invalid cohort experiment'],
    [1050, 'Invalid Early Access Code'],
    [1051, 'Experiment does not exist'],
    [1054, 'No thread path given'],
    [1055, 'Page out of bounds'],
    [1056, 'Thread does not exist'],
    [1085, 'Invalid confirmation token'],
    [1086, 'Missing confirmation token'],
    [1400, 'Device Linking Failed'],
    [1401, 'Missing Short Code'],
    [1404, 'User not linked'],
    [1800, 'Product not found'],
    [1850, 'No Homepage Found'],
    [3034, 'Failed to create subscription'],
    [5001, 'API Not Found'],
    [5005, 'Page does not exist'],
    [7000, 'OAuth provider not configured'],
    [7750, 'Must Be Admin'],
    [7751, 'Not Found'],
    [7752, 'Invalid Data'],
    [7900, 'Invalid type'],
    [9998, 'Network error'],
    [9999, 'Unknown error'],
  ] satisfies Array<[CatalogueCode, string]>)('%i is "%s"', (code, text) => {
    expect(errorCatalogue[code].en).toBe(text);
  });
});
