import type { FastifyRequest } from 'fastify';
import type { PageRequest } from '../catalogue/page';

/** The paging of a parsed `pageQuerySchema` query, as services take it. */
export const pageOf = (query: { page: number; page_size: number }): PageRequest => ({
  page: query.page,
  pageSize: query.page_size,
});

/** The request's path without its query: the `url` of page links. */
export const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
