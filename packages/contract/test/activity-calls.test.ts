import { describe, expect, it } from 'vitest';
import {
  CONSUME_NEXT_DEFAULT_LIMIT,
  HISTORY_EPISODE_KEY_PATTERN,
  bulkConsumeNextBodySchema,
  consumeNextQuerySchema,
  historyMarkParamsSchema,
  historySearchBodySchema,
  nextObjectParamsSchema,
  parseContainerRef,
  videoHistoryQuerySchema,
} from '../src/index';

const UUID = '0b6f2a52-3c1e-4f7d-9a61-2f4a8c1d9e07';

describe('the user activity calls', () => {
  it('reads the feed query with the spec’s defaults and query booleans', () => {
    expect(consumeNextQuerySchema.parse({})).toEqual({
      include_books: true,
      include_videos: true,
      include_collections: true,
      limit: CONSUME_NEXT_DEFAULT_LIMIT,
      page: 1,
    });
    expect(
      consumeNextQuerySchema.parse({ include_books: 'false', include_videos: '0', limit: '5' }),
    ).toMatchObject({
      include_books: false,
      include_videos: false,
      limit: 5,
    });
    expect(consumeNextQuerySchema.safeParse({ include_books: 'maybe' }).success).toBe(false);
    expect(consumeNextQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('reads the video history query', () => {
    expect(videoHistoryQuerySchema.parse({ series_id: '4', skip_completed: 'true' })).toMatchObject({
      series_id: 4,
      skip_completed: true,
      limit: 20,
    });
  });

  it('takes a history mark as `{series}.{episode}` and a command', () => {
    expect(HISTORY_EPISODE_KEY_PATTERN.exec('4.12')?.slice(1)).toEqual(['4', '12']);
    expect(historyMarkParamsSchema.safeParse({ key: '4.', command: 'watched' }).success).toBe(false);
    expect(historyMarkParamsSchema.safeParse({ key: '4.1', command: 'rewatch' }).success).toBe(false);
    expect(historySearchBodySchema.safeParse({ video_ids: ['nope'] }).success).toBe(false);
  });

  it('names containers as `type:uuid` and checks next-item addresses', () => {
    expect(parseContainerRef(`comicseries:${UUID}`)).toEqual({ type: 'comicseries', uuid: UUID });
    expect(parseContainerRef(`season:${UUID}`)).toBeNull();
    expect(bulkConsumeNextBodySchema.safeParse([]).success).toBe(false);
    expect(
      nextObjectParamsSchema.safeParse({
        containerType: 'series',
        containerUuid: UUID,
        objectType: 'clip',
        objectUuid: UUID,
      }).success,
    ).toBe(false);
  });
});
