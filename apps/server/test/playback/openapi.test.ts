import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlaybackTestApp, type PlaybackTestApp } from './playback-test-app';

let t: PlaybackTestApp;
beforeAll(async () => {
  t = await buildPlaybackTestApp();
});
afterAll(async () => t.app.close());

const OPERATIONS: [string, string][] = [
  ['get', '/api/5/1/rights/{content_type}/{content_uuid}'],
  ['get', '/api/5/1/video_manifest_from_jwt/'],
  ['post', '/api/5/log/'],
  ['get', '/api/5/2/user/playback/{content_uuid}/position'],
];

describe('OpenAPI description of playback', () => {
  it('documents every playback route under the playback tag, with a summary, a description and its failures', async () => {
    const doc = (await t.get('/api/openapi.json')).json();
    for (const [method, path] of OPERATIONS) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags, path).toEqual(['playback']);
      expect(op.summary, path).toBeTruthy();
      expect(op.description, path).toBeTruthy();
      expect(
        Object.keys(op.responses).some((status) => status.startsWith('4')),
        path,
      ).toBe(true);
    }
    const manifest = doc.paths['/api/5/1/video_manifest_from_jwt/'].get;
    expect(Object.keys(manifest.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409']);
    for (const reason of ['JWT', 'S10', 'S07', 'S03', 'S04', 'S05', 'S02', 'S06', 'S01', 'S08']) {
      expect(manifest.description).toContain(`\`${reason}\``);
    }
    expect(doc.paths['/api/5/log/'].post.responses['202']).toBeDefined();
  });

  it('answers the log body’s field rules on OPTIONS, like every route that takes a body', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/5/log/' });
    expect(res.statusCode).toBe(200);
    const [rules] = res.json().rule_sets;
    expect(rules.page_domain).toMatchObject({
      required: true,
      type: 'string',
      min_length: 1,
      max_length: 253,
    });
    expect(rules.events).toMatchObject({ required: true, type: 'array' });
  });
});
