import type { CodedError } from '@fanverse/client';
import { useState } from 'react';
import { applyFieldErrors, codeText, routeErrors, type ErrorRouting } from './route-errors';

/**
 * The errors of a form's last call: `placeErrors` routes a failed call's errors onto their
 * fields (focusing the first) and keeps the rest for the form's alert region (`formErrors`).
 */
export function useServerErrors<F extends string>(
  setError: (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  routing: ErrorRouting<F>,
  order: readonly F[],
) {
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  return {
    formErrors,
    /** Shows these errors in the alert region (an error found before any call is made). */
    setFormErrors,
    clearErrors: () => setFormErrors([]),
    placeErrors: (error: unknown) =>
      setFormErrors(applyFieldErrors(setError, routeErrors(error, routing), order)),
  };
}

/** A react-hook-form `validate` for an account rule: the rule's code as the error text. */
export function ruleValidator<T>(problem: (value: T) => number | null): (value: T) => true | string {
  return (value) => {
    const code = problem(value);
    return code === null ? true : codeText(code);
  };
}
