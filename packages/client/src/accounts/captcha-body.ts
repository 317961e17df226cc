import { captchaField, captchaPlatform } from '../helpers/captcha';
import type { CaptchaInput } from './account-inputs';

export interface CaptchaBody {
  recaptchaToken?: string;
  arkoseSession?: string;
}

/** The wire fields of a captcha answer; empty tokens are left out (captcha may be off). */
export function captchaBody(input: CaptchaInput): CaptchaBody {
  const body: CaptchaBody = {};
  if (input.captchaToken) body.recaptchaToken = input.captchaToken;
  if (input.arkoseSession) body.arkoseSession = input.arkoseSession;
  if (input.captcha?.token) body[captchaField(captchaPlatform(input.captcha.platform))] = input.captcha.token;
  return body;
}

/** The input without its captcha fields, so what remains can be sent as it is. */
export function withoutCaptcha<T extends CaptchaInput>(input: T): Omit<T, keyof CaptchaInput> {
  const { captcha: _captcha, captchaToken: _token, arkoseSession: _session, ...rest } = input;
  return rest;
}
