/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Express card-payment flow; on unless set to '0' at build time. */
  readonly VITE_FEATURE_EXPRESS_PAY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
