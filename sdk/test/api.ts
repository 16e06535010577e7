import { eq } from "drizzle-orm";
import { type NotificationKind, notificationSettings, type PlanCode, users } from "@greenpage/db/schema";
import { unsubscribeToken } from "../../api/src/modules/notifications/settings.ts";
import { ensureAdmin } from "../../api/src/seed/admin.ts";
import { createTestApp, ownerWithPage, setPagePlan, signUp, uniqueEmail } from "../../api/src/test/harness.ts";
import { createClient, type ClientOptions } from "../src/index.ts";
import type { FetchLike } from "../src/session.ts";

/**
 * The SDK against a running API: a real app on a real database (PGlite, or
 * the PostgreSQL of DATABASE_URL), answering in-process instead of over a port.
 */
export type TestApi = Awaited<ReturnType<typeof startApi>>;

export async function startApi(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const seen: Request[] = [];

  /** A fetch for one visitor: its own address, as rate limits count per address. */
  function visitorFetch(): FetchLike {
    const ip = t.client().ip;
    return async (input, init) => {
      const request = new Request(input, init);
      request.headers.set("x-forwarded-for", ip);
      seen.push(request.clone());
      return t.app.handle(request);
    };
  }

  /** A client as a new visitor; pass credentials to sign it in. */
  const client = (options: Partial<ClientOptions> = {}) => createClient({ baseUrl: "http://localhost", fetch: visitorFetch(), ...options } as ClientOptions);

  /** A signed-up owner (email verified) with one page, and a client signed in as them. */
  async function owner(options: { published?: boolean; plan?: PlanCode } = {}) {
    const made = await ownerWithPage(t, { published: options.published });
    if (options.plan) await setPagePlan(t, made.page.id, options.plan);
    const sdk = client();
    await sdk.login(made.email, "secret-123");
    return { sdk, email: made.email, password: "secret-123", page: made.page as { id: number; handle: string }, userId: made.user.id as string };
  }

  /** A signed-up user (email verified) with no page yet, and a client signed in as them. */
  async function account() {
    const { email, password, user } = await signUp(t.client());
    await t.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    const sdk = client();
    await sdk.login(email, password);
    return { sdk, email, password, userId: user.id as string };
  }

  /** A client signed in as a new admin (the product team). */
  async function admin() {
    const email = uniqueEmail("admin");
    await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Admin" });
    const sdk = client();
    await sdk.login(email, "admin-pass");
    return { sdk, email };
  }

  /** The token of the unsubscribe link a notification mail to the user would carry (they must have notification settings). */
  async function unsubscribeTokenOf(userId: string, kind: NotificationKind) {
    const [row] = await t.ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    return unsubscribeToken(t.config.authSecret, kind, row!.unsubscribeNonce);
  }

  return { t, client, owner, account, admin, unsubscribeTokenOf, seen, close: () => t.close() };
}

/** Runs a promise that must fail and returns what it threw. */
export async function failure(pending: Promise<unknown>): Promise<unknown> {
  try {
    await pending;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail, but it succeeded");
}
