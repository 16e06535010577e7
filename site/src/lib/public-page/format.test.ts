import { describe, expect, it } from "vitest";
import { formatDate, formatSize } from "./format.ts";
import { evidenceFacts, evidenceOf } from "./item-facts.ts";
import type { PublicContent } from "./load.ts";

describe("public page formatting", () => {
  it("formats each locale in its own language, however the calls interleave (formatters are kept per locale)", () => {
    for (let round = 0; round < 2; round++) {
      expect(formatDate("2026-03-01", "en-US")).toBe("Mar 1, 2026");
      expect(formatDate("2026-03-01", "ja-JP")).toBe("2026/03/01");
      expect(formatSize(1536, "en-US")).toBe("1.5 KB");
      expect(formatSize(1536, "ja-JP")).toBe("1.5 KB");
      expect(formatSize(512, "en-US")).toBe("512 B");
      expect(formatSize(1_234_567, "en-US")).toBe("1.2 MB");
    }
  });

  it("keeps a calendar date on its day and a timestamp in UTC; nothing for no date or a bad one", () => {
    expect(formatDate("2026-12-31T23:30:00Z", "en-US")).toBe("Dec 31, 2026");
    expect(formatDate(null, "en-US")).toBeNull();
    expect(formatDate("not a date", "ja-JP")).toBeNull();
  });
});

describe("an item's evidence", () => {
  const item = {
    evidence_state: "verified",
    issuing_organization: "Audit Co",
    auditor: null,
    issue_date: "2026-01-02",
    expiration_date: null,
    credential_id: "C-1",
    last_verified: "2026-02-03T10:00:00Z",
  } as unknown as PublicContent;

  it("lists the facts that have a value, in order, dates in the visitor's language", () => {
    expect(evidenceFacts(item, "ja-JP")).toEqual([
      ["issuing_organization", "Audit Co"],
      ["issue_date", "2026/01/02"],
      ["credential_id", "C-1"],
      ["last_verified", "2026/02/03"],
    ]);
  });

  it("shows an unknown evidence state as self-reported", () => {
    expect(evidenceOf(item)).toBe("verified");
    expect(evidenceOf({ ...item, evidence_state: "made_up" } as unknown as PublicContent)).toBe("self_reported");
  });
});
