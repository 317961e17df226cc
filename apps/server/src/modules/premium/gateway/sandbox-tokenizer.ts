import type { Kysely } from 'kysely';
import { GenericCode, type SandboxNonce, type SandboxTokenizeBody } from '@fanverse/contract';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { Clock } from '../premium-clock';
import { cardTypeOf, cvvLengthOf, nonceForNumber, passesLuhn } from './sandbox-cards';
import { sandboxId } from './sandbox-gateway';
import { SandboxRepository } from './sandbox.repository';

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
const MIN_DIGITS = 12;
const MAX_DIGITS = 19;

/**
 * The sandbox's stand-in for Braintree's hosted fields: turns a card typed into the web's card
 * form into a single-use nonce (`tokencc_sb_…`) that the payment-method call vaults. The
 * documented test cards (SANDBOX_TEST_CARDS) behave as their Braintree test nonce; any other
 * number that passes the Luhn check behaves as `fake-valid-nonce`. Only the first six and last
 * four digits are kept: never the full number, never the security code.
 */
export class SandboxTokenizer {
  private readonly repo: SandboxRepository;

  constructor(
    db: Kysely<Database>,
    private readonly now: Clock,
  ) {
    this.repo = new SandboxRepository(db);
  }

  async tokenize(body: SandboxTokenizeBody): Promise<SandboxNonce> {
    const digits = body.number.replace(/ /g, '');
    if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS || !passesLuhn(digits)) {
      throw invalid('This card number is not valid.', 'number');
    }
    const cardType = cardTypeOf(digits);
    if (body.cvv.length !== cvvLengthOf(cardType)) {
      throw invalid(`The security code of this card has ${cvvLengthOf(cardType)} digits.`, 'cvv');
    }
    const month = Number(body.expiration_month);
    const year = Number(body.expiration_year);
    const at = this.now();
    // A card is good through the last day of its month.
    const monthsLeft = (year - at.getUTCFullYear()) * 12 + (month - 1 - at.getUTCMonth());
    if (monthsLeft < 0) throw invalid('This card has expired.', 'expiration_month');

    const nonce = sandboxId('tokencc_sb', 16);
    const bin = digits.slice(0, 6);
    const last4 = digits.slice(-4);
    await this.repo.insertNonce({
      nonce,
      card_type: cardType,
      bin,
      last4,
      exp_month: month,
      exp_year: year,
      postal_code: body.postal_code ?? null,
      behaves_as: nonceForNumber(digits),
      created_at: at,
    });
    return { nonce, details: { card_type: cardType, bin, last_four: last4 } };
  }
}

const invalid = (message: string, field: string) =>
  AppError.badRequest(GenericCode.INVALID_PARAMETER, message, field);
