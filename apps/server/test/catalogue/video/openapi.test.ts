import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVideoTestApp, type VideoTestApp } from './video-test-app';

let t: VideoTestApp;
beforeAll(async () => {
  t = await buildVideoTestApp();
});
afterAll(async () => t.app.close());

const PATHS = [
  '/api/5/1/series/{series_id}',
  '/api/5/series/{series_id}/cast',
  '/api/5/series/{series_id}/seasons',
  '/api/5/series/{series_id}/seasons/{season_number}',
  '/api/5/series/{series_id}/episodes/',
  '/api/5/series/{series_id}/episodes/{episode_number}/',
  '/api/5/episode/{uuid}/',
  '/api/5/latestepisodes',
  '/api/5/2/clips/{uuid}',
  '/api/5/2/{object_type}/{object_uuid}/clips',
  '/api/5/2/{container_type}/{container_uuid}/{object_type}/{object_uuid}/clips',
  '/api/5/2/video/{uuid}/subtitles/',
  '/api/5/2/video/{uuid}/subtitles/{format}',
  '/api/5/2/video/{uuid}/subtitles/{format}/{code}',
  '/api/5/video/{series_id}.{episode_number}/subtitles/',
  '/api/5/video/{series_id}.{episode_number}/subtitles/{format}',
  '/api/5/2/search',
];

describe('OpenAPI description of the video catalogue', () => {
  it('documents every route under the catalogue tag with a summary and a description', async () => {
    const doc = (await t.get('/api/openapi.json')).json();
    for (const path of PATHS) {
      const op = doc.paths[path]?.get;
      expect(op, path).toBeDefined();
      expect(op.tags, path).toEqual(['catalogue']);
      expect(op.summary, path).toBeTruthy();
      expect(op.description, path).toBeTruthy();
    }
  });

  it('describes the search design and the subtitle file formats', async () => {
    const doc = (await t.get('/api/openapi.json')).json();
    const searchOp = doc.paths['/api/5/2/search'].get;
    expect(searchOp.description).toContain("to_tsquery('simple', $1)");
    expect(searchOp.description).toContain('prefix');
    const file = doc.paths['/api/5/2/video/{uuid}/subtitles/{format}/{code}'].get;
    expect(Object.keys(file.responses['200'].content).sort()).toEqual(['text/srt', 'text/vtt']);
  });
});
