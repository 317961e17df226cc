import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';

/*
 * The app's `useTranslation`: react-i18next's hook for what the app takes of it (`t` and
 * `i18n`), without its cost at mount. Since react-i18next 16.3 the hook copies every property of
 * the i18n instance into a new object for each component that mounts (for the React Compiler,
 * which this app does not use): on the home page, with a tile per item, that was the largest
 * single function of the hydration (docs/first-view.md "Translations"). Here every component
 * shares one `t` per instance and language, and re-renders when the language changes, as the
 * library's does. The instance is the provider's (I18nextProvider) or the app's own.
 */

type T = TFunction<'translation', undefined>;

const fixedTs = new WeakMap<I18n, Map<string, T>>();

/**
 * What a render reads: the language and the one it resolved to (a language whose catalogue
 * arrives later resolves to English until then, and changes nothing else when it does).
 */
const snapshotOf = (i18n: I18n) => `${i18n.language}|${i18n.resolvedLanguage ?? ''}`;

/** One `t` per instance and snapshot: its identity changes with the language, as memo wants. */
function fixedT(i18n: I18n, snapshot: string): T {
  let bySnapshot = fixedTs.get(i18n);
  if (!bySnapshot) fixedTs.set(i18n, (bySnapshot = new Map()));
  let t = bySnapshot.get(snapshot);
  if (!t) {
    t = i18n.getFixedT(i18n.language) as T;
    bySnapshot.set(snapshot, t);
  }
  return t;
}

export function useTranslation(): { t: T; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const read = () => snapshotOf(i18n);
  const t = fixedT(i18n, useSyncExternalStore(subscribe, read, read));
  return useMemo(() => ({ t, i18n }), [t, i18n]);
}
