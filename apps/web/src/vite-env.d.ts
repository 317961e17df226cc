/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Injected by the build-id plugin in vite.config.ts; `dev` on the dev server. */
  readonly VITE_BUILD_ID: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
