import type { CollectionItem, Locale, Page, ServerItemType } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ItemLoaderRegistry } from '../catalogue/item-loaders';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import { ContentLimits } from '../parental/content-limits';
import type { PageContext } from './page-context';
import { SEARCH_KINDS, type SearchRepository, type SearchTable } from './search.repository';
import { toTsQuery } from './search-query';

/** The item types search covers and the table each is found in (comics resolve through their loaders). */
const SEARCHABLE: ReadonlyArray<{ type: ServerItemType; table: SearchTable }> = [
  { type: 'Series', table: 'series' },
  { type: 'Episode', table: 'episodes' },
  { type: 'Clip', table: 'clips' },
  { type: 'ComicSeries', table: 'comic_series' },
  { type: 'Book', table: 'comic_books' },
];

const TYPE_OF_KIND = new Map<number, ServerItemType>(
  SEARCHABLE.map(({ type, table }) => [SEARCH_KINDS[table], type]),
);

export interface SearchRequest extends PageRequest {
  q: string;
  types?: readonly string[];
}

export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly items: ItemLoaderRegistry,
  ) {}

  /** Under parental `limits`, titles above them are left out in SQL (counts stay right). */
  async find(
    request: SearchRequest,
    lang: Locale,
    context: PageContext,
    limits: ContentLimits = ContentLimits.NONE,
  ): Promise<Page<CollectionItem>> {
    const tsquery = toTsQuery(request.q);
    if (!tsquery) throw AppError.invalidParameter('q', 'q: type letters or digits to search for');
    const tables = SEARCHABLE.filter(({ type }) => !request.types || request.types.includes(type)).map(
      ({ table }) => table,
    );
    const { total, hits } = await this.search.search(
      tsquery,
      tables,
      pageOffset(request),
      request.pageSize,
      limits,
    );
    assertPageExists(request, total);
    const values = await this.items.resolve(
      hits.map((hit) => ({ item_type: TYPE_OF_KIND.get(hit.kind)!, item_uuid: hit.uuid })),
      lang,
      limits,
    );
    return toDefaultPage(values, total, request, context.url, context.query);
  }
}
