import type { CollectionItem } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Rail } from '../../../components/catalogue';
import { useObjectClips } from '../api/get-object-clips';

/** The trailers, previews and extras of a series, as a rail of clip tiles. */
export function SeriesClips({ seriesUuid }: { seriesUuid: string }) {
  const { t } = useTranslation();
  const clips = useObjectClips('series', seriesUuid);
  if (!clips.data || clips.data.values.length === 0) return null;
  const items: CollectionItem[] = clips.data.values.map((clip) => ({ ...clip, item_type: 'Clip' as const }));
  return <Rail title={t('catalogue.series.clips')} items={items} shape="landscape" />;
}
