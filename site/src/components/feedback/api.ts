import { createApi, type FeedbackSubmission, feedbackApi as feedbackCalls, GreenpageError, siteApi } from "@greenpage/sdk";
import type { MyFeedback, PublicFeedbackForm, SignOnProviders } from "@greenpage/sdk";

export type PublicForm = PublicFeedbackForm;
export type MyAnswer = MyFeedback;
export type Providers = SignOnProviders;
export type Answer = string | number | string[];

/** A call's outcome as the modal needs it: the data, or the status and body of the refusal. */
export type Reply<T> = { ok: true; data: T } | { ok: false; status: number; body: Record<string, unknown> };

// The modal loads on public pages: only the groups it calls, not the whole client.
const api = createApi({ baseUrl: "", credentials: "same-origin" });
const feedback = feedbackCalls(api);
const site = siteApi(api);

/** The SDK's answer, or its refusal as data; no answer at all (network) still throws. */
async function reply<T>(pending: Promise<T>): Promise<Reply<T>> {
  try {
    return { ok: true, data: await pending };
  } catch (error) {
    if (error instanceof GreenpageError && error.kind !== "network") {
      const body = typeof error.body === "object" && error.body !== null ? (error.body as Record<string, unknown>) : {};
      return { ok: false, status: error.status, body };
    }
    throw error;
  }
}

/** better-auth's sign-in endpoints (not part of /api/v1), answered the same way. */
async function auth<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await fetch(`/api/auth/${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return response.ok ? { ok: true, data: parsed as T } : { ok: false, status: response.status, body: parsed };
}

/**
 * Who is signed in, from better-auth's session endpoint: it answers 200 with
 * null for a visitor without a session, where `/users/me/` answers 401, which
 * the browser logs as an error although it is the usual case here.
 */
async function signedInEmail(): Promise<Reply<string | null>> {
  const response = await fetch("/api/auth/get-session", { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) return { ok: false, status: response.status, body: {} };
  const session = (await response.json().catch(() => null)) as { user?: { email?: unknown } } | null;
  const email = session?.user?.email;
  return { ok: true, data: typeof email === "string" ? email : null };
}

export const feedbackApi = {
  forms: (handle: string, contentId: number | null, lang: string) =>
    reply(feedback.public.list(handle, { lang, ...(contentId ? { content_id: contentId } : {}) })),
  /** The signed-in visitor's email, or null for a visitor without a session. */
  session: signedInEmail,
  /** The stakeholder's earlier answer, or null when they have none (asked only once signed in). */
  mine: (handle: string, formId: number) => reply(feedback.mine(handle, formId)),
  submit: (handle: string, formId: number, body: Omit<FeedbackSubmission, "stakeholder_type"> & { stakeholder_type: string }) =>
    reply(feedback.submit(handle, formId, body as FeedbackSubmission)),
  providers: () => reply(site.signOnProviders()),
  sendCode: (email: string, lang: string) => auth<unknown>("email-otp/send-verification-otp", { email, type: "sign-in" }, { "accept-language": lang }),
  signInWithCode: (email: string, otp: string) => auth<unknown>("sign-in/email-otp", { email, otp }),
  singleSignOn: (provider: string, callbackURL: string) => auth<{ url?: string }>("sign-in/social", { provider, callbackURL }),
};
