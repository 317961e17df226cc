/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Injected by the build-id plugin in vite.config.ts; `dev` on the dev server. */
  readonly VITE_BUILD_ID: string;
  /** Arkose Labs public key, when the site uses Arkose captcha; unset means captcha stays off. */
  readonly VITE_ARKOSE_PUBLIC_KEY?: string;
  /** Domains whose links are followed without asking, comma separated (lib/navigation). */
  readonly VITE_OWNED_DOMAINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
