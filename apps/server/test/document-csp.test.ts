import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { seedDefaults } from '../src/db/seed-defaults';
import { artSourceOrigin, documentCsp } from '../src/plugins/security-headers';
import { createTestDatabase } from './helpers/test-database';

const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080' });
const imgSrc = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('img-src '));

describe('artSourceOrigin', () => {
  it('names the origin of an art base on another host', () => {
    expect(artSourceOrigin('https://cdn.art.example/media/')).toBe('https://cdn.art.example');
    expect(artSourceOrigin('http://10.0.0.5:9000/art')).toBe('http://10.0.0.5:9000');
    expect(artSourceOrigin('//img.example/')).toBe('img.example');
  });

  it('adds nothing for the site root, a site path, or a value that is no web address', () => {
    for (const base of ['/', '/cdn/art/', '', 'javascript:alert(1)', 'data:,x', 'https://', 'nonsense']) {
      expect(artSourceOrigin(base), base).toBeNull();
    }
  });
});

describe('documentCsp', () => {
  it("allows images from 'self' only, by default", () => {
    expect(imgSrc(documentCsp(config))).toBe("img-src 'self' data: blob:");
  });

  it("adds each consumer's art origin to img-src once, and nowhere else", () => {
    const csp = documentCsp(config, {
      artSourceUrls: [
        'https://cdn.art.example/media/',
        'https://cdn.art.example/other/',
        '/',
        'javascript:x',
      ],
    });
    expect(imgSrc(csp)).toBe("img-src 'self' data: blob: https://cdn.art.example");
    expect(csp.match(/cdn\.art\.example/g)).toHaveLength(1);
    expect(csp).toContain("script-src 'self';");
  });

  it("adds the operator's outside origins (a consent script) to scripts, styles, images, calls and frames", () => {
    const withThird = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:8080',
      CSP_THIRD_PARTY_ORIGINS: 'https://cdn.cookielaw.org, https://Geolocation.OneTrust.com',
    });
    const directives = documentCsp(withThird, { media: ['https://media.example/a.m3u8'] }).split('; ');
    const of = (name: string) => directives.find((d) => d.startsWith(`${name} `));
    const both = 'https://cdn.cookielaw.org https://geolocation.onetrust.com';
    expect(of('script-src')).toBe(`script-src 'self' ${both}`);
    expect(of('style-src')).toBe(`style-src 'self' 'unsafe-inline' ${both}`);
    expect(of('frame-src')).toBe(`frame-src ${both}`);
    expect(of('connect-src')).toBe(`connect-src 'self' https://media.example ${both}`);
    expect(of('img-src')).toBe(`img-src 'self' data: blob: https://media.example ${both}`);
    // None by default: no frames at all.
    expect(documentCsp(config)).not.toContain('frame-src');
  });

  it('refuses an outside origin that is not https, or has a path', () => {
    for (const bad of ['http://cdn.example', 'https://cdn.example/x.js', "https://a.example 'unsafe-eval'"])
      expect(() =>
        loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:8080', CSP_THIRD_PARTY_ORIGINS: bad }),
      ).toThrow(/CSP_THIRD_PARTY_ORIGINS/);
  });
});

describe('the served document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-csp-'));
    const dist = path.join(dataDir, 'dist');
    fs.mkdirSync(dist);
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Fanverse</title><div id="root"></div>',
    );
    const database = await createTestDatabase();
    await seedDefaults(database.db);
    // An operator pointed the consumer at a CDN, and added a second consumer on the site itself.
    await database.db
      .updateTable('consumers')
      .set({ art_source_url: 'https://cdn.art.example/fanverse/' })
      .where('name', '=', 'www')
      .execute();
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: dist }),
      database,
    });
  });
  afterAll(async () => app?.close());

  it("allows the consumer's art origin in the HTML document's img-src", async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(imgSrc(res.headers['content-security-policy'] as string)).toBe(
      "img-src 'self' data: blob: https://cdn.art.example",
    );
    const consumer = await app.inject({ url: '/api/5/consumer/www' });
    expect(consumer.json().art_source_url).toBe('https://cdn.art.example/fanverse/');
  });

  it('keeps API replies on the locked-down policy', async () => {
    const res = await app.inject({ url: '/api/5/consumer/www' });
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).not.toContain('cdn.art.example');
  });
});
