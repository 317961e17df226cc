import { CatalogueServerCode, type Jsonbag, type Locale } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { toJsonbag } from './jsonbag.mapper';
import type { JsonbagKey, JsonbagsRepository } from './jsonbags.repository';

export class JsonbagsService {
  constructor(private readonly jsonbags: JsonbagsRepository) {}

  async get(key: JsonbagKey, lang: Locale): Promise<Jsonbag> {
    const row = await this.jsonbags.findOne(key);
    if (!row) {
      const what = 'slug' in key ? `slug ${key.slug}` : `uuid ${key.uuid}`;
      throw AppError.notFound(CatalogueServerCode.JSONBAG_NOT_FOUND, `No banner has the ${what}`);
    }
    return toJsonbag(row, lang);
  }
}
