/**
 * Known search-engine, social-preview and AI crawlers. Matched as tokens so that ordinary
 * browsers (including headless Chrome used for testing) never match by accident.
 */
const CRAWLER_TOKENS = [
  'googlebot',
  'google-inspectiontool',
  'adsbot-google',
  'mediapartners-google',
  'storebot-google',
  'apis-google',
  'feedfetcher-google',
  'bingbot',
  'bingpreview',
  'msnbot',
  'adidxbot',
  'slurp',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'yandeximages',
  'sogou',
  'exabot',
  'seznambot',
  'naverbot',
  'yeti',
  'petalbot',
  'applebot',
  'facebookexternalhit',
  'facebookcatalog',
  'facebot',
  'meta-externalagent',
  'twitterbot',
  'linkedinbot',
  'pinterestbot',
  'slackbot',
  'discordbot',
  'telegrambot',
  'whatsapp',
  'redditbot',
  'embedly',
  'semrushbot',
  'ahrefsbot',
  'mj12bot',
  'dotbot',
  'rogerbot',
  'screaming frog',
  'ia_archiver',
  'archive.org_bot',
  'gptbot',
  'chatgpt-user',
  'oai-searchbot',
  'claudebot',
  'perplexitybot',
  'ccbot',
  'bytespider',
  'amazonbot',
  'google-extended',
] as const;

const GENERIC = /\b(crawler|spider)\b/i;

export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const ua = userAgent.toLowerCase();
  return CRAWLER_TOKENS.some((token) => ua.includes(token)) || GENERIC.test(ua);
}
