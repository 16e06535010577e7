import { describe, expect, it } from "vitest";
import { daysUntil, dueNotice, expiryCountdown } from "./expiry.ts";

describe("the expiry countdown", () => {
  const now = new Date("2026-11-27T23:30:00Z");
  it("counts whole UTC days to the date: 0 on the last day it holds, negative after", () => {
    expect(daysUntil("2026-11-27", now)).toBe(0);
    expect(daysUntil("2026-11-28", now)).toBe(1);
    expect(daysUntil("2027-01-26", now)).toBe(60);
    expect(daysUntil("2026-11-26", now)).toBe(-1);
  });

  it("shows within 90 days, not for a far date, a past one or none", () => {
    expect(expiryCountdown("2027-02-25", now)).toBe(90);
    expect(expiryCountdown("2027-02-26", now)).toBeNull();
    expect(expiryCountdown("2026-11-26", now)).toBeNull();
    expect(expiryCountdown(null, now)).toBeNull();
  });

  it("tells the owner of an expiry or a review coming due, and of an overdue review", () => {
    const item = (due_date: string | null, due_basis: "expiry" | "review" | null, is_expired = false) => ({ due_date, due_basis, is_expired });
    expect(dueNotice(item("2026-12-07", "expiry"), now)).toEqual({ key: "verifications.expires_in", count: 10 });
    expect(dueNotice(item("2026-11-27", "expiry"), now)).toEqual({ key: "verifications.expires_today" });
    expect(dueNotice(item("2026-11-20", "expiry", true), now)).toBeNull();
    expect(dueNotice(item("2026-12-07", "review"), now)).toEqual({ key: "verifications.review_due_in", count: 10 });
    expect(dueNotice(item("2026-11-27", "review"), now)).toEqual({ key: "verifications.review_due_today" });
    expect(dueNotice(item("2026-11-01", "review"), now)).toEqual({ key: "verifications.review_overdue" });
    expect(dueNotice(item("2027-06-01", "review"), now)).toBeNull();
    expect(dueNotice(item(null, null), now)).toBeNull();
  });
});
