import type { Config } from "../../lib/config.ts";
import { type Issuer, loadIssuer } from "./issuer.ts";
import { statusListCache } from "./store.ts";

export type Credentials = {
  /** The issuer, its key loaded once (the first call; start-up makes it, so a wrong key stops the API there). */
  issuer(): Promise<Issuer>;
  /** A signed revocation list, signed again only when its bits changed. */
  statusList: ReturnType<typeof statusListCache>;
};

export function createCredentials(config: Pick<Config, "siteUrl" | "dataDir" | "credentialSigningKey">): Credentials {
  let issuer: Promise<Issuer> | null = null;
  return {
    issuer() {
      issuer ??= loadIssuer({ siteUrl: config.siteUrl, dataDir: config.dataDir, signingKey: config.credentialSigningKey });
      issuer.catch(() => {
        issuer = null;
      });
      return issuer;
    },
    statusList: statusListCache(),
  };
}
