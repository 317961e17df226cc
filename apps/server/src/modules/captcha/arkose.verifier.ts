import { postForJson, type CaptchaVerifier } from './captcha-verifier';

export interface ArkoseOptions {
  verifyUrl: string;
  privateKey: string;
  onError: (err: unknown) => void;
}

/**
 * Arkose Labs Verify API v4: JSON `private_key` and `session_token` (the client's
 * `arkoseSession`); the session passes when `session_details.solved` is true.
 */
export class ArkoseVerifier implements CaptchaVerifier {
  constructor(private readonly opts: ArkoseOptions) {}

  async verify(token: string | undefined, _ip: string): Promise<boolean> {
    if (!token) return false;
    const reply = (await postForJson(
      this.opts.verifyUrl,
      {
        body: JSON.stringify({ private_key: this.opts.privateKey, session_token: token }),
        contentType: 'application/json',
      },
      this.opts.onError,
    )) as { session_details?: { solved?: unknown } } | undefined;
    return reply?.session_details?.solved === true;
  }
}
