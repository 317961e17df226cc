import type { CastMember, Locale } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { CastRow } from './cast.repository';

/** Cast row → wire: the character name is the series' (and translated); names are never translated. */
export function toCastMember(row: CastRow, lang: Locale): CastMember {
  return {
    id: row.id,
    names: row.names,
    native_lang_name: row.native_lang_name,
    character_name: translated(
      { translations: row.role_translations },
      'character_name',
      row.character_name,
      lang,
    ),
    country: row.country,
    dob: row.dob,
    picture: artUrl('actors', row.asset_key, 'picture'),
    profile_picture: artUrl('actors', row.asset_key, 'profile'),
    silo: row.silo,
  };
}
