import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { subtitleSchema } from '@fanverse/contract';
import { buildVideoTestApp, firstError, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

const subtitleList = z.array(subtitleSchema);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('subtitle lists', () => {
  it('lists the languages of an episode video with srt file addresses by default', async () => {
    const video = t.fx.ferry.episodes[0]!.video_uuid;
    const res = await t.get(`/api/5/2/video/${video}/subtitles/`);
    expect(res.statusCode).toBe(200);
    expect(subtitleList.parse(res.json())).toEqual([
      { code: 'en', language: 'English', url: `/api/5/2/video/${video}/subtitles/srt/en` },
      { code: 'es', language: 'Spanish', url: `/api/5/2/video/${video}/subtitles/srt/es` },
    ]);
  });

  it('names languages in the request language and addresses the requested format', async () => {
    const video = t.fx.ferry.episodes[0]!.video_uuid;
    const res = await t.get(`/api/5/2/video/${video.toUpperCase()}/subtitles/vtt?trans=es`);
    expect(subtitleList.parse(res.json())).toEqual([
      { code: 'en', language: 'Inglés', url: `/api/5/2/video/${video}/subtitles/vtt/en` },
      { code: 'es', language: 'Español', url: `/api/5/2/video/${video}/subtitles/vtt/es` },
    ]);
  });

  it("lists a clip video's subtitles and answers [] for a video without any", async () => {
    const clip = await t.get(`/api/5/2/video/${t.fx.clips.trailer.video_uuid}/subtitles/srt`);
    expect(clip.json()).toEqual([
      {
        code: 'en',
        language: 'English',
        url: `/api/5/2/video/${t.fx.clips.trailer.video_uuid}/subtitles/srt/en`,
      },
    ]);
    const none = await t.get(`/api/5/2/video/${t.fx.ferry.episodes[1]!.video_uuid}/subtitles/`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('answers the same list at the legacy {series_id}.{episode_number} address', async () => {
    const video = t.fx.ferry.episodes[0]!.video_uuid;
    const legacy = await t.get(`/api/5/video/${t.fx.ferry.id}.1/subtitles/`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toEqual((await t.get(`/api/5/2/video/${video}/subtitles/`)).json());
    const vtt = subtitleList.parse(
      (await t.get(`/api/5/video/${t.fx.ferry.id}.1/subtitles/vtt?trans=es`)).json(),
    );
    expect(vtt.map((s) => s.url)).toEqual([
      `/api/5/2/video/${video}/subtitles/vtt/en`,
      `/api/5/2/video/${video}/subtitles/vtt/es`,
    ]);
    expect(vtt[1]?.language).toBe('Español');
  });

  it('answers coded errors for bad or unknown videos, episodes and formats', async () => {
    const cases: [string, number, string | number, string | undefined][] = [
      ['/api/5/2/video/abc/subtitles/', 400, 'INVALID_UUID', 'uuid'],
      [`/api/5/2/video/${UNKNOWN}/subtitles/docx`, 400, 8, 'format'],
      [`/api/5/2/video/${UNKNOWN}/subtitles/`, 404, 'RESOURCE_NOT_FOUND', undefined],
      // An episode's own uuid is not its video's uuid.
      [`/api/5/2/video/${t.fx.ferry.episodes[0]!.uuid}/subtitles/`, 404, 'RESOURCE_NOT_FOUND', undefined],
      ['/api/5/video/abc.1/subtitles/', 400, 'INVALID_SERIES_ID', 'series_id'],
      [`/api/5/video/${t.fx.ferry.id}.x/subtitles/`, 400, 'INVALID_EPISODE_NUMBER', 'episode_number'],
      [`/api/5/video/${t.fx.ferry.id}.1/subtitles/ass`, 400, 8, 'format'],
      [`/api/5/video/${t.fx.ferry.id}.99/subtitles/`, 404, 'RESOURCE_NOT_FOUND', undefined],
      ['/api/5/video/999999.1/subtitles/srt', 404, 'RESOURCE_NOT_FOUND', undefined],
    ];
    for (const [path, status, code, field] of cases) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(status);
      expect(firstError(res), path).toMatchObject(field ? { code, field } : { code });
    }
  });
});

describe('GET /api/5/2/video/{uuid}/subtitles/{format}/{code}', () => {
  const video = () => t.fx.ferry.episodes[0]!.video_uuid;

  it('writes the SubRip file from the stored cues', async () => {
    const res = await t.get(`/api/5/2/video/${video()}/subtitles/srt/en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/srt; charset=utf-8');
    expect(res.body).toBe(
      [
        '1',
        '00:00:01,000 --> 00:00:03,500',
        'All aboard.',
        '',
        '2',
        '00:00:04,250 --> 00:00:06,000',
        'Mind the <gap> & the tide.',
        'Hold on.',
        '',
        '3',
        '01:01:01,007 --> 01:01:02,000',
        'An hour in.',
        '',
      ].join('\n'),
    );
  });

  it('writes the WebVTT file, and UTF-8 text survives', async () => {
    const res = await t.get(`/api/5/2/video/${video()}/subtitles/vtt/en`);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(res.body).toBe(
      [
        'WEBVTT',
        '',
        '00:00:01.000 --> 00:00:03.500',
        'All aboard.',
        '',
        '00:00:04.250 --> 00:00:06.000',
        'Mind the &lt;gap&gt; &amp; the tide.',
        'Hold on.',
        '',
        '01:01:01.007 --> 01:01:02.000',
        'An hour in.',
        '',
      ].join('\n'),
    );
    const es = await t.get(`/api/5/2/video/${video()}/subtitles/vtt/es`);
    expect(es.body).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:03.500\nTodos a bordo.\n');
  });

  it('follows the addresses the list gives', async () => {
    const list = subtitleList.parse((await t.get(`/api/5/2/video/${video()}/subtitles/vtt`)).json());
    for (const subtitle of list) {
      const res = await t.get(subtitle.url);
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('WEBVTT\n')).toBe(true);
    }
  });

  it('answers coded errors for bad parts and missing languages', async () => {
    const cases: [string, number, string | number][] = [
      [`/api/5/2/video/${video()}/subtitles/srt/fr`, 400, 8],
      [`/api/5/2/video/${video()}/subtitles/txt/en`, 400, 8],
      [`/api/5/2/video/nope/subtitles/srt/en`, 400, 'INVALID_UUID'],
      [`/api/5/2/video/${t.fx.clips.trailer.video_uuid}/subtitles/srt/es`, 404, 'RESOURCE_NOT_FOUND'],
      [`/api/5/2/video/${UNKNOWN}/subtitles/vtt/en`, 404, 'RESOURCE_NOT_FOUND'],
    ];
    for (const [path, status, code] of cases) {
      const res = await t.get(path);
      expect(res.statusCode, path).toBe(status);
      expect(firstError(res)?.code, path).toBe(code);
    }
  });
});
