/**
 * The one error type services throw. The error handler turns it into the envelope of DESIGN.md;
 * nothing else decides status codes or wire codes.
 */
export declare class AppError extends Error {
  readonly status: number;
  readonly code: string | number;
  readonly field?: string | undefined;
  constructor(status: number, code: string | number, message: string, field?: string | undefined);
  static notFound(code: string | number, message: string): AppError;
  static badRequest(code: string | number, message: string, field?: string): AppError;
  static invalidParameter(field: string, message?: string): AppError;
  static unauthenticated(message?: string): AppError;
}
