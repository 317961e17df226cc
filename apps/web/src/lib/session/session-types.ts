import type { AccountCalls, SessionState } from '@fanverse/client';

export type {
  Agreement,
  AccountCalls,
  LoginInput,
  RegisterInput,
  SessionManager,
  SessionState,
  VisitorType,
} from '@fanverse/client';
export type { EmailStatus, Profile, ResendVerification } from '@fanverse/contract';

/** The accounts calls of the API client (spec accounts §7 "Accounts", "Agreements"). */
export type AccountsApi = AccountCalls;

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
