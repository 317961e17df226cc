import { CatalogueServerCode, type CmsPage, type Locale } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { toCmsPage } from './cms-page.mapper';
import type { CmsPagesRepository } from './cms-pages.repository';

export class CmsPagesService {
  constructor(private readonly pages: CmsPagesRepository) {}

  async get(slug: string, lang: Locale): Promise<CmsPage> {
    const row = await this.pages.findBySlug(slug);
    if (!row) throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No page has the slug ${slug}`);
    return toCmsPage(row, lang);
  }
}
