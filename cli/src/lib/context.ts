import { createClient, type GreenpageClient } from "@greenpage/sdk";
import type { Command } from "commander";
import { CliError, UsageError } from "./errors.ts";
import { createOutput, type Output } from "./output.ts";
import { currentApiUrl, readCredentials, saveCredentials, type Credentials } from "./credentials.ts";

/** The local server `npm start` runs (its API). */
export const DEFAULT_API_URL = "http://localhost:3000";

/** Options every command takes (declared on the program). */
export type GlobalOptions = { apiUrl?: string; json?: boolean; color?: boolean; debug?: boolean };

export type Context = {
  apiUrl: string;
  out: Output;
  /** A client with the stored credentials (or GREENPAGE_TOKEN), renewing and saving tokens as they expire. */
  client(): GreenpageClient;
  /** A client with no credentials (for login). */
  anonymousClient(): GreenpageClient;
};

const isApiKey = (value: string) => value.startsWith("gpk_");

/** --api-url, else GREENPAGE_API_URL, else the API of the last login, else the local server. */
export function resolveApiUrl(options: GlobalOptions): string {
  const raw = options.apiUrl || process.env.GREENPAGE_API_URL || currentApiUrl() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--api-url must be a URL such as ${DEFAULT_API_URL} (got "${raw}").`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--api-url must start with http:// or https:// (got "${raw}").`);
  return url.origin;
}

/** The context a command's action runs in, from the options of the whole command line. */
export function contextOf(command: Command): Context {
  const options = command.optsWithGlobals<GlobalOptions>();
  const apiUrl = resolveApiUrl(options);
  const out = createOutput({ json: Boolean(options.json), color: options.color !== false });
  return {
    apiUrl,
    out,
    anonymousClient: () => createClient({ baseUrl: apiUrl }),
    client: () => clientFor(apiUrl),
  };
}

function clientFor(apiUrl: string): GreenpageClient {
  const fromEnv = process.env.GREENPAGE_TOKEN?.trim();
  if (fromEnv) return isApiKey(fromEnv) ? createClient({ baseUrl: apiUrl, apiKey: fromEnv }) : createClient({ baseUrl: apiUrl, token: fromEnv });
  const stored = readCredentials(apiUrl);
  if (!stored) throw new CliError(`Not logged in to ${apiUrl}. Run \`greenpage login\` (or set GREENPAGE_TOKEN).`);
  if (stored.apiKey) return createClient({ baseUrl: apiUrl, apiKey: stored.apiKey });
  return createClient({
    baseUrl: apiUrl,
    token: stored.access,
    refreshToken: stored.refresh,
    // A renewed access token is kept, so the next command starts with it.
    onTokens: (tokens) => saveCredentials({ ...stored, access: tokens.access, refresh: tokens.refresh ?? stored.refresh } satisfies Credentials),
  });
}
