import type { Locale, PurchaseModel } from '@fanverse/contract';
import type { PurchasesContext } from '../purchases.factory';
import { notBuilt } from '../not-built';

/** An item as purchases show it: its title and the catalogue's entity (`object.data`). */
export interface ResolvedObject {
  title: string;
  data: Record<string, unknown>;
}

export const objectKey = (model: PurchaseModel, uuid: string) => `${model}:${uuid.toLowerCase()}`;

/**
 * Resolves episodes and books to their catalogue entities (through the item loaders the
 * catalogue modules register: `Episode`, `Book`), one query per model.
 */
export class PurchaseObjects {
  constructor(private readonly ctx: PurchasesContext) {}

  /** Found items by objectKey(model, uuid); unknown or deleted ones are absent. */
  async resolve(
    _refs: readonly { model: PurchaseModel; uuid: string }[],
    _lang: Locale,
  ): Promise<Map<string, ResolvedObject>> {
    void this.ctx;
    return notBuilt('PurchaseObjects.resolve');
  }
}
