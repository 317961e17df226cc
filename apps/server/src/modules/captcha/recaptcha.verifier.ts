import { postForJson, type CaptchaVerifier } from './captcha-verifier';

export interface RecaptchaOptions {
  verifyUrl: string;
  secret: string;
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); lower scores fail. */
  minScore: number;
  onError: (err: unknown) => void;
}

/**
 * Google reCAPTCHA (siteverify): form-encoded `secret`, `response`, `remoteip`; the reply says
 * `success` and, for v3, a `score`. A v2 reply has no score and passes on `success` alone.
 */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly opts: RecaptchaOptions) {}

  async verify(token: string | undefined, ip: string): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.opts.secret, response: token, remoteip: ip });
    const reply = (await postForJson(
      this.opts.verifyUrl,
      { body: body.toString(), contentType: 'application/x-www-form-urlencoded' },
      this.opts.onError,
    )) as { success?: unknown; score?: unknown } | undefined;
    if (reply?.success !== true) return false;
    return typeof reply.score !== 'number' || reply.score >= this.opts.minScore;
  }
}
