/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: import("./i18n/index.ts").Locale;
    t: import("i18next").TFunction;
    user?: import("./lib/session.ts").SessionUser;
  }
}
