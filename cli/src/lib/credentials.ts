import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import envPaths from "env-paths";

/** What `greenpage login` keeps for one API: tokens (renewed as they expire) or an API key. */
export type Credentials = {
  apiUrl: string;
  email?: string | undefined;
  access?: string | undefined;
  refresh?: string | undefined;
  apiKey?: string | undefined;
};

type Store = { current?: string; profiles: Record<string, Credentials> };

/** `GREENPAGE_CONFIG_DIR`, else the user's config folder (e.g. ~/.config/greenpage). */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.GREENPAGE_CONFIG_DIR || envPaths("greenpage", { suffix: "" }).config;
}

export const credentialsPath = (env: NodeJS.ProcessEnv = process.env) => join(configDir(env), "credentials.json");

function readStore(path: string): Store {
  if (!existsSync(path)) return { profiles: {} };
  try {
    const store = JSON.parse(readFileSync(path, "utf8")) as Store;
    return { current: store.current, profiles: store.profiles ?? {} };
  } catch {
    // A damaged file is as good as none: the next login writes a fresh one.
    return { profiles: {} };
  }
}

/** Written whole to a temporary file, then renamed: a crash never leaves half a file. Readable by the user only. */
function writeStore(path: string, store: Store): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** The API the last login was for: the default when neither --api-url nor GREENPAGE_API_URL says. */
export function currentApiUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return readStore(credentialsPath(env)).current;
}

export function readCredentials(apiUrl: string, env: NodeJS.ProcessEnv = process.env): Credentials | undefined {
  return readStore(credentialsPath(env)).profiles[apiUrl];
}

export function saveCredentials(credentials: Credentials, env: NodeJS.ProcessEnv = process.env): void {
  const path = credentialsPath(env);
  const store = readStore(path);
  store.profiles[credentials.apiUrl] = credentials;
  store.current = credentials.apiUrl;
  writeStore(path, store);
}

export function forgetCredentials(apiUrl: string, env: NodeJS.ProcessEnv = process.env): void {
  const path = credentialsPath(env);
  const store = readStore(path);
  delete store.profiles[apiUrl];
  if (store.current === apiUrl) delete store.current;
  if (Object.keys(store.profiles).length === 0) rmSync(path, { force: true });
  else writeStore(path, store);
}
