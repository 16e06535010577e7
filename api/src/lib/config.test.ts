import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: "development", port: 3000, siteUrl: "http://localhost:4321", databaseUrl: undefined, seedDemo: true });
    expect(config.dataDir.endsWith(".data")).toBe(true);
    expect(config.trustedOrigins).toEqual(["http://localhost:4321"]);
  });

  it("honours API_PORT, SITE_PORT, DATA_DIR and DATABASE_URL", () => {
    const config = loadConfig({ API_PORT: "3100", SITE_PORT: "4400", DATA_DIR: "/tmp/gp", DATABASE_URL: "postgres://localhost/gp" });
    expect(config).toMatchObject({ port: 3100, siteUrl: "http://localhost:4400", dataDir: "/tmp/gp", databaseUrl: "postgres://localhost/gp" });
  });

  it("refuses bad values with a clear message", () => {
    expect(() => loadConfig({ API_PORT: "http" })).toThrow(new ConfigError("API_PORT must be a port number."));
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow("BETTER_AUTH_SECRET must be set to at least 32 characters.");
  });

  it("mails contact messages to CONTACT_INBOX, hello@greenpage.local by default, and refuses a value that is not an address", () => {
    expect(loadConfig({}).contactInbox).toBe("hello@greenpage.local");
    expect(loadConfig({ CONTACT_INBOX: " team@example.com " }).contactInbox).toBe("team@example.com");
    expect(() => loadConfig({ CONTACT_INBOX: "team" })).toThrow(new ConfigError("CONTACT_INBOX must be an email address."));
  });

  it("keeps the audit log AUDIT_RETENTION_DAYS, 730 by default, and refuses less than a year", () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "365" }).auditRetentionDays).toBe(365);
    const refused = new ConfigError("AUDIT_RETENTION_DAYS must be a whole number of days, at least 365 (the audit log is kept at least a year).");
    for (const value of ["364", "0", "-1", "400.5", "a year"]) expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value })).toThrow(refused);
  });

  it("does not seed demo content in production unless asked", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("turns stakeholder single sign-on on with OIDC_ISSUER, client id and secret, and refuses half a configuration", () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const sso = { OIDC_ISSUER: "https://id.example.com/", OIDC_CLIENT_ID: "greenpage", OIDC_CLIENT_SECRET: "s3cret" };
    expect(loadConfig(sso).oidc).toEqual({
      issuer: "https://id.example.com",
      discoveryUrl: "https://id.example.com/.well-known/openid-configuration",
      clientId: "greenpage",
      clientSecret: "s3cret",
      providerId: "oidc",
      name: "Single sign-on",
    });
    const named = loadConfig({
      ...sso,
      OIDC_ISSUER: "https://id.example.com/.well-known/openid-configuration",
      OIDC_PROVIDER_ID: "corp",
      OIDC_NAME: "Corp login",
    }).oidc;
    expect(named).toMatchObject({ issuer: "https://id.example.com", providerId: "corp", name: "Corp login" });
    expect(() => loadConfig({ OIDC_CLIENT_ID: "greenpage" })).toThrow("OIDC_ISSUER must be set when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is.");
    expect(() => loadConfig({ OIDC_ISSUER: "https://id.example.com" })).toThrow("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is.");
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: "id.example.com" })).toThrow("OIDC_ISSUER must be a URL.");
    expect(() => loadConfig({ ...sso, OIDC_PROVIDER_ID: "Corp SSO" })).toThrow(ConfigError);
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: "s".repeat(32), ...sso };
    expect(() => loadConfig({ ...production, OIDC_ISSUER: "http://id.example.com" })).toThrow("OIDC_ISSUER must be an https:// URL.");
    expect(loadConfig({ ...production, OIDC_ISSUER: "http://127.0.0.1:9000" }).oidc?.issuer).toBe("http://127.0.0.1:9000");
  });
  it("turns the language model on with AI_BASE_URL and AI_MODEL, with a 30 s timeout and 2 retries by default", () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: "http://localhost:11434/v1/", AI_MODEL: "llama3.1" }).ai).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: undefined,
      model: "llama3.1",
      timeoutMs: 30_000,
      maxRetries: 2,
      stream: false,
    });
    const tuned = loadConfig({
      AI_BASE_URL: "https://api.example.com/v1",
      AI_MODEL: "m",
      AI_API_KEY: " k ",
      AI_TIMEOUT_MS: "5000",
      AI_MAX_RETRIES: "0",
      AI_STREAM: "true",
    }).ai;
    expect(tuned).toMatchObject({ apiKey: "k", timeoutMs: 5000, maxRetries: 0, stream: true });
    expect(() => loadConfig({ AI_MODEL: "m" })).toThrow("AI_BASE_URL and AI_MODEL must be set together.");
    expect(() => loadConfig({ AI_BASE_URL: "localhost:11434", AI_MODEL: "m" })).toThrow("AI_BASE_URL must be an http:// or https:// URL.");
    expect(() => loadConfig({ AI_BASE_URL: "http://x", AI_MODEL: "m", AI_MAX_RETRIES: "-1" })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: "http://x", AI_MODEL: "m", AI_TIMEOUT_MS: "10" })).toThrow(ConfigError);
  });
});
