import type { Series } from '@fanverse/contract';

/**
 * The series pages' addresses (agreed with the server's `url` fields): the series
 * `/series/{id}/{slug}`, a season `/season/{n}` and an episode `/episode/{number}` below it.
 */
export function seriesPath(series: Pick<Series, 'id' | 'slug'>): string {
  return `/series/${series.id}/${encodeURIComponent(series.slug)}`;
}

export function seasonPath(series: Pick<Series, 'id' | 'slug'>, seasonNumber: number): string {
  return `${seriesPath(series)}/season/${seasonNumber}`;
}

export function episodePath(series: Pick<Series, 'id' | 'slug'>, number: number): string {
  return `${seriesPath(series)}/episode/${number}`;
}

/**
 * The address with the series' real slug, when the one visited differs (a link that only knew
 * the title, or a renamed series); null when it is already right.
 */
export function canonicalPath(
  pathname: string,
  search: string,
  series: Pick<Series, 'id' | 'slug'>,
): string | null {
  const match = /^\/series\/([^/]+)\/([^/]*)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const [, , slug, rest = ''] = match;
  let visited: string;
  try {
    visited = decodeURIComponent(slug!);
  } catch {
    visited = slug!;
  }
  if (visited === series.slug) return null;
  return `${seriesPath(series)}${rest}${search}`;
}
