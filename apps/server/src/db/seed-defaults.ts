import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Rows the product cannot start without: the `www` consumer (with its own random consumer
 * secret), the shop destinations the web app links to and the experiments it asks for.
 * Idempotent: existing rows (possibly edited by an operator) are left as they are.
 */
export async function seedDefaults(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('consumers')
    .values({
      name: 'www',
      consumer_secret: crypto.randomBytes(24).toString('base64url'),
      art_source_url: null,
      static_url: null,
      captcha_platform: 'google',
      recaptcha_site_key: '',
      akamai_license_key: '',
      drm_fairplay_url: '',
      drm_playready_url: '',
      drm_widevine_url: '',
      portal_id: 'fanverse-web',
      age_gate_age: 13,
      age_gate_block_timeout: 86_400,
    })
    .onConflict((c) => c.column('name').doNothing())
    .execute();

  await db
    .insertInto('shop_destinations')
    .values([
      { name: 'apparel', path: 'collections/apparel', reason: 'apparel' },
      { name: 'collectibles', path: 'collections/collectibles', reason: 'collectibles' },
      { name: 'comics', path: 'collections/comics', reason: 'comics' },
      { name: 'new-arrivals', path: 'collections/new-arrivals', reason: 'new-arrivals' },
    ])
    .onConflict((c) => c.column('name').doNothing())
    .execute();

  await db
    .insertInto('experiments')
    .values([
      {
        name: 'panel-reader-v2',
        enabled: false,
        is_public: true,
        description: 'Guided panel-by-panel reader',
      },
      { name: 'autoplay-next', enabled: true, is_public: true, description: 'Autoplay the next episode' },
      { name: 'staff-preview', enabled: true, is_public: false, description: 'Staff-only previews' },
    ])
    .onConflict((c) => c.column('name').doNothing())
    .execute();
}
