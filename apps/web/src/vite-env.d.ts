/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Injected by the build-id plugin in vite.config.ts; `dev` on the dev server. */
  readonly VITE_BUILD_ID: string;
  /** Arkose Labs public key, when the site uses Arkose captcha; unset means captcha stays off. */
  readonly VITE_ARKOSE_PUBLIC_KEY?: string;
  /** Domains whose links are followed without asking, comma separated (lib/navigation). */
  readonly VITE_OWNED_DOMAINS?: string;
  /**
   * A consent script (OneTrust's, say) loaded instead of the built-in consent banner; unset, the
   * built-in one is shown (docs/consent.md).
   */
  readonly VITE_CONSENT_SCRIPT_URL?: string;
  /** The consent script's `data-domain-script` attribute (OneTrust's domain id), when it needs one. */
  readonly VITE_CONSENT_SCRIPT_DOMAIN_ID?: string;
  /** Spec §5: the share of client errors reported, `true`/`false` or a number 0 to 1; unset: 1. */
  readonly VITE_ERROR_SAMPLE_RATE?: string;
  /** Spec §4: the property name default page calls carry; unset: "Fanverse". */
  readonly VITE_ANALYTICS_PROPERTY_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
