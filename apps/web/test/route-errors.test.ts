import { ApiError, codedError } from '@fanverse/client';
import { describe, expect, it, vi } from 'vitest';
import {
  LOGIN_ERRORS,
  REGISTER_ERRORS,
  RESET_ERRORS,
  isDeliveryFailure,
} from '../src/features/auth/auth-errors';
import { PASSWORD_ERRORS, PROFILE_ERRORS } from '../src/features/account/account-errors';
import { applyFieldErrors, codeText, resolveErrorText, routeErrors } from '../src/lib/forms';
import { createI18n } from '../src/lib/i18n/i18n';

function failure(...items: { code: number; field?: string }[]) {
  return new ApiError({
    errors: items.map(({ code, field }) => codedError(code as 1000, 'en', { field })),
    sessionExpired: false,
    networkError: false,
  });
}

describe('routeErrors', () => {
  it('puts a field-rule error next to the field the server named', () => {
    const routed = routeErrors(failure({ code: 6003, field: 'username' }), REGISTER_ERRORS);
    expect(routed.fieldErrors.username?.code).toBe(6003);
    expect(routed.formErrors).toEqual([]);
  });

  it('maps the server field names to the form fields (old_password → currentPassword)', () => {
    const routed = routeErrors(failure({ code: 6000, field: 'old_password' }), PASSWORD_ERRORS);
    expect(Object.keys(routed.fieldErrors)).toEqual(['currentPassword']);
  });

  it('places codes without a field by the table: taken username, taken email, marketing country', () => {
    const routed = routeErrors(failure({ code: 1007 }, { code: 1008 }, { code: 1903 }), REGISTER_ERRORS);
    expect(routed.fieldErrors.username?.code).toBe(1007);
    expect(routed.fieldErrors.email?.code).toBe(1008);
    expect(routed.fieldErrors.marketingCountry?.code).toBe(1903);
  });

  it('keeps "wrong username or password" a form error on sign-in', () => {
    const routed = routeErrors(failure({ code: 1009 }), LOGIN_ERRORS);
    expect(routed.fieldErrors).toEqual({});
    expect(routed.formErrors.map((error) => error.code)).toEqual([1009]);
  });

  it('a wrong current password (1009) on a password change is the current password field', () => {
    expect(routeErrors(failure({ code: 1009 }), PASSWORD_ERRORS).fieldErrors.currentPassword?.code).toBe(
      1009,
    );
  });

  it('a bad reset link (1000) is the form’s; 1002 belongs to the confirmation', () => {
    const routed = routeErrors(failure({ code: 1000, field: 'token' }, { code: 1002 }), RESET_ERRORS);
    expect(routed.formErrors.map((error) => error.code)).toEqual([1000]);
    expect(routed.fieldErrors.confirmation?.code).toBe(1002);
  });

  it('the profile dob check (1902) lands on the date of birth', () => {
    expect(routeErrors(failure({ code: 1902, field: 'dob' }), PROFILE_ERRORS).fieldErrors.dob?.code).toBe(
      1902,
    );
  });

  it('keeps the first error per field and drops repeated form errors', () => {
    const routed = routeErrors(
      failure({ code: 1005 }, { code: 1021 }, { code: 9998 }, { code: 9998 }),
      REGISTER_ERRORS,
    );
    expect(routed.fieldErrors.username?.code).toBe(1005);
    expect(routed.formErrors.map((error) => error.code)).toEqual([9998]);
  });

  it('turns anything that is not an ApiError into 9999 for the form', () => {
    const routed = routeErrors(new TypeError('boom'), LOGIN_ERRORS);
    expect(routed.formErrors.map((error) => error.code)).toEqual([9999]);
  });
});

describe('applyFieldErrors', () => {
  it('sets each field error as its code, focusing only the first field in form order', () => {
    const setError = vi.fn();
    const rest = applyFieldErrors(
      setError,
      routeErrors(failure({ code: 1008 }, { code: 1007 }, { code: 1080 }), REGISTER_ERRORS),
      ['username', 'email', 'password', 'marketingLang', 'marketingCountry'],
    );
    expect(setError.mock.calls).toEqual([
      ['username', { type: 'server', message: 'code:1007' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'code:1008' }, { shouldFocus: false }],
    ]);
    expect(rest.map((error) => error.code)).toEqual([1080]);
  });
});

describe('resolveErrorText', () => {
  it('shows a kept code in the current language, so a language switch translates it too', () => {
    const en = createI18n('en', false);
    const es = createI18n('es', false);
    expect(resolveErrorText(codeText(1002), en.t, 'en')).toBe('Passwords do not match');
    expect(resolveErrorText(codeText(1002), es.t, 'es')).toBe('Las contraseñas no coinciden');
  });

  it('translates a translation key and passes other text through', () => {
    const en = createI18n('en', false);
    expect(resolveErrorText('account.profile.dobFuture', en.t, 'en')).toBe(
      "Date of birth can't be in the future",
    );
    expect(resolveErrorText('Something else', en.t, 'en')).toBe('Something else');
    expect(resolveErrorText(undefined, en.t, 'en')).toBe('');
  });
});

describe('forgot password failures shown to the visitor', () => {
  it('only the ones that mean the request never arrived', () => {
    expect(isDeliveryFailure([9998])).toBe(true);
    expect(isDeliveryFailure([1015])).toBe(true);
    expect(isDeliveryFailure([1014])).toBe(false);
    expect(isDeliveryFailure([9999])).toBe(false);
  });
});
