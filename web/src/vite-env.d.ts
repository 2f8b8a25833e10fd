/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform's base domain (e.g. `hearth.example`); needed on custom domains, where the host cannot tell it. */
  readonly VITE_BASE_DOMAIN?: string;
}
