import { AccountCode, ServerCode, type LoginBody, type LoginResult } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { ThrottleStore } from '../auth/throttle-store';
import type { CaptchaVerifier } from '../captcha/captcha-verifier';
import type { ClaimsService } from '../claims/claims.service';
import type { AccountRow, AccountsRepository, LoginAccount } from './accounts.repository';
import { hasNul } from './account-rules';

export interface LoginPolicy {
  /** Failed sign-ins in a row that lock an account. */
  maxFailures: number;
  /** The first lock's length; each further failure doubles it, up to `lockCapSeconds`. */
  lockSeconds: number;
  lockCapSeconds: number;
  /** Failed sign-ins one address may make per window (0: no limit). */
  ipMaxFailures: number;
  ipWindowSeconds: number;
  /** `off`: never ask; `optional`: check a captcha token when one is sent; `required`: always. */
  captcha: 'off' | 'optional' | 'required';
}

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

const invalidLogin = () => AppError.badRequest(AccountCode.INVALID_LOGIN, 'Invalid username or password.');
const locked = () =>
  new AppError(
    403,
    AccountCode.INVALID_LOGIN_LOCKED,
    'Account locked after too many failed sign-ins. Try again later.',
  );

/**
 * Signing in and out. An unknown name and a wrong password answer the same 400 INVALID_LOGIN
 * after the same work (one argon2 check); repeated failures lock the account with a growing
 * back-off (403 INVALID_LOGIN_LOCKED) and, per address, answer 429 TOO_MANY_REQUESTS.
 */
export class LoginService {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly claims: ClaimsService,
    private readonly throttle: ThrottleStore,
    private readonly captcha: CaptchaVerifier,
    private readonly policy: LoginPolicy,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(body: LoginBody, captchaToken: string | undefined, meta: ClientMeta): Promise<LoginResult> {
    const ipKey = `login-failures:${meta.ip}`;
    const { ipMaxFailures, ipWindowSeconds } = this.policy;
    if (ipMaxFailures > 0 && (await this.throttle.count(ipKey)) >= ipMaxFailures) {
      throw new AppError(
        429,
        ServerCode.TOO_MANY_REQUESTS,
        'Too many failed sign-ins from this address. Try again later.',
      );
    }
    await this.checkCaptcha(captchaToken, meta.ip);

    const failed = async () => {
      if (ipMaxFailures > 0) await this.throttle.increment(ipKey, ipWindowSeconds * 1000);
    };
    const user = await this.findAccount(body);
    if (!user) {
      await this.hasher.verifyDummy(body.password);
      await failed();
      throw invalidLogin();
    }
    const now = this.now();
    if (user.locked_until && user.locked_until > now) {
      await failed();
      throw locked();
    }
    const check = await this.hasher.verify(user.password_hash, body.password);
    if (!check.ok) {
      await failed();
      const state = await this.repo.recordFailedLogin(user.id, {
        maxFailures: this.policy.maxFailures,
        baseSeconds: this.policy.lockSeconds,
        capSeconds: this.policy.lockCapSeconds,
        now,
      });
      throw state.lockedUntil ? locked() : invalidLogin();
    }
    if (check.needsRehash) {
      await this.repo.update(user.id, { password_hash: await this.hasher.hash(body.password) });
    }
    if (user.failed_logins > 0 || user.locked_until) await this.repo.clearFailedLogins(user.id);
    return this.openSession(user, meta);
  }

  /**
   * A new session for an account whose credentials were just proven (login, registration). A
   * full account row is used for the claims as it is; otherwise they are read afresh.
   */
  async openSession(
    user: Pick<AccountRow, 'id' | 'guid'> | LoginAccount,
    meta: ClientMeta,
  ): Promise<LoginResult> {
    const session = await this.sessions.open(user.id, meta);
    const jwt =
      'user_claims' in user ? await this.claims.tokenForSubject(user) : await this.claims.tokenFor(user.id);
    return { jwt, session_id: session.token, user_guid: user.guid };
  }

  /** Ends the session the token names; an unknown or expired one counts as ended too. */
  async logout(token: string | null): Promise<void> {
    if (token) await this.sessions.revokeToken(token);
  }

  private async checkCaptcha(token: string | undefined, ip: string) {
    const { captcha } = this.policy;
    if (captcha === 'off' || (captcha === 'optional' && !token)) return;
    if (!(await this.captcha.verify(token, ip))) throw captchaFailed();
  }

  /** By email when the body names one; by username otherwise, then by email if it looks like one. */
  private async findAccount(body: LoginBody): Promise<LoginAccount | undefined> {
    if ('email' in body)
      return hasNul(body.email) ? undefined : this.repo.findForLogin('email', body.email.trim());
    if (hasNul(body.username)) return undefined;
    const byName = await this.repo.findForLogin('username', body.username);
    if (byName || !body.username.includes('@')) return byName;
    return this.repo.findForLogin('email', body.username.trim());
  }
}

/** Any captcha failure; the message contains 'Captcha', which the client maps to 1080. */
export function captchaFailed() {
  return AppError.badRequest(
    AccountCode.CAPTCHA_FAILED,
    'Captcha verification failed. Please try again.',
    'captcha',
  );
}
