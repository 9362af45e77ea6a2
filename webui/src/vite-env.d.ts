/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the pharmaops API; empty means same origin (the embedded UI). */
  readonly VITE_API_BASE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
