import {
  PIN_MAX_LENGTH,
  PIN_PATTERN,
  type ComicRatingLadder,
  type TvRatingLadder,
  type VideoRatingEntry,
  type ViewerPin,
  type ViewerPinBody,
} from '@fanverse/contract';
import { codeText, type ErrorRouting } from '../../lib/forms';

export interface LimitsValues {
  country: string;
  /** A TV rating's name, or '' for no limit. */
  tvRating: string;
  /** A comic rating's name, or '' for no limit. */
  ageRating: string;
  pin: string;
  confirmPin: string;
  /** The account password: asked once controls exist (changing them is the parent's decision). */
  password: string;
}

export const LIMITS_FIELDS = ['country', 'tvRating', 'ageRating', 'pin', 'confirmPin', 'password'] as const;
export type LimitsField = (typeof LIMITS_FIELDS)[number];

/** The server's fields and the client codes of the pin update (spec §8 1070–1072; 1009 password). */
export const LIMITS_ERRORS: ErrorRouting<LimitsField> = {
  fields: {
    country: 'country',
    tv_rating: 'tvRating',
    age_rating: 'ageRating',
    pin: 'pin',
    password: 'password',
  },
  codes: { 1072: 'tvRating', 1071: 'ageRating', 1070: 'pin', 1009: 'password' },
};

export function initialValues(pin: ViewerPin, fallbackCountry: string): LimitsValues {
  return {
    country: pin.country || fallbackCountry,
    tvRating: pin.tv_rating,
    ageRating: pin.age_rating,
    pin: '',
    confirmPin: '',
    password: '',
  };
}

export function limitsBody(values: LimitsValues, passwordNeeded: boolean): ViewerPinBody {
  return {
    country: values.country,
    tv_rating: values.tvRating,
    age_rating: values.ageRating,
    pin: values.pin,
    ...(passwordNeeded ? { password: values.password } : {}),
  };
}

/** A pin is exactly four digits; over four characters is the spec's 1070. */
export function pinRule(pin: string): true | string {
  if (pin.length > PIN_MAX_LENGTH) return codeText(1070);
  return PIN_PATTERN.test(pin) ? true : 'parental.pin.fourDigits';
}

/** The TV ladder's ratings a limit can be set to, youngest first. */
export function tvChoices(ladder: TvRatingLadder): VideoRatingEntry[] {
  return ladder.ratings.filter((rating) => rating.system === 'tv').sort((a, b) => a.order - b.order);
}

/**
 * What a TV limit lets through, on the common level scale: the TV ratings and the film ratings
 * at or below its level (a TV-PG limit allows PG films). Null: no limit.
 */
export function allowedUnder(ladder: TvRatingLadder, limit: string): { tv: string[]; film: string[] } | null {
  const max = ladder.ratings.find((rating) => rating.system === 'tv' && rating.name === limit)?.level;
  if (max === undefined) return null;
  const names = (system: VideoRatingEntry['system']) =>
    ladder.ratings
      .filter((rating) => rating.system === system && rating.level <= max)
      .sort((a, b) => a.order - b.order)
      .map((rating) => rating.name);
  return { tv: names('tv'), film: names('film') };
}

/** The comic ratings a limit lets through, youngest first; null: no limit. */
export function comicsAllowedUnder(ladder: ComicRatingLadder, limit: string): string[] | null {
  const max = ladder.ratings.find((rating) => rating.name === limit)?.order;
  if (max === undefined) return null;
  return [...ladder.ratings]
    .sort((a, b) => a.order - b.order)
    .filter((rating) => rating.order <= max)
    .map((rating) => rating.name);
}
