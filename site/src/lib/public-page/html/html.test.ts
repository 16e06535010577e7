import { describe, expect, it } from "vitest";
import type { PublicContent, PublicPage } from "../load.ts";
import { contentCards, linkBlocks, pageHeader, statusBadges, upvoteButton } from "./index.ts";
import { attributes } from "./markup.ts";

const t = (key: string) => `[${key}]`;
const hostile = `"><script>alert(1)</script>`;
const item = (fields: Partial<PublicContent>) =>
  ({ id: 7, title: "Item", description: null, access: "public", evidence_state: "verified", status_id: 2, is_locked: false, ...fields }) as PublicContent;

describe("the public page's template functions", () => {
  it("escape every value from the API, in text and in attributes", () => {
    const cards = String(
      contentCards([item({ title: hostile, description: hostile, link: `https://x.example/${hostile}` })], () => `/p/${hostile}`, t, "en-US"),
    );
    expect(cards).not.toContain("<script>");
    expect(cards).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    const blocks = String(linkBlocks([{ id: 1, title: hostile, description: hostile, url: hostile, icon: null, thumbnail_url: null }] as never, hostile));
    expect(blocks).not.toContain("<script>");
    const header = pageHeader({ handle: "midori", name: hostile, languages: ["en"], links: {}, upvote_count: 1 } as unknown as PublicPage, t, "/midori", false);
    expect(String(header.beforeUpvote)).not.toContain("<script>");
    expect(String(upvoteButton({ handle: hostile, count: 3, label: hostile, t }))).not.toContain("<script>");
  });

  it("draw nothing for a missing value and every attribute that has one", () => {
    expect(String(attributes({ src: "/a.png", srcset: undefined, sizes: null, width: 96 }))).toBe(' src="/a.png" width="96"');
    const badges = String(statusBadges(item({ status_id: null, access: "password" }), t));
    expect(badges).toBe(
      '<p class="badges"><span class="badge evidence-verified"><span class="visually-hidden">[public_page.evidence_label]: </span>[public_page.evidence_verified]</span>' +
        '<span class="badge access-gated"><span class="visually-hidden">[public_page.access_label]: </span>[public_page.access_password]</span></p>',
    );
  });

  it("say Verification expired, not Verified, once a verified certificate is past its expiry date", () => {
    expect(String(statusBadges(item({ status_id: null, is_expired: true }), t))).toBe(
      '<p class="badges"><span class="badge evidence-expired"><span class="visually-hidden">[public_page.evidence_label]: </span>[public_page.evidence_verification_expired]</span></p>',
    );
    // A self-reported item past its date keeps its evidence badge (the expiry shows with the date).
    expect(String(statusBadges(item({ status_id: null, is_expired: true, evidence_state: "self_reported" }), t))).toContain(
      "[public_page.evidence_self_reported]",
    );
  });

  it("show a locked card's unlock link instead of its evidence", () => {
    const locked = String(contentCards([item({ is_locked: true, access: "password", auditor: "Audit Co" })], () => "/p/7", t, "en-US"));
    expect(locked).toContain('<p class="locked">[public_page.locked]</p>');
    expect(locked).toContain("[public_page.unlock_password]");
    expect(locked).not.toContain("Audit Co");
    const open = String(contentCards([item({ auditor: "Audit Co" })], () => "/p/7", t, "en-US"));
    expect(open).toContain("<dt>[public_page.auditor]</dt><dd>Audit Co</dd>");
  });
});
