import { createContext, type ComponentType } from 'react';
import type { ConsentUiProps } from './ConsentUi';

/**
 * What the first render of the consent UI must show (docs/first-view.md "The consent banner"):
 * whether the server rendered the banner into the page (a visitor whose request carried no
 * consent choice), so that the browser's hydrating render produces the same markup. The server
 * passes the banner's component itself (its render cannot wait for a lazy chunk); the browser
 * hydrates with the lazy one, and React keeps the server's markup until that chunk is in.
 */
export interface FirstViewConsent {
  banner: boolean;
  Ui?: ComponentType<ConsentUiProps>;
}

export const NO_FIRST_VIEW_BANNER: FirstViewConsent = { banner: false };

export const FirstViewConsentContext = createContext<FirstViewConsent>(NO_FIRST_VIEW_BANNER);
