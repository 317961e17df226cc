import { GenericCode, type Page } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Row offset of a page (pages are 1-based). */
export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** Pages needed for `count` rows; an empty list still has its (empty) first page. */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** A page past the last one is 404 with generic code 5 (the client's 5005 "Page does not exist"). */
export function assertPageExists({ page, pageSize }: PageRequest, count: number): void {
  if (page > pageCount(count, pageSize)) {
    throw AppError.notFound(GenericCode.PAGE_NOT_FOUND, `Page ${page} does not exist`);
  }
}

/**
 * The DESIGN.md page envelope. `url` is the request path (without query); the links repeat the
 * request's other query parameters so that following `next` keeps the same sort and language.
 */
export function toDefaultPage<T>(
  values: T[],
  count: number,
  request: PageRequest,
  url: string,
  query: Record<string, string | number | undefined> = {},
): Page<T> {
  const numPages = pageCount(count, request.pageSize);
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && key !== 'page') params.set(key, String(value));
    }
    params.set('page', String(page));
    params.set('page_size', String(request.pageSize));
    return `${url}?${params.toString()}`;
  };
  return {
    count,
    num_pages: numPages,
    page: request.page,
    page_size: request.pageSize,
    values,
    links: {
      next: request.page < numPages ? link(request.page + 1) : null,
      prev: request.page > 1 ? link(request.page - 1) : null,
      url,
    },
  };
}
