import { GenericCode, ServerCode, type ErrorDetails } from '@fanverse/contract';

/**
 * The one error type services throw. The error handler turns it into the envelope of DESIGN.md;
 * nothing else decides status codes or wire codes.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly field?: string,
    /** Written into errors[0] beside the code (a locked title's rating, the pin tries left). */
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(code: string | number, message: string) {
    return new AppError(404, code, message);
  }

  static badRequest(code: string | number, message: string, field?: string) {
    return new AppError(400, code, message, field);
  }

  static invalidParameter(field: string, message = `Invalid parameter: ${field}`) {
    return new AppError(400, GenericCode.INVALID_PARAMETER, message, field);
  }

  /** The database was lost or refused the connection: temporary, the request may be repeated. */
  static databaseUnavailable() {
    return new AppError(
      503,
      ServerCode.DATABASE_UNAVAILABLE,
      'The database is unavailable; try again shortly.',
    );
  }

  static unauthenticated(message = 'Authentication credentials were not provided.') {
    return new AppError(401, ServerCode.UNAUTHENTICATED, message);
  }
}
