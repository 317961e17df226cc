import type { Locale, PurchaseModel, ServerItemType } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';

/** An item as purchases show it: its title and the catalogue's entity (`object.data`). */
export interface ResolvedObject {
  title: string;
  data: Record<string, unknown>;
}

export const objectKey = (model: PurchaseModel, uuid: string) => `${model}:${uuid.toLowerCase()}`;

const ITEM_TYPE_OF: Record<PurchaseModel, ServerItemType> = { episode: 'Episode', book: 'Book' };
const MODEL_OF: Partial<Record<ServerItemType, PurchaseModel>> = { Episode: 'episode', Book: 'book' };

/**
 * Resolves episodes and books to their catalogue entities (through the item loaders the
 * catalogue modules register: `Episode`, `Book`), one query per model.
 */
export class PurchaseObjects {
  constructor(private readonly ctx: PurchasesContext) {}

  /** Found items by objectKey(model, uuid); unknown or deleted ones are absent. */
  async resolve(
    refs: readonly { model: PurchaseModel; uuid: string }[],
    lang: Locale,
  ): Promise<Map<string, ResolvedObject>> {
    const found = new Map<string, ResolvedObject>();
    if (refs.length === 0) return found;
    // One ref per item: the registry queries once per type whatever the list's length.
    const unique = new Map(refs.map((r) => [objectKey(r.model, r.uuid), r]));
    const items = await this.ctx.deps.items.resolve(
      [...unique.values()].map((r) => ({
        item_type: ITEM_TYPE_OF[r.model],
        item_uuid: r.uuid.toLowerCase(),
      })),
      lang,
    );
    for (const item of items) {
      const { item_type, ...data } = item as unknown as { item_type: ServerItemType } & Record<
        string,
        unknown
      >;
      const model = MODEL_OF[item_type];
      if (!model || typeof data.uuid !== 'string') continue;
      found.set(objectKey(model, data.uuid), {
        title: typeof data.title === 'string' ? data.title : '',
        data,
      });
    }
    return found;
  }
}
