import type { MyFeedback, PublicFeedbackForm } from "../../../../api/src/modules/feedback/model.ts";
import type { SignOnProviders } from "../../../../api/src/modules/sign-on/model.ts";

export type PublicForm = PublicFeedbackForm;
export type MyAnswer = MyFeedback;
export type Providers = typeof SignOnProviders.static;
export type Answer = string | number | string[];

/** A call's outcome as the modal needs it: the JSON, or the status and body of the refusal. */
export type Reply<T> = { ok: true; status: number; data: T } | { ok: false; status: number; body: Record<string, unknown> };

async function call<T>(path: string, init: RequestInit = {}): Promise<Reply<T>> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return response.ok ? { ok: true, status: response.status, data: body as T } : { ok: false, status: response.status, body };
}

const publicBase = (handle: string) => `/api/v1/businesses/public/${encodeURIComponent(handle)}`;

export const feedbackApi = {
  forms: (handle: string, contentId: number | null, lang: string) =>
    call<PublicForm[]>(`${publicBase(handle)}/feedback-forms/?lang=${lang}${contentId ? `&content_id=${contentId}` : ""}`),
  me: () => call<{ email: string }>("/api/v1/users/me/"),
  mine: (handle: string, formId: number) => call<MyAnswer>(`${publicBase(handle)}/feedback-forms/${formId}/responses/mine/`),
  submit: (
    handle: string,
    formId: number,
    body: { stakeholder_type: string; relationship: string; answers: Record<string, Answer | null>; content_id: number | null; lang: string },
  ) => call<MyAnswer & { replaced: boolean }>(`${publicBase(handle)}/feedback-forms/${formId}/responses/`, { method: "POST", body: JSON.stringify(body) }),
  providers: () => call<Providers>("/api/v1/auth/providers/"),
  sendCode: (email: string, lang: string) =>
    call<unknown>("/api/auth/email-otp/send-verification-otp", {
      method: "POST",
      body: JSON.stringify({ email, type: "sign-in" }),
      headers: { "accept-language": lang },
    }),
  signInWithCode: (email: string, otp: string) => call<unknown>("/api/auth/sign-in/email-otp", { method: "POST", body: JSON.stringify({ email, otp }) }),
  singleSignOn: (provider: string, callbackURL: string) =>
    call<{ url?: string }>("/api/auth/sign-in/social", { method: "POST", body: JSON.stringify({ provider, callbackURL }) }),
};
