import { AccountCode, type Profile, type UpdateProfileBody } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { TOKEN_TTL_MS, type AccountMail, type PendingMail } from './account-mail';
import {
  checkChangedUsername,
  checkDob,
  checkEmail,
  checkGender,
  checkLocale,
  checkMarketingCountry,
  checkMarketingLang,
  checkPlainText,
} from './account-rules';
import {
  uniqueViolationOf,
  type AccountPatch,
  type AccountRow,
  type AccountsRepository,
} from './accounts.repository';
import { toProfile } from './profile.mapper';

const emailTaken = () =>
  AppError.badRequest(AccountCode.EMAIL_ADDRESS_TAKEN, 'This email address is already in use.', 'email');
const usernameTaken = () =>
  AppError.badRequest(AccountCode.USERNAME_UNAVAILABLE, 'That username is already taken.', 'username');

/** The signed-in member's profile: reading it, changing its fields, changing the username. */
export class ProfileService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly mail: AccountMail,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(userId: string): Promise<Profile> {
    return toProfile(await this.account(userId));
  }

  /**
   * Changes the fields sent. marketing_lang and marketing_country are checked first, before
   * anything else (spec §5: 1904, 1903); then dob (a real date in the past, INVALID_VALUE),
   * gender and locale (INVALID_VALUE_SELECTION), names and status (printable text, INVALID_VALUE), and email
   * (INVALID_VALUE, or EMAIL_ADDRESS_TAKEN). A new email address is unverified until its mailed
   * link is used; turning opt_in on mails a double opt-in link.
   */
  async update(userId: string, body: UpdateProfileBody): Promise<Profile> {
    const patch: AccountPatch = {};
    if (body.marketing_lang !== undefined) patch.marketing_lang = checkMarketingLang(body.marketing_lang);
    if (body.marketing_country !== undefined)
      patch.marketing_country = checkMarketingCountry(body.marketing_country);
    const now = this.now();
    if (body.dob !== undefined) patch.dob = body.dob === null ? null : checkDob(body.dob, now);
    if (body.gender !== undefined) patch.gender = checkGender(body.gender);
    if (body.locale !== undefined) patch.locale = checkLocale(body.locale);
    if (body.first_name !== undefined) patch.first_name = checkPlainText(body.first_name, 'first_name');
    if (body.last_name !== undefined) patch.last_name = checkPlainText(body.last_name, 'last_name');
    if (body.current_status !== undefined) {
      patch.current_status = checkPlainText(body.current_status, 'current_status');
    }
    if (body.answered_mature !== undefined) patch.answered_mature = body.answered_mature;
    if (body.partner_opt_in !== undefined) patch.partner_opt_in = body.partner_opt_in;
    const email = body.email === undefined ? undefined : checkEmail(body.email);

    const user = await this.account(userId);
    const emailChanged = email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
    if (email !== undefined && email !== user.email) patch.email = email;
    if (emailChanged) {
      if (await this.repo.emailTaken(email, user.id)) throw emailTaken();
      patch.email_verified = false;
      patch.email_verification_deadline = new Date(now.getTime() + TOKEN_TTL_MS.verify_email);
    }
    const optingIn = body.opt_in === true && !user.opt_in;
    if (body.opt_in !== undefined) {
      patch.opt_in = body.opt_in;
      // Confirmation belongs to one opt-in: opting out (or in anew) needs a new confirmation.
      if (body.opt_in !== user.opt_in) patch.double_opt_in = false;
    }

    let mails: PendingMail[] = [];
    try {
      mails = await this.repo.transaction(async (repo) => {
        await repo.update(user.id, patch);
        const next = { ...user, email: email ?? user.email };
        const pending: PendingMail[] = [];
        if (emailChanged) {
          await repo.retireTokens(user.id, 'verify_email', now);
          pending.push(await this.mail.issue(repo, 'verify_email', next, now));
        }
        if (optingIn) {
          await repo.retireTokens(user.id, 'double_opt_in', now);
          pending.push(await this.mail.issue(repo, 'double_opt_in', next, now));
        }
        return pending;
      });
    } catch (err) {
      if (uniqueViolationOf(err) === 'email') throw emailTaken();
      throw err;
    }
    await this.mail.send(...mails);
    return this.get(userId);
  }

  /**
   * Changes the username, in the codes of its mapping (spec §8 "Username update"):
   * MISSING_REQUIRED_VALUE, VALUE_TOO_LONG, VALUE_PATTERN_MISMATCH, USERNAME_UNAVAILABLE.
   * The member's own name in another case is allowed.
   */
  async changeUsername(userId: string, username: string | undefined): Promise<Profile> {
    const name = checkChangedUsername(username);
    const user = await this.account(userId);
    if (await this.repo.usernameTaken(name, user.id)) throw usernameTaken();
    try {
      await this.repo.update(user.id, { username: name });
    } catch (err) {
      if (uniqueViolationOf(err) === 'username') throw usernameTaken();
      throw err;
    }
    return this.get(userId);
  }

  private async account(userId: string): Promise<AccountRow> {
    const user = await this.repo.findById(userId);
    // The session outlived its account (deleted meanwhile): same answer as a dead session.
    if (!user) throw AppError.unauthenticated('Invalid Session');
    return user;
  }
}
