/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform's base domain (e.g. `hearth.example`); needed on custom domains, where the host cannot tell it. */
  readonly VITE_BASE_DOMAIN?: string;
}

/** Swagger UI's self-contained ES bundle (swagger-ui-dist ships no types): the reference page's renderer. */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  const SwaggerUIBundle: (options: { spec: unknown; domNode: HTMLElement; [option: string]: unknown }) => unknown;
  export default SwaggerUIBundle;
}
