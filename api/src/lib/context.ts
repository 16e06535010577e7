import type { Database, DatabaseKind } from "@greenpage/db";
import type { Config } from "./config.ts";
import type { DatabaseAvailability } from "./database-availability.ts";
import type { Auth } from "./auth.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail.ts";
import type { Notifier } from "./notifier.ts";
import type { PageChanges } from "./page-changes.ts";
import type { ReadRouting } from "./read-routing.ts";
import type { PageViewRecorder } from "./page-view-recorder.ts";
import type { Storage } from "./storage.ts";
import type { TokenService } from "./tokens.ts";
import type { CredentialIssuer } from "./credential-issuer.ts";

/** What every module needs, built once in createApp and passed in (no globals, no process.env). */
export type AppContext = {
  /** Distinguishes app instances so named plugins are not shared between them (tests build many). */
  id: string;
  config: Config;
  db: Database;
  /** The read replica's pool (DATABASE_READ_URL), or `db` itself. Only public reads use it, through `publicReader` (read-routing.ts). */
  readDb: Database;
  /** Whether the replica is fresh enough to read from, and which pages changed too recently to read there. */
  reads: ReadRouting;
  dbKind: DatabaseKind;
  /** Whether the database answers; while it does not, requests are answered 503 at once. */
  database: DatabaseAvailability;
  auth: Auth;
  mailer: Mailer;
  /** Wakes notification delivery (a job) for members with something new. */
  notifier: Notifier;
  /** Tells the benchmark (a job) that a page's contents changed. */
  pageChanges: PageChanges;
  tokens: TokenService;
  storage: Storage;
  /** Batches page-view rows; flushed on shutdown. */
  pageViews: PageViewRecorder;
  logger: Logger;
  /** The instance as an issuer of Verifiable Credentials (issue 26): its did:web and signing key. */
  credentials: CredentialIssuer;
};
