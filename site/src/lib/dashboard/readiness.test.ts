import { describe, expect, it } from "vitest";
import type { OwnedPage } from "./api.ts";
import { onboardingStep, readiness } from "./readiness.ts";

const page = (over: Partial<OwnedPage> = {}) => ({ is_ready: false, is_published: false, logo: null, links: { socials: {} }, ...over }) as unknown as OwnedPage;

describe("onboarding resumes where the page stands", () => {
  it("goes appearance → links → initiative → done", () => {
    expect(onboardingStep(page(), 0)).toBe("appearance");
    expect(onboardingStep(page({ is_ready: true }), 0)).toBe("links");
    expect(onboardingStep(page({ is_ready: true, links: { homepage: "https://a.example", socials: {} } }), 0)).toBe("initiative");
    expect(onboardingStep(page({ is_ready: true, links: { socials: { line: "https://line.me/x" } } }), 0)).toBe("initiative");
    expect(onboardingStep(page({ is_ready: true }), 0, 1)).toBe("initiative");
    expect(onboardingStep(page({ is_ready: true }), 1)).toBe("done");
    // An initiative without a name and description is not enough: the page cannot be published yet.
    expect(onboardingStep(page(), 3)).toBe("appearance");
  });
});

describe("readiness checklist", () => {
  it("marks each item from the page, its initiatives and the owner's email", () => {
    const done = (items: ReturnType<typeof readiness>) => items.filter((i) => i.done).map((i) => i.key);
    expect(done(readiness(page(), 0, false))).toEqual([]);
    expect(done(readiness(page({ is_ready: true, logo: "k", is_published: true, links: { contact_email: "a@b.co", socials: {} } }), 2, true))).toEqual([
      "profile",
      "initiative",
      "email",
      "logo",
      "links",
      "published",
    ]);
  });

  it("counts link blocks as links: a page whose only links are blocks has its links", () => {
    const links = (items: ReturnType<typeof readiness>) => items.find((i) => i.key === "links")?.done;
    expect(links(readiness(page(), 0, false))).toBe(false);
    expect(links(readiness(page(), 0, false, 2))).toBe(true);
  });
});
