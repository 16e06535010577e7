import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMON_ERRORS, type ErrorSpec } from "../lib/errors.ts";
import { ACCOUNT_ERRORS } from "../modules/accounts/errors.ts";
import { ADMIN_USER_ERRORS } from "../modules/admin-users/errors.ts";
import { ADMIN_OFFICE_ERRORS } from "../modules/admin-codes/errors.ts";
import { ANALYTICS_ERRORS } from "../modules/analytics/errors.ts";
import { API_KEY_ERRORS } from "../modules/api-keys/errors.ts";
import { BILLING_ERRORS } from "../modules/billing/errors.ts";
import { PAGE_ERRORS } from "../modules/pages/errors.ts";
import { MEMBER_ERRORS } from "../modules/members/errors.ts";
import { MODERATION_ERRORS } from "../modules/moderation/errors.ts";
import { CONTENT_ERRORS } from "../modules/contents/errors.ts";
import { CREDENTIAL_ERRORS } from "../modules/credentials/errors.ts";
import { EVIDENCE_ERRORS } from "../modules/evidence/errors.ts";
import { EXPLORE_ERRORS } from "../modules/explore/errors.ts";
import { FEEDBACK_ERRORS } from "../modules/feedback/errors.ts";
import { GATE_ERRORS } from "../modules/gates/errors.ts";
import { NEWSLETTER_ERRORS } from "../modules/newsletter/errors.ts";
import { OEMBED_ERRORS } from "../modules/oembed/errors.ts";
import { PUBLISHED_PAGE_ERRORS } from "../modules/published-pages/errors.ts";
import { TOKEN_ERRORS } from "../modules/tokens/errors.ts";

const TABLES = {
  common: COMMON_ERRORS,
  accounts: ACCOUNT_ERRORS,
  "admin-users": ADMIN_USER_ERRORS,
  "admin-codes": ADMIN_OFFICE_ERRORS,
  analytics: ANALYTICS_ERRORS,
  "api-keys": API_KEY_ERRORS,
  billing: BILLING_ERRORS,
  pages: PAGE_ERRORS,
  members: MEMBER_ERRORS,
  moderation: MODERATION_ERRORS,
  contents: CONTENT_ERRORS,
  credentials: CREDENTIAL_ERRORS,
  evidence: EVIDENCE_ERRORS,
  explore: EXPLORE_ERRORS,
  feedback: FEEDBACK_ERRORS,
  gates: GATE_ERRORS,
  newsletter: NEWSLETTER_ERRORS,
  oembed: OEMBED_ERRORS,
  "published-pages": PUBLISHED_PAGE_ERRORS,
  tokens: TOKEN_ERRORS,
};

const SRC = join(import.meta.dirname, "..");
function* sourceFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) yield path;
  }
}

describe("error codes", () => {
  it("every code of every table, with its status and message (a change here is a change of the API's contract)", () => {
    const listed = Object.fromEntries(
      Object.entries(TABLES).map(([module, { table }]) => [
        module,
        Object.entries(table as Record<string, ErrorSpec>).map(([code, spec]) => `${spec.status} ${code}: ${spec.message}${spec.ja ? ` | ${spec.ja}` : ""}`),
      ]),
    );
    expect(listed).toMatchInlineSnapshot(`
      {
        "accounts": [
          "400 signup_failed: Sign-up failed.",
        ],
        "admin-codes": [
          "409 code_used: This code has already been used: it cannot be revoked.",
          "409 no_end: This plan has no end date to move. Assign it with an end date first.",
          "409 provider_managed: This subscription renews through the payment provider: change its period there.",
        ],
        "admin-users": [
          "400 own_account: You cannot do this to your own account. Ask another admin.",
          "409 last_admin: This is the last admin: make someone else an admin first.",
          "409 already_disabled: This account is already disabled.",
          "409 not_disabled: This account is not disabled.",
          "400 already_verified: This email address is already verified.",
          "409 owns_shared_pages: This account owns pages other people work on. Hand each over to a member or delete it first.",
        ],
        "analytics": [
          "404 share_link_not_found: This stats link does not exist or was revoked. | この統計リンクは存在しないか、取り消されました。",
          "401 share_password_required: This stats link is protected by a password. | この統計リンクはパスワードで保護されています。",
        ],
        "api-keys": [
          "403 email_not_verified: Verify your email address before creating an API key.",
          "409 api_key_limit: You already have 20 active API keys. Revoke one before creating another.",
        ],
        "billing": [
          "400 plan_not_available: Plan not available. | このプランはご利用いただけません。",
          "400 currency_mismatch: Please upgrade using the same currency as your previous Pro plan. | 以前のProプランと同じ通貨でアップグレードしてください。",
          "409 already_on_plan: You are already on this plan.",
          "409 use_downgrade: This plan costs less than yours. Schedule it as a downgrade; it starts when your period ends.",
          "409 use_checkout: This plan costs more than yours. Upgrade through checkout instead.",
          "409 yearly_locked: Your plan is billed yearly: changes keep yearly billing until the plan ends.",
          "409 payment_past_due: Your last payment failed. Update your card in the payment portal first.",
          "503 provider_unavailable: The payment provider cannot be reached. Please try again later.",
          "409 not_subscribed: You have no paid plan to change.",
          "409 nothing_scheduled: Your plan has no scheduled end to take back.",
          "409 checkout_closed: This checkout is closed. Start again from Billing.",
          "409 checkout_stale: Your plan changed since this checkout was opened. Start again from Billing.",
          "402 card_declined: Your card was declined.",
          "409 not_refundable: Nothing of this payment can be refunded.",
          "409 no_portal: Your payments are not managed in a customer portal.",
          "400 invalid_signature: The webhook signature is invalid.",
        ],
        "common": [
          "404 not_found: The page you are looking for does not exist.",
          "401 not_authenticated: Authentication credentials were not provided or are invalid.",
          "401 account_disabled: This account has been disabled. Contact the Greenpage team if you think this is a mistake.",
          "403 permission_denied: You do not have permission to perform this action.",
          "403 owner_required: Only the page owner can do this.",
          "403 editor_required: Viewers can look but not change: ask the page owner to make you an editor.",
          "403 invalid_origin: Invalid origin.",
          "403 session_required: This action needs a signed-in session; an API key cannot be used for it.",
          "403 plan_limit: Your plan does not include this. Upgrade to continue.",
          "400 parse_error: The request body could not be read.",
          "413 file_too_large: The file is too large.",
          "429 rate_limited: Too many requests. Please try again later.",
          "500 server_error: Internal server error. Please try again later.",
          "503 database_unavailable: The service is unavailable right now. Please try again in a moment.",
          "503 database_busy: The service is busy right now. Please try again in a moment.",
        ],
        "contents": [
          "409 invalid_transition: This initiative's evidence cannot change that way now.",
        ],
        "credentials": [
          "409 evidence_file_missing: An evidence file of this initiative is missing from storage, so it cannot be verified. Ask the owner to upload it again.",
        ],
        "evidence": [
          "403 own_page: You cannot review an initiative of a page you belong to.",
        ],
        "explore": [
          "409 already_shared: This initiative is already shared to Explore.",
          "400 share_unchanged: Update the status or progress of this initiative before sharing it to Explore again.",
          "403 own_page: You cannot upvote your own page.",
        ],
        "feedback": [
          "409 form_closed: This form is closed and no longer accepts answers. | このフォームは締め切られたため、回答を受け付けていません。",
          "403 own_page: You cannot give feedback on your own page. | 自分のページにフィードバックを送ることはできません。",
          "409 default_form: The default form cannot be deleted. Close it instead.",
        ],
        "gates": [
          "409 not_gated: This item is open to everyone.",
        ],
        "members": [
          "410 invitation_expired: This invitation has expired. Ask the page owner for a new link.",
          "410 invitation_revoked: This invitation was revoked. Ask the page owner for a new link.",
          "410 invitation_used_up: This invitation has already been used. Ask the page owner for a new link.",
          "404 invitation_invalid: This invitation link is not valid. Check that you copied all of it.",
          "400 owner_role: The owner's role changes only by handing the page over.",
          "400 owner_cannot_be_removed: The owner cannot be removed. Hand the page over first.",
          "400 last_owner: You own this page, so you cannot leave it: hand it over to a member first, or delete the page.",
          "404 no_transfer: No handover of this page is waiting.",
          "410 transfer_expired: This handover has expired. Ask the owner to offer it again.",
          "403 transfer_not_yours: Only the member the page was offered to can accept or decline it.",
        ],
        "moderation": [
          "409 not_moderated: This page was not taken down: there is nothing to restore.",
          "409 already_resolved: This report is already resolved.",
        ],
        "newsletter": [
          "400 invalid_token: This confirmation link is invalid or has expired.",
        ],
        "oembed": [
          "501 not_implemented: Only the json format is supported.",
        ],
        "pages": [
          "403 email_not_verified: Please verify your email address before publishing your page.",
          "403 page_hidden: The Greenpage team hid this page; it cannot be published again until the team restores it. Contact us if you believe this is a mistake.",
          "400 unknown_language: Error changing language",
          "400 default_language_required: Error changing language",
        ],
        "published-pages": [
          "404 coming_soon: Page coming soon",
        ],
        "tokens": [
          "401 invalid_credentials: No active account found with the given credentials.",
          "401 token_not_valid: Token is invalid or expired.",
        ],
      }
    `);
  });

  it("a code means one status wherever it is answered", () => {
    const statuses = new Map<string, Set<number>>();
    for (const { table } of Object.values(TABLES))
      for (const [code, spec] of Object.entries(table as Record<string, ErrorSpec>)) statuses.set(code, (statuses.get(code) ?? new Set()).add(spec.status));
    expect([...statuses].filter(([, set]) => set.size > 1)).toEqual([]);
  });

  it("errors are raised from the tables: no ApiError with a code written at the call site", () => {
    const inline = [...sourceFiles(SRC)]
      .filter((path) => relative(SRC, path) !== join("lib", "errors.ts"))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .flatMap((line, i) => (/new ApiError\(/.test(line) ? [`${relative(SRC, path)}:${i + 1}`] : [])),
      );
    expect(inline).toEqual([]);
  });
});
