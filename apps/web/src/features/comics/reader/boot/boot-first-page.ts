import { bootMatureComic } from '../../../../lib/age-gate/boot-gate';
import { fetchAndOffer } from '../../../../lib/early-responses';
import { showsFirstPageAlone, tokenAllowsReading, type ReaderPlan } from './reader-plan';

/** ReaderView's FIRST_PAGE_MARK (restated: the boot must not load the reader's code). */
export const BOOT_FIRST_PAGE_MARK = 'fanverse:comic-first-page';
/** The attribute of the boot's stage: the reader removes it once its own first page is up. */
export const BOOT_STAGE_ATTRIBUTE = 'data-reader-boot';

interface BootImage {
  signed_url: string;
  width: number;
  height: number;
}

/**
 * Starts an anonymous visit's first page before the app: the book, the rights and then the first
 * download page (as the reader asks for them: the same addresses and quality), every answer
 * offered to the app's API client (lib/early-responses.ts), so the reader asks for none of them
 * again. When the reader opens on page 1 in the paged stage, the page is decoded and shown where
 * the reader will show it, in a stage of the boot's own that mirrors the reader's layout
 * (ComicReader.module.css: toolbar, stage, slider); the reader removes it once its own page is on
 * screen (boot-takeover.ts). Resolves once the page is painted, or early with nothing shown when
 * the visitor may not read (or not yet: a mature book before the age gate), the book opens
 * elsewhere, anything fails, or `cancelled()` says the app has started meanwhile.
 */
export async function bootFirstPage(
  plan: ReaderPlan,
  cancelled: () => boolean = () => false,
  doc: Document = document,
): Promise<void> {
  const get = fetchAndOffer;
  const book = get(plan.bookUrl)
    .then(async (reply) =>
      reply.ok ? ((await reply.json()) as { reading_direction?: unknown; age_rating?: unknown }) : null,
    )
    .catch(() => null);
  const rights = await get(plan.rightsUrl);
  if (!rights.ok) return;
  const { token } = (await rights.json()) as { token: string };
  if (!tokenAllowsReading(token)) return;
  const download = await get(plan.downloadUrl, token);
  if (!download.ok) return;
  const { images } = (await download.json()) as { images: BootImage[] };
  const first = images[0];
  const shown = await book;
  if (!first?.signed_url || !shown || !plan.opensOnFirstPage) return;
  if (!showsFirstPageAlone(plan.settings, shown.reading_direction)) return;
  // A mature book's page waits for the app's age gate (lib/age-gate/boot-gate.ts).
  if (!plan.ageGateOpen && bootMatureComic(shown)) return;

  const image = doc.createElement('img');
  image.alt = '';
  image.src = first.signed_url;
  await image.decode();
  if (cancelled()) return;
  const stage = paintStage(doc, image, first);
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      if (stage.isConnected) performance.mark(BOOT_FIRST_PAGE_MARK);
      resolve();
    });
  });
}

/**
 * The reader's frame drawn with the global styles' variables: a toolbar as tall as the reader's
 * (its buttons' minimum height), the stage, and the footer with the page slider and the row the
 * thumbnail strip keeps (its thumbnails come after the first page). The page is fitted in the stage as the reader fits it
 * (logic/transform.ts fitContent): centred, as large as the stage allows.
 */
function paintStage(doc: Document, image: HTMLImageElement, size: BootImage): HTMLElement {
  const stage = doc.createElement('div');
  stage.setAttribute(BOOT_STAGE_ATTRIBUTE, '');
  stage.setAttribute('aria-hidden', 'true');
  // Above the reader (z-index 50) until its own first page is up, and never in the way of input.
  stage.style.cssText =
    'position:fixed;inset:0;z-index:51;display:grid;grid-template-rows:auto 1fr auto;' +
    'background:#050509;pointer-events:none';
  const bar = 'background:#0b0b14e6;padding:var(--space-2) var(--space-3);min-width:0';
  const toolbar = doc.createElement('div');
  toolbar.style.cssText = `${bar};display:flex;border-bottom:1px solid var(--color-border)`;
  const button = doc.createElement('span');
  button.style.cssText =
    'display:inline-flex;min-height:2.5rem;border:1px solid transparent;padding:0 var(--space-3);visibility:hidden';
  button.textContent = '\u00a0';
  toolbar.append(button);
  const main = doc.createElement('div');
  main.style.cssText = 'position:relative;min-height:0;overflow:hidden';
  const footer = doc.createElement('div');
  footer.style.cssText = `${bar};display:grid;gap:var(--space-1);border-top:1px solid var(--color-border)`;
  const label = doc.createElement('label');
  const slider = doc.createElement('input');
  slider.type = 'range';
  slider.tabIndex = -1;
  slider.style.cssText = 'width:100%;visibility:hidden';
  label.append(slider);
  // The thumbnail strip's row, which the reader keeps from its first frame (global.css).
  const strip = doc.createElement('div');
  strip.style.cssText = 'height:var(--reader-strip-height)';
  footer.append(label, strip);
  stage.append(toolbar, main, footer);
  doc.body.append(stage);

  const place = () => {
    const room = main.getBoundingClientRect();
    const width = Math.max(1, size.width);
    const height = Math.max(1, size.height);
    const scale = Math.min(Math.max(1, room.width) / width, Math.max(1, room.height) / height);
    image.style.cssText =
      `position:absolute;max-width:none;background:#111;left:${(room.width - width * scale) / 2}px;` +
      `top:${(room.height - height * scale) / 2}px;width:${width * scale}px;height:${height * scale}px`;
  };
  place();
  main.append(image);
  // The reader refits whenever its stage changes size; so does the boot's page while it is up:
  // on a resize, and when the stylesheet (the spacing variables the bars use) arrives after the
  // page was first placed, which a slow machine shows as a jump at the takeover otherwise.
  const view = doc.defaultView;
  const Observer = view?.ResizeObserver;
  if (Observer) {
    const sizes = new Observer(() => (stage.isConnected ? place() : sizes.disconnect()));
    sizes.observe(main);
  } else {
    view?.addEventListener('resize', place);
    new MutationObserver((_, observer) => {
      if (stage.isConnected) return;
      view?.removeEventListener('resize', place);
      observer.disconnect();
    }).observe(doc.body, { childList: true });
  }
  return stage;
}
