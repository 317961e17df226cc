import { AppError } from '../../errors/app-error';

/** Placeholder while a part is being written (removed before the issue lands). */
export function notBuilt(what: string): never {
  throw AppError.badRequest(8, `${what} is not built yet`);
}
