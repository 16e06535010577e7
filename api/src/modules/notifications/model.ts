import { t } from "elysia";
import { LANGUAGE_CODES, NOTIFICATION_KINDS } from "@greenpage/db/schema";
import { CodeSchema, LanguageCodeSchema } from "../../lib/http-schemas.ts";
import { RULES } from "../../lib/validate.ts";
import { NOTIFICATION_MESSAGES as M } from "./messages.ts";

/** What each kind tells, as the OpenAPI document describes it. */
const KINDS = {
  feedback: "A stakeholder answered one of the page's feedback forms",
  gate_opened: "A visitor opened a gated item (limited access: who and which company)",
  verification: "A verification request was approved or rejected",
  plan: "Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder)",
} as const satisfies Record<(typeof NOTIFICATION_KINDS)[number], string>;

const Flag = (kind: keyof typeof KINDS) => t.Boolean({ description: KINDS[kind] });
const FlagIn = (kind: keyof typeof KINDS) => t.Optional(t.Boolean({ error: M.enabled, description: KINDS[kind] }));

export const NotificationSettings = t.Object({
  language: t.Nullable(CodeSchema(LANGUAGE_CODES, { description: "The mails' language; null: the language of the page a mail is about" })),
  kinds: t.Object({ feedback: Flag("feedback"), gate_opened: Flag("gate_opened"), verification: Flag("verification"), plan: Flag("plan") }),
});

export const NotificationSettingsBody = t.Object({
  language: t.Optional(t.Union([LanguageCodeSchema(), t.Null()], { error: RULES.language, description: "en, ja, or null for the page's language" })),
  kinds: t.Optional(
    t.Object(
      { feedback: FlagIn("feedback"), gate_opened: FlagIn("gate_opened"), verification: FlagIn("verification"), plan: FlagIn("plan") },
      { description: "Kinds to switch on (true) or off (false); those left out stay as they are" },
    ),
  ),
});

export const UnsubscribeTarget = CodeSchema([...NOTIFICATION_KINDS, "all"], {
  description: "The kind the link turns off, or all of them (a digest of several kinds)",
});
export const UnsubscribeState = t.Object({ kind: UnsubscribeTarget, enabled: t.Boolean({ description: "Whether those mails are still on" }) });
export const UnsubscribeToken = t.Object({ token: t.String({ maxLength: 120 }) });
