import { readFileSync } from "node:fs";
import password from "@inquirer/password";
import { createClient } from "@greenpage/sdk";
import type { Command } from "commander";
import { forgetCredentials, readCredentials, saveCredentials } from "../lib/credentials.ts";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { formatRecord } from "../lib/output.ts";

type LoginOptions = { email?: string; password?: string; passwordStdin?: boolean; token?: string };

export function registerAuth(program: Command): void {
  withExamples(
    program
      .command("login")
      .description("sign in and keep the credentials (0600) in your config folder")
      .option("--email <email>", "your account's email")
      .option("--password <password>", "your password (prefer --password-stdin or the prompt)")
      .option("--password-stdin", "read the password from standard input")
      .option("--token <token>", "an access token or an API key (gpk_…) instead of email and password")
      .action(async (options: LoginOptions, command: Command) => {
        const ctx = contextOf(command);
        const token = options.token ?? process.env.GREENPAGE_TOKEN;
        if (token) {
          // Checked before it is kept: a mistyped token must not replace working credentials.
          const credentials = token.startsWith("gpk_") ? { apiKey: token } : { access: token };
          const probe = credentials.apiKey ? createClient({ baseUrl: ctx.apiUrl, apiKey: token }) : createClient({ baseUrl: ctx.apiUrl, token });
          const me = await probe.me();
          saveCredentials({ apiUrl: ctx.apiUrl, email: me.email, ...credentials });
          ctx.out.result(
            { api_url: ctx.apiUrl, email: me.email, via: credentials.apiKey ? "api_key" : "token" },
            () => `Logged in to ${ctx.apiUrl} as ${me.email}.`,
          );
          return;
        }
        const email = options.email ?? process.env.GREENPAGE_EMAIL;
        if (!email) throw new UsageError("Give --email (or --token, or set GREENPAGE_TOKEN).");
        const secret = await readPassword(options);
        const client = ctx.anonymousClient();
        const tokens = await client.login(email, secret);
        saveCredentials({ apiUrl: ctx.apiUrl, email, access: tokens.access, refresh: tokens.refresh });
        ctx.out.result({ api_url: ctx.apiUrl, email, via: "password" }, () => `Logged in to ${ctx.apiUrl} as ${email}.`);
      }),
    [
      "greenpage login --email you@example.com",
      'echo "$PASSWORD" | greenpage login --email you@example.com --password-stdin',
      "greenpage login --token gpk_…   # an API key from Account settings",
      "greenpage login --api-url https://greenpage.example --email you@example.com",
    ],
  );

  withExamples(
    program
      .command("logout")
      .description("end the session on the server and forget the stored credentials")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const stored = readCredentials(ctx.apiUrl);
        if (!stored) {
          ctx.out.result({ api_url: ctx.apiUrl, logged_out: false }, () => `Not logged in to ${ctx.apiUrl}.`);
          return;
        }
        // Tokens are revoked on the server; an API key stays valid until revoked in Account settings.
        if (!stored.apiKey)
          await ctx
            .client()
            .logout()
            .catch(() => undefined);
        forgetCredentials(ctx.apiUrl);
        ctx.out.result({ api_url: ctx.apiUrl, logged_out: true }, () => `Logged out of ${ctx.apiUrl}.`);
      }),
    ["greenpage logout"],
  );

  withExamples(
    program
      .command("whoami")
      .description("who the stored credentials (or GREENPAGE_TOKEN) sign in as")
      .action(async (_options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const me = await ctx.client().me();
        ctx.out.result(me, () =>
          formatRecord(
            [
              ["email", me.email],
              ["name", me.name],
              ["role", me.role],
              ["plan", me.user_subscription?.subscription_plan.code ?? "starter"],
              ["api", ctx.apiUrl],
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage whoami", "greenpage whoami --json"],
  );
}

async function readPassword(options: LoginOptions): Promise<string> {
  if (options.password !== undefined) return options.password;
  if (options.passwordStdin) return readFileSync(0, "utf8").replace(/\r?\n$/, "");
  if (process.env.GREENPAGE_PASSWORD) return process.env.GREENPAGE_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError("No password: give --password-stdin (or run in a terminal to be asked).");
  return password({ message: "Password", mask: "*" });
}
