import { CAPTCHA_PLATFORMS, type CaptchaPlatform } from '@fanverse/contract';

/** Spec §5: the configured captcha platform must be google or arkose; anything else is google. */
export function captchaPlatform(value: unknown): CaptchaPlatform {
  return CAPTCHA_PLATFORMS.find((platform) => platform === value) ?? 'google';
}

/** The payload field the captcha token travels in: Arkose sessions are not reCAPTCHA tokens. */
export function captchaField(platform: CaptchaPlatform): 'arkoseSession' | 'recaptchaToken' {
  return platform === 'arkose' ? 'arkoseSession' : 'recaptchaToken';
}
