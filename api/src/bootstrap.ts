import { openDatabase, type DatabaseHandle } from "@greenpage/db";
import { type Config, ConfigError, loadConfig, pgliteDir } from "./lib/config.ts";

/** Config and a migrated database, as every entry point (server, scripts) needs them. */
export async function bootstrap(): Promise<{ config: Config; database: DatabaseHandle }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    pgliteDir: pgliteDir(config),
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
  });
  await database.migrate();
  return { config, database };
}
