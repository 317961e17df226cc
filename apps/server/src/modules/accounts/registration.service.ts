import crypto from 'node:crypto';
import { AccountCode, type RegisterBody, type RegisterResult } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/passwords';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { AccountMail, PendingMail } from './account-mail';
import { TOKEN_TTL_MS } from './account-mail';
import {
  requireCredentials,
  checkEmail,
  checkMarketingCountry,
  checkMarketingLang,
  checkNewUsername,
  checkTraits,
  traitIsOn,
} from './account-rules';
import { uniqueViolationOf, type AccountsRepository } from './accounts.repository';
import { captchaFailed, type ClientMeta, type LoginService } from './login.service';
import type { PasswordPolicy } from './password-policy';

const usernameTaken = () =>
  AppError.badRequest(AccountCode.USERNAME_UNAVAILABLE, 'That username is already taken.', 'username');
const emailTaken = () =>
  AppError.badRequest(
    AccountCode.USER_ALREADY_EXISTS,
    'An account with this email address already exists.',
    'email',
  );

/**
 * Creating an account (spec accounts §4 "Registration", §5). Checks run cheapest first and the
 * captcha before anything that would tell whether a name or address is taken; each failure is a
 * 400 with its own code (the client maps a plain 400 to 1007, DF602 to 1021,
 * USER_ALREADY_EXISTS to 1008 and any captcha message to 1080).
 */
export class RegistrationService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly policy: PasswordPolicy,
    private readonly captcha: CaptchaVerifier,
    private readonly mail: AccountMail,
    private readonly login: LoginService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async register(
    input: RegisterBody,
    captchaToken: string | undefined,
    meta: ClientMeta & { lang: string },
  ): Promise<RegisterResult> {
    const body = { ...input, ...requireCredentials(input) };
    checkNewUsername(body.username);
    const email = checkEmail(body.email);
    const marketingLang = checkMarketingLang(body.marketing_lang ?? meta.lang);
    const marketingCountry = checkMarketingCountry(body.marketing_country ?? '');
    const traits = checkTraits(body.additional_traits);
    await this.policy.check(body.password, { username: body.username, email, recentHashes: [] });
    if (!(await this.captcha.verify(captchaToken, meta.ip))) throw captchaFailed();
    if (await this.repo.usernameTaken(body.username)) throw usernameTaken();
    if (await this.repo.emailTaken(email)) throw emailTaken();

    const now = this.now();
    const requiresReset = body.requires_password_reset ?? false;
    const optIn = traitIsOn(traits.opt_in);
    const account = {
      id: crypto.randomUUID(),
      guid: crypto.randomBytes(16).toString('hex'),
      username: body.username,
      email,
      password_hash: await this.hasher.hash(body.password),
      password_changed_at: now,
      requires_password_reset: requiresReset,
      email_verification_deadline: new Date(now.getTime() + TOKEN_TTL_MS.verify_email),
      locale: meta.lang,
      marketing_lang: marketingLang,
      marketing_country: marketingCountry,
      opt_in: optIn,
      partner_opt_in: traitIsOn(traits.partner_opt_in),
      additional_traits: traits,
      dob: null,
      avatar_path: null,
      banner_path: null,
      locked_until: null,
      created_at: now,
      updated_at: now,
    };
    let mails: PendingMail[];
    try {
      mails = await this.repo.transaction(async (repo) => {
        await repo.create(account);
        await repo.addPasswordHistory(account.id, account.password_hash, now);
        const pending = [await this.mail.issue(repo, 'verify_email', account, now)];
        if (optIn) pending.push(await this.mail.issue(repo, 'double_opt_in', account, now));
        return pending;
      });
    } catch (err) {
      // Two registrations racing for one name or address: the unique index decides.
      const taken = uniqueViolationOf(err);
      if (taken === 'username') throw usernameTaken();
      if (taken === 'email') throw emailTaken();
      throw err;
    }
    await this.mail.send(...mails);

    const session =
      body.login_on_success === 'true' && !requiresReset ? await this.login.openSession(account, meta) : null;
    return {
      user_guid: account.guid,
      username: account.username,
      email: account.email,
      requires_password_reset: requiresReset,
      session,
    };
  }
}
