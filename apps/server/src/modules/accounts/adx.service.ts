import crypto from 'node:crypto';
import { ADX_USE_CASES, AccountCode } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { JwtSigner, SigningKeys } from '../auth/signing-key';
import type { PremiumStateOf } from '../claims/premium-state';
import type { AccountRow, AccountsRepository } from './accounts.repository';

export const ADX_AUDIENCE = 'fanverse-adx';
export const ADX_TTL_SECONDS = 15 * 60;
/** The secret mixed into hashed user ids, so partners cannot link them back by guessing. */
export const ADX_SALT_NAME = 'adx_analytics_salt';

type UseCase = (typeof ADX_USE_CASES)[number];
type UserType = 'anonymous' | 'registered' | 'premium';

const BRACKETS: [maxAge: number, label: string][] = [
  [12, 'under_13'],
  [17, '13-17'],
  [24, '18-24'],
  [34, '25-34'],
  [44, '35-44'],
  [54, '45-54'],
  [64, '55-64'],
];

/** The age bracket of a date of birth (YYYY-MM-DD) on `today`, or null without one. */
export function ageBracket(dob: string | null, today: Date): string | null {
  if (!dob) return null;
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  const t = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const age = t[0]! - y - (t[1]! < m || (t[1] === m && t[2]! < d) ? 1 : 0);
  return BRACKETS.find(([max]) => age <= max)?.[1] ?? '65+';
}

/**
 * POST /api/users/adx/: a signed, short-lived JWT (HS256, 15 min, audience `fanverse-adx`)
 * carrying only what one use case may share with an ad or analytics partner:
 * - ad_targeting: user_type, country (marketing country, else the visitor's), age_bracket.
 * - analytics: user_guid hashed (sha256 hex of guid + a server secret; null for visitors), user_type.
 * Anonymous visitors get it too, as user_type `anonymous`.
 */
export class AdxService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly signer: JwtSigner,
    private readonly keys: SigningKeys,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly defaultCountry: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async encode(useCase: string, userId: string | null, visitorCountry?: string): Promise<string> {
    if (!(ADX_USE_CASES as readonly string[]).includes(useCase)) {
      throw AppError.badRequest(
        AccountCode.INVALID_USE_CASE,
        `Unknown use case; use one of ${ADX_USE_CASES.join(', ')}.`,
        'use_case',
      );
    }
    const user = userId ? await this.repo.findById(userId) : undefined;
    const userType: UserType = !user
      ? 'anonymous'
      : (await this.premiumStateOf(user.id)).isPremium
        ? 'premium'
        : 'registered';
    const data =
      (useCase as UseCase) === 'ad_targeting'
        ? {
            user_type: userType,
            country: this.countryOf(user, visitorCountry),
            age_bracket: ageBracket(user?.dob ?? null, this.now()),
          }
        : { user_guid: user ? await this.hashedGuid(user.guid) : null, user_type: userType };
    return this.signer.sign(
      { use_case: useCase, ...data },
      { audience: ADX_AUDIENCE, ttlSeconds: ADX_TTL_SECONDS },
    );
  }

  private countryOf(user: AccountRow | undefined, visitorCountry?: string): string {
    if (user?.marketing_country) return user.marketing_country;
    const geo = visitorCountry?.trim().toUpperCase();
    return geo && /^[A-Z]{2}$/.test(geo) ? geo : this.defaultCountry;
  }

  private async hashedGuid(guid: string): Promise<string> {
    const salt = Buffer.from(await this.keys.secret(ADX_SALT_NAME)).toString('hex');
    return crypto
      .createHash('sha256')
      .update(guid + salt)
      .digest('hex');
  }
}
