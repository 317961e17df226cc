import type { FanverseClient, SessionState } from '@fanverse/client';

export type {
  Agreement,
  LoginInput,
  RegisterInput,
  SessionManager,
  SessionState,
  VisitorType,
} from '@fanverse/client';
export type { EmailStatus, Profile, ResendVerification } from '@fanverse/contract';

/**
 * The client areas a visitor acts through (spec accounts §7): `accounts`, `uploads`, `claims`
 * and `agreements`, as `api.accounts.login(...)`, `api.agreements.getTerms()`.
 */
export type AccountsApi = Pick<FanverseClient, 'accounts' | 'uploads' | 'claims' | 'agreements'>;

/** A captcha answer as forms hand it to login and register. */
export interface CaptchaAnswer {
  platform: 'google' | 'arkose';
  token: string;
}

/** The state before start-up has restored anything: nobody is signed in. */
export const ANONYMOUS_STATE: SessionState = {
  user: null,
  claims: null,
  profile: null,
  doubleOptInStatus: null,
  visitorType: 'anonymous',
};
