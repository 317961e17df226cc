import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildIdSchema,
  errorEnvelopeSchema,
  GenericCode,
  resolveLang,
  transQuerySchema,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

export interface AppFilesDeps {
  webDistDir: string;
}

const manifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string().optional() }),
  ),
});

const DESCRIPTION = {
  en: 'Series, comics and a community for fans.',
  es: 'Series, cómics y una comunidad para fans.',
};

/**
 * Files the web app polls. The build id is read from the deployed build on every request (a few
 * bytes, never cached) so that an open tab learns about a new deploy.
 */
/**
 * The web app's icons (apps/web/public, rendered by apps/web/scripts/render-icons.mjs): the round
 * mark for browsers, and a full-bleed version whose mark sits in the central safe zone for
 * launchers that cut icons to their own shape. Installing needs PNGs of 192 and 512 pixels.
 */
export const MANIFEST_ICONS = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export const appFilesRoutes: FastifyPluginAsyncZod<AppFilesDeps> = async (app, deps) => {
  app.get(
    '/build-id.json',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['app'],
        summary: 'Id of the deployed web build',
        response: { 200: buildIdSchema, 404: errorEnvelopeSchema },
      },
    },
    async (_request, reply) => {
      let raw: string;
      try {
        raw = await fs.readFile(path.join(deps.webDistDir, 'build-id.json'), 'utf8');
      } catch {
        throw AppError.notFound(GenericCode.API_NOT_FOUND, 'The web app has not been built');
      }
      reply.header('cache-control', 'no-cache, no-store');
      return buildIdSchema.parse(JSON.parse(raw));
    },
  );

  app.get(
    '/manifest.webmanifest',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['app'],
        summary: 'Web app manifest',
        querystring: transQuerySchema,
        response: { 200: manifestSchema },
      },
    },
    async (request, reply) => {
      const lang = resolveLang(request.query.trans);
      reply.type('application/manifest+json').header('cache-control', 'public, max-age=3600');
      return {
        name: 'Fanverse',
        short_name: 'Fanverse',
        description: DESCRIPTION[lang],
        lang,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0b0d17',
        theme_color: '#0b0d17',
        icons: MANIFEST_ICONS,
      };
    },
  );
};
