import type { Database, DatabaseKind } from "@greenpage/db";
import type { Config } from "./config.ts";
import type { Auth } from "./lib/auth.ts";
import type { Logger } from "./lib/logger.ts";
import type { Mailer } from "./lib/mail.ts";
import type { PageViewRecorder } from "./modules/analytics/recorder.ts";
import type { Storage } from "./lib/storage.ts";
import type { TokenService } from "./lib/tokens.ts";

/** What every module needs, built once in createApp and passed in (no globals, no process.env). */
export type AppContext = {
  /** Distinguishes app instances so named plugins are not shared between them (tests build many). */
  id: string;
  config: Config;
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  mailer: Mailer;
  tokens: TokenService;
  storage: Storage;
  /** Batches page-view rows; flushed on shutdown. */
  pageViews: PageViewRecorder;
  logger: Logger;
};
