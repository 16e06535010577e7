import type { LanguageCode, NotificationKind } from "@greenpage/db/schema";
import type { OutgoingMail } from "../../lib/mail.ts";
import { localizedMail } from "../../lib/mail-templates.ts";
import type { NotificationEvent } from "./events.ts";
import { oneClickUrl, type UnsubscribeTarget, unsubscribePageUrl, unsubscribeToken } from "./settings.ts";
import { WORDS } from "./words.ts";

/** One notification as its mail will tell it: in which language, what happened, on which page (its name in that language). */
export type Told = { language: LanguageCode; event: NotificationEvent; pageId: number | null; pageName: string };
/** Who reads it and how to reach the unsubscribe page: the site, the server's secret, the member's link nonce. */
export type Reader = { email: string; nonce: string; siteUrl: string; secret: string };

/** The outbox kind of a single notification mail (verification and plan mails keep the kinds they had before notifications). */
function mailKind(event: NotificationEvent): string {
  if (event.kind === "verification") return "reminder" in event ? "evidence_reminder" : `verification_${event.decision}`;
  if (event.kind === "plan") return `billing_${event.event}`;
  return `notification_${event.kind}`;
}

/** The footer link and RFC 2369 / RFC 8058 headers that turn the target off without signing in. */
function unsubscribing(reader: Reader, language: LanguageCode, target: UnsubscribeTarget) {
  const token = unsubscribeToken(reader.secret, target, reader.nonce);
  return {
    footer: { label: WORDS[language].off(target), url: unsubscribePageUrl(reader.siteUrl, token) },
    headers: { "List-Unsubscribe": `<${oneClickUrl(reader.siteUrl, token)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The dashboard screen to act on, for the page the notification is about (a path may carry its own query). */
const screen = (reader: Reader, path: string, pageId: number | null) =>
  `${reader.siteUrl}${path}${pageId === null ? "" : `${path.includes("?") ? "&" : "?"}page=${pageId}`}`;

/** The mail of one notification, in the reader's language. */
export function notificationMail(reader: Reader, told: Told): OutgoingMail {
  const worded = WORDS[told.language].word(told.event, told.pageName);
  const { footer, headers } = unsubscribing(reader, told.language, told.event.kind);
  const action = { label: worded.action.label, url: screen(reader, worded.action.path, told.pageId) };
  return { to: reader.email, kind: mailKind(told.event), headers, ...localizedMail(worded.subject, worded.lines, action, footer) };
}

/**
 * The day's held notifications in one mail, in the language of the first
 * (the member's, unless they left it to their pages'); its unsubscribe link
 * turns off their kind, or every kind when they are of several.
 */
export function digestMail(reader: Reader, told: Told[]): OutgoingMail {
  const language = told[0]!.language;
  const w = WORDS[language];
  const kinds = new Set<NotificationKind>(told.map((one) => one.event.kind));
  const { footer, headers } = unsubscribing(reader, language, kinds.size === 1 ? [...kinds][0]! : "all");
  const lines = [w.digestIntro(told.length), ...told.map((one) => `• ${w.word(one.event, one.pageName).summary}`)];
  const action = { label: w.openDashboard, url: `${reader.siteUrl}/dashboard` };
  return { to: reader.email, kind: "notification_digest", headers, ...localizedMail(w.digestSubject(told.length), lines, action, footer) };
}
