import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import { PasswordHasher } from '../auth/passwords';
import { ServerSecretsRepository } from '../auth/server-secrets.repository';
import type { SessionService } from '../auth/session.service';
import { JwtSigner, SigningKeys } from '../auth/signing-key';
import { createThrottleStore } from '../auth/throttle-store';
import { createCaptchaVerifier } from '../captcha/create-captcha';
import { ClaimsRepository } from '../claims/claims.repository';
import { ClaimsService } from '../claims/claims.service';
import type { PremiumStateOf } from '../claims/premium-state';
import type { Mailer } from '../mail/mail-types';
import { AccountMail } from './account-mail';
import { AccountsRepository } from './accounts.repository';
import { AdxService } from './adx.service';
import { EmailVerificationService } from './email-verification.service';
import { LoginService } from './login.service';
import { PasswordPolicy } from './password-policy';
import { PasswordService } from './password.service';
import { ProfileService } from './profile.service';
import { RegistrationService } from './registration.service';

/** The longest an account stays locked after failed sign-ins, however many there were. */
const LOCK_CAP_SECONDS = 3_600;

type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/**
 * Wires the accounts, claims and captcha services (the accounts module). Everything they share
 * across instances lives in the database or Redis; nothing here is per-process state another
 * instance would need. The sessions and the configuration the routes read are passed through.
 */
export function createAccountsServices(
  db: Kysely<Database>,
  config: AppConfig,
  deps: { sessions: SessionService; mailer: Mailer; log: Log; premiumStateOf: PremiumStateOf },
) {
  const { sessions, log, premiumStateOf } = deps;
  const repo = new AccountsRepository(db);
  const hasher = new PasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
  });
  const policy = new PasswordPolicy(hasher, config.PASSWORD_REQUIRED_CLASSES);
  const keys = new SigningKeys(new ServerSecretsRepository(db), config.JWT_SECRET);
  const signer = new JwtSigner(keys);
  const throttle = createThrottleStore(config, (err) => log.warn({ err }, 'throttle store unavailable'));
  const captcha = createCaptchaVerifier(config, (err) => log.warn({ err }, 'captcha provider unavailable'));
  const mail = new AccountMail(deps.mailer, config.PUBLIC_URL, (err, template) =>
    log.error({ err, template }, 'account mail not sent'),
  );
  const claims = new ClaimsService(new ClaimsRepository(db), signer, premiumStateOf, config.PUBLIC_URL);
  const login = new LoginService(repo, hasher, sessions, claims, throttle, captcha, {
    maxFailures: config.LOGIN_MAX_FAILURES,
    lockSeconds: config.LOGIN_LOCKOUT_SECONDS,
    lockCapSeconds: LOCK_CAP_SECONDS,
    ipMaxFailures: config.LOGIN_IP_MAX_FAILURES,
    ipWindowSeconds: config.LOGIN_IP_WINDOW_SECONDS,
    captcha: config.CAPTCHA_PROVIDER === 'off' ? 'off' : config.LOGIN_CAPTCHA,
  });
  return {
    sessions,
    config,
    keys,
    signer,
    claims,
    login,
    registration: new RegistrationService(repo, hasher, policy, captcha, mail, login),
    passwords: new PasswordService(
      repo,
      hasher,
      policy,
      sessions,
      mail,
      throttle,
      config.PASSWORD_MIN_AGE_MINUTES,
    ),
    profile: new ProfileService(repo, mail),
    email: new EmailVerificationService(repo, mail),
    adx: new AdxService(repo, signer, keys, premiumStateOf, config.DEFAULT_COUNTRY),
    close: () => throttle.close(),
  };
}
export type AccountsServices = ReturnType<typeof createAccountsServices>;
