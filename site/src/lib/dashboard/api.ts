import { createClient, GreenpageError, isNotFound, isPlanLimit } from "@greenpage/sdk";
import { toast } from "sonner";
import { hasRole, shownPageRole } from "./roles.ts";

/** The API's own types, as the SDK names them: the dashboard never retypes what the server returns. */
export type {
  Content,
  LinkBlock,
  ContentCategory,
  NewsItem,
  OwnedPage,
  PageLanguage,
  VerificationsOverview,
} from "@greenpage/sdk";
export { GreenpageError, isNotFound, isPlanLimit };

/** Called once when a call finds the session gone (401): the shell signs out and goes to /login. */
let onUnauthenticated: () => void = () => undefined;
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

/**
 * The dashboard's one client: `/api/v1` on the site's own origin with the
 * session cookie. Failed calls throw `GreenpageError`; a 401 also signs out.
 */
export const sdk = createClient({ baseUrl: "", credentials: "same-origin", onUnauthorized: () => onUnauthenticated() });

/** The message to toast for a failed call: the server's words (field errors: the first), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof GreenpageError) || error.status < 400 || error.status >= 500) return fallback;
  const saidWhy = error.kind === "field_errors" || typeof (error.body as { detail?: unknown } | null)?.detail === "string";
  return saidWhy ? error.detail : fallback;
}

/**
 * Toasts a failed call in the server's words; a plan limit (403
 * `plan_limit`) also offers the way to upgrade, where the server says, to
 * whoever can: the page's plan is its owner's.
 */
export function toastFailure(error: unknown, t: (key: string) => string, fallback = t("errors.internal")): void {
  toastWithUpgrade(error, t, fallback, hasRole(shownPageRole() ?? "owner", "owner"));
}

/**
 * The same for a call about the user's own account (billing, taking a page
 * over): the plan that refused is theirs, so they are the one to upgrade,
 * whatever their role on the page shown.
 */
export function toastAccountFailure(error: unknown, t: (key: string) => string, fallback = t("errors.internal")): void {
  toastWithUpgrade(error, t, fallback, true);
}

function toastWithUpgrade(error: unknown, t: (key: string) => string, fallback: string, canUpgrade: boolean): void {
  const message = failureMessage(error, fallback);
  if (isPlanLimit(error) && canUpgrade) {
    const target = error.upgradeUrl ?? "/dashboard/billing";
    toast.error(message, { action: { label: t("dash.upgrade"), onClick: () => window.location.assign(target) } });
    return;
  }
  toast.error(message);
}
