import type { AppConfig } from '../../config/config';
import { ArkoseVerifier } from './arkose.verifier';
import { OffCaptchaVerifier, type CaptchaVerifier } from './captcha-verifier';
import { RecaptchaVerifier } from './recaptcha.verifier';

export interface CaptchaFields {
  recaptchaToken?: string;
  arkoseSession?: string;
}

/** The verifier CAPTCHA_PROVIDER names (config.ts refuses to start without its secret). */
export function createCaptchaVerifier(config: AppConfig, onError: (err: unknown) => void): CaptchaVerifier {
  switch (config.CAPTCHA_PROVIDER) {
    case 'recaptcha':
      return new RecaptchaVerifier({
        verifyUrl: config.RECAPTCHA_VERIFY_URL,
        secret: config.RECAPTCHA_SECRET ?? '',
        minScore: config.RECAPTCHA_MIN_SCORE,
        onError,
      });
    case 'arkose':
      return new ArkoseVerifier({
        verifyUrl: config.ARKOSE_VERIFY_URL,
        privateKey: config.ARKOSE_PRIVATE_KEY ?? '',
        onError,
      });
    default:
      return new OffCaptchaVerifier();
  }
}

/**
 * The token a request carries for the configured provider: arkose clients send `arkoseSession`,
 * Google ones `recaptchaToken` (spec accounts §5, captcha platform).
 */
export function captchaTokenOf(provider: AppConfig['CAPTCHA_PROVIDER'], body: CaptchaFields) {
  return provider === 'arkose' ? body.arkoseSession : body.recaptchaToken;
}
