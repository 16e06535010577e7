import { describe, expect, it } from "vitest";
import { apiLinks } from "./links.ts";

describe("apiLinks", () => {
  it("fills the documented paths and appends only the set query values", () => {
    expect(apiLinks.feedbackExport(9, { from: "2025-01-01", stakeholder_type: "ngo", form_id: 3, lang: "ja" })).toBe(
      "/api/v1/businesses/9/feedback/export/?from=2025-01-01&stakeholder_type=ngo&form_id=3&lang=ja",
    );
    expect(apiLinks.accessLogExport(4, { q: "" })).toBe("/api/v1/businesses/4/access-logs/export/");
    expect(apiLinks.accessLogExport(4, { q: "a&b" })).toBe("/api/v1/businesses/4/access-logs/export/?q=a%26b");
    expect(apiLinks.invitationsExport({ status: "used", q: "" })).toBe("/api/v1/admin/invitations/export/?status=used");
    expect(apiLinks.subscribersExport({ q: "a@b" }, "https://x.test")).toBe("https://x.test/api/v1/admin/newsletter/subscribers/export/?q=a%40b");
  });

  it("encodes each part of a file key and keeps an origin without its trailing slash", () => {
    expect(apiLinks.file("pages/1/attachments/a b.pdf")).toBe("/api/v1/files/pages/1/attachments/a%20b.pdf");
    expect(apiLinks.oembed("https://greenpage.example/midori", "https://greenpage.example/")).toBe(
      "https://greenpage.example/api/v1/oembed/?url=https%3A%2F%2Fgreenpage.example%2Fmidori&format=json",
    );
  });
});
