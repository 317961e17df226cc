const loading = new Map<string, Promise<void>>();

/**
 * Adds a third-party script once per page and resolves when it has loaded. A failed load is
 * forgotten, so a later attempt (the next submit) tries again.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const pending = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Fanverse: could not load ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, pending);
  return pending;
}
