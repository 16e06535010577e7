import { join, resolve } from "node:path";
import { isEmail } from "./validate.ts";

/** The largest image accepted when IMAGE_MAX_MB is not set. */
export const IMAGE_MAX_MB_DEFAULT = 10;

/** Everything the API reads from the environment, read once and checked at start-up. */
export type Config = {
  /** `development`, `production` or `test`. Production hides the dev mailbox. */
  env: "development" | "production" | "test";
  /** API_PORT, default 3000. */
  port: number;
  /** The site's public origin (SITE_URL, default http://localhost:SITE_PORT). Links in mails point here. */
  siteUrl: string;
  /** DATA_DIR, default `.data`: the embedded database and uploads live here. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL URL; unset means the embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** DATABASE_READ_URL: a streaming replica of DATABASE_URL's database; public reads and Explore go there while it keeps up (PostgreSQL only). */
  databaseReadUrl: string | undefined;
  /** DATABASE_READ_MAX_LAG_MS, default 1000: a replica further behind than this is not read from (the primary answers instead). */
  databaseReadMaxLagMs: number;
  /** EXPLORE_CACHE_SECONDS, default 2: how long each API process reuses an anonymous Explore read (0: off); any page change, upvote or share clears it. */
  exploreCacheSeconds: number;
  /** DATABASE_CONNECT_TIMEOUT_MS, default 1500: a PostgreSQL connection not open by then counts as the database being down (503). */
  databaseConnectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS, default 15000: the server cancels a statement running longer (503). */
  databaseStatementTimeoutMs: number;
  /** BETTER_AUTH_SECRET (≥ 32 characters); a fixed development value outside production. */
  authSecret: string;
  /** Origins better-auth accepts besides the site (TRUSTED_ORIGINS, comma-separated). */
  trustedOrigins: string[];
  /** Socket addresses whose X-Forwarded-For is believed (TRUSTED_PROXIES; the site's proxy runs on loopback). */
  trustedProxies: string[];
  /** SMTP_URL (smtp://user:pass@host:port); unset keeps mail in the outbox for the dev mailbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Greenpage <no-reply@greenpage.local>`. */
  mailFrom: string;
  /** CONTACT_INBOX, default `hello@greenpage.local`: where messages sent through the Contact page are mailed. */
  contactInbox: string;
  /** Sign-in attempts allowed per client per minute (SIGNIN_RATE_LIMIT, default 5). */
  signInRateLimit: number;
  /** Sign-ups allowed per client per minute (SIGNUP_RATE_LIMIT, default 10). */
  signUpRateLimit: number;
  /** How long raw page views are kept (ANALYTICS_RETENTION_DAYS, default 400); the daily roll-ups stay. */
  analyticsRetentionDays: number;
  /** How long the admin audit log is kept (AUDIT_RETENTION_DAYS, default 730; never under 365: "kept at least a year"). */
  auditRetentionDays: number;
  /** LOG_LEVEL: `info` (one line per request) or `silent`. */
  logLevel: "info" | "silent";
  /** SEED_DEMO: seed the demo account and page on an empty database (default true outside production). */
  seedDemo: boolean;
  /** IMAGE_MAX_MB: the largest image (logo, cover, initiative image) accepted, default 10. */
  imageMaxBytes: number;
  /** S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): store files in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /**
   * CREDENTIAL_SIGNING_KEY: the Ed25519 private key (a JWK) that signs verified claims' credentials. Unset, one is
   * generated on first start and kept in DATA_DIR; instances sharing a database must share the key, so set it there.
   */
  credentialSigningKey: string | undefined;
  /** OIDC_ISSUER + OIDC_CLIENT_ID + OIDC_CLIENT_SECRET (+ OIDC_PROVIDER_ID, OIDC_NAME): single sign-on for stakeholders; unset turns it off. */
  oidc: OidcConfig | undefined;
  /** STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET: take payments with Stripe; unset keeps the built-in test provider. */
  stripe: StripeConfig | undefined;
  /** AI_BASE_URL + AI_MODEL (+ AI_API_KEY, AI_TIMEOUT_MS, AI_MAX_RETRIES, AI_STREAM): an OpenAI-compatible model writes the analysis as prose; unset keeps the built-in analyzer alone. */
  ai: AiConfig | undefined;
};

/** An OpenAI-compatible chat-completions endpoint (OpenAI, vLLM, Ollama, llama.cpp…) that rewrites the built-in analysis as prose. */
export type AiConfig = {
  /** AI_BASE_URL: the API root, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  /** AI_API_KEY: sent as a bearer token; optional for a local server. */
  apiKey: string | undefined;
  /** AI_MODEL: the model's name at that endpoint. */
  model: string;
  /** AI_TIMEOUT_MS, default 30000: one attempt longer than this is abandoned (and retried). */
  timeoutMs: number;
  /** AI_MAX_RETRIES, default 2: further attempts after a timeout, a lost connection, a 429 or a 5xx, with exponential backoff. */
  maxRetries: number;
  /** AI_STREAM=true: ask for a streamed answer (server-sent events); default one JSON answer. */
  stream: boolean;
};

export type StripeConfig = {
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`): every event is checked against it. */
  webhookSecret: string;
  /** STRIPE_API_BASE: another Stripe-compatible API (stripe-mock, a test double); unset is api.stripe.com. */
  apiBase: string | undefined;
  /** STRIPE_PORTAL=true: link the Billing screen to Stripe's customer portal (it must be configured in the Stripe dashboard). */
  portal: boolean;
};

/** One OpenID Connect provider that stakeholders may sign on with (better-auth's generic OAuth). */
export type OidcConfig = {
  /** OIDC_ISSUER: the issuer URL; its discovery document is at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  /** The discovery document's URL, derived from the issuer. */
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** OIDC_PROVIDER_ID, default `oidc`: names the callback `/api/auth/callback/<id>` registered at the provider. */
  providerId: string;
  /** OIDC_NAME, default `Single sign-on`: the sign-on button's label. */
  name: string;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

export class ConfigError extends Error {}

const DEV_SECRET = "greenpage-development-secret-change-me-0123456789";

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const mode = parseMode(env.NODE_ENV);
  const port = parsePort(env.API_PORT, 3000, "API_PORT");
  const sitePort = parsePort(env.SITE_PORT, 4321, "SITE_PORT");
  const siteUrl = stripSlash(env.SITE_URL ?? `http://localhost:${sitePort}`);
  const authSecret = env.BETTER_AUTH_SECRET ?? (mode === "production" ? "" : DEV_SECRET);
  if (authSecret.length < 32) throw new ConfigError("BETTER_AUTH_SECRET must be set to at least 32 characters.");
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://.");
  }
  const databaseReadUrl = env.DATABASE_READ_URL || undefined;
  if (databaseReadUrl && !databaseUrl) throw new ConfigError("DATABASE_READ_URL needs DATABASE_URL: a read replica is for PostgreSQL only.");
  if (databaseReadUrl && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) {
    throw new ConfigError("DATABASE_READ_URL must start with postgres:// or postgresql://.");
  }
  const signInRateLimit = Number(env.SIGNIN_RATE_LIMIT ?? 5);
  if (!Number.isInteger(signInRateLimit) || signInRateLimit < 1) {
    throw new ConfigError("SIGNIN_RATE_LIMIT must be a positive whole number.");
  }
  const signUpRateLimit = Number(env.SIGNUP_RATE_LIMIT ?? 10);
  if (!Number.isInteger(signUpRateLimit) || signUpRateLimit < 1) {
    throw new ConfigError("SIGNUP_RATE_LIMIT must be a positive whole number.");
  }
  const analyticsRetentionDays = Number(env.ANALYTICS_RETENTION_DAYS ?? 400);
  // At least the longest analytics window and the day being rolled up, so nothing is pruned before it is counted.
  if (!Number.isInteger(analyticsRetentionDays) || analyticsRetentionDays < 2) {
    throw new ConfigError("ANALYTICS_RETENTION_DAYS must be a whole number of days, at least 2.");
  }
  const auditRetentionDays = Number(env.AUDIT_RETENTION_DAYS ?? 730);
  // The product team's actions are kept at least a year (issue 24).
  if (!Number.isInteger(auditRetentionDays) || auditRetentionDays < 365) {
    throw new ConfigError("AUDIT_RETENTION_DAYS must be a whole number of days, at least 365 (the audit log is kept at least a year).");
  }
  const databaseConnectTimeoutMs = milliseconds(env.DATABASE_CONNECT_TIMEOUT_MS, 1500, "DATABASE_CONNECT_TIMEOUT_MS");
  const databaseStatementTimeoutMs = milliseconds(env.DATABASE_STATEMENT_TIMEOUT_MS, 15_000, "DATABASE_STATEMENT_TIMEOUT_MS");
  const contactInbox = env.CONTACT_INBOX?.trim() || "hello@greenpage.local";
  if (!isEmail(contactInbox)) throw new ConfigError("CONTACT_INBOX must be an email address.");
  const imageMaxMb = Number(env.IMAGE_MAX_MB ?? IMAGE_MAX_MB_DEFAULT);
  if (!Number.isFinite(imageMaxMb) || imageMaxMb <= 0 || imageMaxMb > 100) {
    throw new ConfigError("IMAGE_MAX_MB must be a number of megabytes between 0 and 100.");
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together.");
  }
  return {
    env: mode,
    port,
    siteUrl,
    dataDir: resolve(env.DATA_DIR ?? ".data"),
    databaseUrl,
    databaseReadUrl,
    databaseReadMaxLagMs: milliseconds(env.DATABASE_READ_MAX_LAG_MS, 1000, "DATABASE_READ_MAX_LAG_MS"),
    exploreCacheSeconds: cacheSeconds(env.EXPLORE_CACHE_SECONDS, 2, "EXPLORE_CACHE_SECONDS"),
    databaseConnectTimeoutMs,
    databaseStatementTimeoutMs,
    authSecret,
    trustedOrigins: [siteUrl, ...list(env.TRUSTED_ORIGINS)],
    trustedProxies: env.TRUSTED_PROXIES ? list(env.TRUSTED_PROXIES) : ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? "Greenpage <no-reply@greenpage.local>",
    contactInbox,
    signInRateLimit,
    signUpRateLimit,
    analyticsRetentionDays,
    auditRetentionDays,
    logLevel: env.LOG_LEVEL === "silent" ? "silent" : "info",
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== "false" : mode !== "production",
    imageMaxBytes: Math.round(imageMaxMb * 1024 * 1024),
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE || undefined,
            portal: env.STRIPE_PORTAL === "true",
          }
        : undefined,
    credentialSigningKey: env.CREDENTIAL_SIGNING_KEY?.trim() || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    oidc: parseOidc(env, mode),
    ai: parseAi(env),
  };
}

/** The language model is on when AI_BASE_URL and AI_MODEL are both set. */
function parseAi(env: Record<string, string | undefined>): AiConfig | undefined {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) throw new ConfigError("AI_BASE_URL and AI_MODEL must be set together.");
  if (!/^https?:\/\/[^/]/.test(baseUrl)) throw new ConfigError("AI_BASE_URL must be an http:// or https:// URL.");
  const maxRetries = Number(env.AI_MAX_RETRIES ?? 2);
  if (!Number.isInteger(maxRetries) || maxRetries < 0 || maxRetries > 10) throw new ConfigError("AI_MAX_RETRIES must be a whole number from 0 to 10.");
  return {
    baseUrl: stripSlash(baseUrl),
    apiKey: env.AI_API_KEY?.trim() || undefined,
    model,
    timeoutMs: milliseconds(env.AI_TIMEOUT_MS, 30_000, "AI_TIMEOUT_MS"),
    maxRetries,
    stream: env.AI_STREAM === "true",
  };
}

/** A duration in milliseconds from 100 ms to 10 minutes. */
function milliseconds(value: string | undefined, fallback: number, name: string): number {
  const ms = Number(value ?? fallback);
  if (!Number.isInteger(ms) || ms < 100 || ms > 600_000) throw new ConfigError(`${name} must be a whole number of milliseconds from 100 to 600000.`);
  return ms;
}

/** A cache lifetime in seconds from 0 (off) to 60. */
function cacheSeconds(value: string | undefined, fallback: number, name: string): number {
  const seconds = Number(value?.trim() || fallback);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) throw new ConfigError(`${name} must be a number of seconds from 0 to 60.`);
  return seconds;
}

const DISCOVERY_PATH = "/.well-known/openid-configuration";

/** Single sign-on is on when OIDC_ISSUER is set; then the client id and secret must be set too. */
function parseOidc(env: Record<string, string | undefined>, mode: Config["env"]): OidcConfig | undefined {
  const issuerValue = env.OIDC_ISSUER?.trim();
  if (!issuerValue) {
    if (env.OIDC_CLIENT_ID?.trim() || env.OIDC_CLIENT_SECRET?.trim()) {
      throw new ConfigError("OIDC_ISSUER must be set when OIDC_CLIENT_ID or OIDC_CLIENT_SECRET is.");
    }
    return undefined;
  }
  const issuer = stripSlash(issuerValue.endsWith(DISCOVERY_PATH) ? issuerValue.slice(0, -DISCOVERY_PATH.length) : issuerValue);
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError("OIDC_ISSUER must be a URL.");
  }
  // Tokens and the user's identity travel over this connection; plain http only for a provider on this machine.
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && (loopback || mode !== "production"))) {
    throw new ConfigError("OIDC_ISSUER must be an https:// URL.");
  }
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) throw new ConfigError("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set when OIDC_ISSUER is.");
  const providerId = env.OIDC_PROVIDER_ID?.trim() || "oidc";
  if (!/^[a-z0-9][a-z0-9-]{0,31}$/.test(providerId)) {
    throw new ConfigError("OIDC_PROVIDER_ID must be lower-case letters, digits and hyphens (at most 32).");
  }
  return { issuer, discoveryUrl: `${issuer}${DISCOVERY_PATH}`, clientId, clientSecret, providerId, name: env.OIDC_NAME?.trim() || "Single sign-on" };
}

export function pgliteDir(config: Config): string {
  return join(config.dataDir, "db");
}

export function uploadsDir(config: Config): string {
  return join(config.dataDir, "uploads");
}

function parseMode(value: string | undefined): Config["env"] {
  if (value === "production" || value === "test") return value;
  return "development";
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number.`);
  return port;
}

function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
