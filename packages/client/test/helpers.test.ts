import { describe, expect, it } from 'vitest';
import { captchaField, captchaPlatform, isValidSampleRate } from '../src';

describe('captcha helpers (spec §5)', () => {
  it('keeps google and arkose, and turns anything else into google', () => {
    expect(captchaPlatform('arkose')).toBe('arkose');
    expect(captchaPlatform('google')).toBe('google');
    expect(captchaPlatform('hcaptcha')).toBe('google');
    expect(captchaPlatform(undefined)).toBe('google');
    expect(captchaPlatform('ARKOSE')).toBe('google');
  });

  it('sends an arkose token as arkoseSession and a google one as recaptchaToken', () => {
    expect(captchaField('arkose')).toBe('arkoseSession');
    expect(captchaField('google')).toBe('recaptchaToken');
  });
});

describe('isValidSampleRate (spec §5)', () => {
  it.each([true, false, 0, 0.25, 1])('accepts %j', (value) => {
    expect(isValidSampleRate(value)).toBe(true);
  });

  it.each([-0.1, 1.5, Number.NaN, '0.5', null, undefined])('rejects %j', (value) => {
    expect(isValidSampleRate(value)).toBe(false);
  });
});
