import { useEffect } from 'react';

/**
 * App side of the reader boot (src/reader-boot.ts): the first page the boot painted stays over
 * the reader until the reader's own first page is on screen, then goes in the same frame, so
 * the page never blinks. The boot's stage is found by its attribute (boot-first-page.ts
 * BOOT_STAGE_ATTRIBUTE, restated: the reader's chunk must not import the boot's entry).
 */
const STAGE_SELECTOR = '[data-reader-boot]';

export function removeBootStage(doc: Document = document): void {
  for (const stage of doc.querySelectorAll(STAGE_SELECTOR)) stage.remove();
}

/**
 * Removes the boot's page once `ready` (the reader's page is shown and fitted, or the reader
 * shows something else: an error, the wall): in the next frame, which paints the reader's page
 * and the boot stage's absence together. Leaving the reader removes it too.
 */
export function useBootStageTakeover(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => removeBootStage());
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  useEffect(() => () => removeBootStage(), []);
}
