import type { Config } from "../../lib/config.ts";
import type { SignOnProviders } from "./model.ts";

/** Mailed codes and links always work (the outbox keeps what SMTP cannot send); single sign-on only when configured. */
export function signOnProviders(config: Config): SignOnProviders {
  return {
    email_code: true,
    magic_link: true,
    oidc: config.oidc ? { id: config.oidc.providerId, name: config.oidc.name } : null,
  };
}
