/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** Set by the build (astro.config): when this build was made. */
  readonly SITE_BUILT_AT?: string;
}

declare namespace App {
  interface Locals {
    locale: import("./i18n/index.ts").Locale;
    t: import("i18next").TFunction;
    user?: import("./lib/session.ts").SessionUser;
  }
}
