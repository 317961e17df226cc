import { toApiError, type CodedError } from '@fanverse/client';

/**
 * Where a form shows each error of a failed call. Field-rule errors (6000–6005) carry the
 * server's `field`; mapped codes (1007 username taken, 1008 email taken…) do not, so a table
 * says which field they concern. Everything else is about the form as a whole.
 */
export interface ErrorRouting<F extends string> {
  /** Server field name → form field (`old_password` → `currentPassword`). */
  fields: Readonly<Record<string, F>>;
  /** Client error code → form field, for codes that name no field. */
  codes?: Readonly<Partial<Record<number, F>>>;
}

export interface RoutedErrors<F extends string> {
  /** The first error for each field, in the order the server listed them. */
  fieldErrors: Partial<Record<F, CodedError>>;
  /** Errors no field owns, shown in the form's alert region. */
  formErrors: CodedError[];
}

export function routeErrors<F extends string>(error: unknown, routing: ErrorRouting<F>): RoutedErrors<F> {
  const { errors } = toApiError(error);
  const fieldErrors: Partial<Record<F, CodedError>> = {};
  const formErrors: CodedError[] = [];
  for (const item of errors) {
    const field =
      (item.field !== undefined ? routing.fields[item.field] : undefined) ?? routing.codes?.[item.code];
    if (field === undefined) {
      if (!formErrors.some((known) => known.code === item.code)) formErrors.push(item);
    } else if (!fieldErrors[field]) {
      fieldErrors[field] = item;
    }
  }
  return { fieldErrors, formErrors };
}

/** The text a form keeps for a coded error: the code, so it is shown in the current language. */
export function codeText(code: number): string {
  return `code:${code}`;
}

/** Sets routed field errors on a react-hook-form form, focusing the first; returns the rest. */
export function applyFieldErrors<F extends string>(
  setError: (name: F, error: { type: string; message: string }, options: { shouldFocus: boolean }) => void,
  { fieldErrors, formErrors }: RoutedErrors<F>,
  order: readonly F[],
): CodedError[] {
  let focused = false;
  for (const field of order) {
    const item = fieldErrors[field];
    if (!item) continue;
    setError(field, { type: 'server', message: codeText(item.code) }, { shouldFocus: !focused });
    focused = true;
  }
  return formErrors;
}
