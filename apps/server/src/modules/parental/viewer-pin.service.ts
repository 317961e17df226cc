import {
  PIN_MAX_LENGTH,
  PIN_MESSAGES,
  PIN_PATTERN,
  ViewerCode,
  type ViewerPin,
  type ViewerPinBody,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ValidationAnswer } from '../../http/validation-codes';
import type { PasswordHasher } from '../auth/passwords';
import type { AccountPasswordCheck } from './account-password';
import { canonicalComicRating, canonicalVideoRating, ladderCountry, videoLadder } from './rating-ladders';
import type {
  ViewerControlsRepository,
  ViewerControlsRow,
  ViewerControlsValues,
} from './viewer-controls.repository';

const invalid = (field: string, message: string) =>
  AppError.badRequest(ViewerCode.INVALID_VALUE, message, field);

/**
 * The pin update's field checks, in the spec's messages (the client maps them to 1072, 1071,
 * 1070): the TV rating, the age rating, then the pin. A pin of at most 4 characters that is not
 * 4 digits gets a message of its own (code INVALID_VALUE too).
 */
export function checkPinBody(body: ViewerPinBody): Omit<ViewerControlsValues, 'pin_hash'> {
  const tvRating = canonicalVideoRating(body.tv_rating);
  if (tvRating === undefined) throw invalid('tv_rating', PIN_MESSAGES.TV_RATING);
  const ageRating = canonicalComicRating(body.age_rating);
  if (ageRating === undefined) throw invalid('age_rating', PIN_MESSAGES.AGE_RATING);
  checkPinFormat(body.pin);
  return { country: body.country, tv_rating: tvRating, age_rating: ageRating };
}

/**
 * The pin update's body refused by its schema (a pin over 4 characters, a rating of another type
 * or length): answered as `checkPinBody` would, in its order, so the spec's messages and their
 * order hold either way. Other refusals (country, a missing field) are left to the error handler.
 */
export const pinBodyRefusal: ValidationAnswer = ({ fields }, request) => {
  if (fields.some((field) => !['tv_rating', 'age_rating', 'pin'].includes(field))) return undefined;
  const body = (request.body ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const [tv, age, pin] = [text(body.tv_rating), text(body.age_rating), text(body.pin)];
  if (tv === undefined || age === undefined || pin === undefined) return undefined;
  if (canonicalVideoRating(tv) === undefined) return invalid('tv_rating', PIN_MESSAGES.TV_RATING);
  if (canonicalComicRating(age) === undefined) return invalid('age_rating', PIN_MESSAGES.AGE_RATING);
  return invalid('pin', PIN_MESSAGES.PIN_TOO_LONG);
};

/** Over 4 characters: the spec's message; otherwise anything but 4 digits. */
export function checkPinFormat(pin: string): void {
  if (Array.from(pin).length > PIN_MAX_LENGTH) throw invalid('pin', PIN_MESSAGES.PIN_TOO_LONG);
  if (!PIN_PATTERN.test(pin)) throw invalid('pin', 'The PIN must be exactly 4 digits.');
}

/**
 * A member's limits and pin (accounts spec §7 "Viewer controls"): read, set, remove. The pin is
 * kept only as an argon2id hash and never answered; once controls exist, changing or removing
 * them asks for the account password. Every change moves the row's version, which ends the
 * unlocks given before it.
 */
export class ViewerPinService {
  constructor(
    private readonly controls: ViewerControlsRepository,
    private readonly hasher: PasswordHasher,
    private readonly password: AccountPasswordCheck,
    private readonly now: () => Date,
  ) {}

  /** The member's controls; defaults (no limits, no pin) when they set none. */
  async get(userId: string): Promise<ViewerPin> {
    const row = await this.controls.find(userId);
    if (row) return this.toReply(row);
    const member = await this.controls.findMember(userId);
    const country = ladderCountry(member?.marketing_country || undefined);
    return {
      age_rating: '',
      tv_rating: '',
      country,
      ratings: videoLadder(country).ratings,
      pin_set: false,
      locked_until: null,
    };
  }

  /** Sets limits and pin: the first time freely, afterwards with the account password. */
  async set(userId: string, body: ViewerPinBody): Promise<ViewerPin> {
    const checked = checkPinBody(body);
    const now = this.now();
    if (!(await this.controls.find(userId))) {
      const values = { ...checked, pin_hash: await this.hasher.hash(body.pin) };
      const created = await this.controls.insert(userId, values, now);
      if (created) return this.toReply(created);
      // Another request set controls first: this one is a change like any other.
    }
    await this.password.require(userId, body.password);
    const values = { ...checked, pin_hash: await this.hasher.hash(body.pin) };
    return this.toReply(await this.controls.upsert(userId, values, now));
  }

  /** Removes limits and pin (account password). Removing none is no failure. */
  async remove(userId: string, password: string): Promise<void> {
    await this.password.require(userId, password);
    await this.controls.remove(userId);
  }

  private toReply(row: ViewerControlsRow): ViewerPin {
    const locked = row.pin_locked_until && row.pin_locked_until > this.now() ? row.pin_locked_until : null;
    return {
      age_rating: row.age_rating,
      tv_rating: row.tv_rating,
      country: row.country,
      ratings: videoLadder(row.country).ratings,
      pin_set: true,
      locked_until: locked ? locked.toISOString() : null,
    };
  }
}
