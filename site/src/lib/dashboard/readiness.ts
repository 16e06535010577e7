import type { PageRole } from "@greenpage/sdk";
import type { OwnedPage } from "./api.ts";

/** `role`: the least role on the page that can do the item (none: the user's own account). */
export type ReadinessItem = { key: "profile" | "logo" | "links" | "initiative" | "email" | "published"; done: boolean; href: string; role: PageRole | null };

/** A page has links once it has a link block, a homepage, a contact email or a social profile. */
export function hasLinks(page: Pick<OwnedPage, "links">, linkBlockCount = 0): boolean {
  const { homepage, contact_email, socials } = page.links;
  return linkBlockCount > 0 || Boolean(homepage || contact_email || Object.values(socials ?? {}).some(Boolean));
}

/** What a page still needs before it is worth sharing; the first three are what publishing needs. */
export function readiness(page: OwnedPage, initiativeCount: number, emailVerified: boolean, linkBlockCount = 0): ReadinessItem[] {
  return [
    { key: "profile", done: page.is_ready, href: "/dashboard/customization", role: "editor" },
    { key: "initiative", done: initiativeCount > 0, href: "/dashboard/contents", role: "editor" },
    { key: "email", done: emailVerified, href: "/dashboard/account", role: null },
    { key: "logo", done: page.logo !== null, href: "/dashboard/customization", role: "editor" },
    { key: "links", done: hasLinks(page, linkBlockCount), href: "/dashboard/customization#links", role: "editor" },
    { key: "published", done: page.is_published, href: "/dashboard/settings/page", role: "owner" },
  ];
}

export const ONBOARDING_STEPS = ["appearance", "links", "initiative", "done"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * Where onboarding resumes, read from the page itself so it resumes on any
 * device: appearance until the page has a name and a description; links until
 * it has one (or the owner went on to add an initiative); then the first initiative.
 */
export function onboardingStep(page: OwnedPage, initiativeCount: number, linkBlockCount = 0): OnboardingStep {
  if (!page.is_ready) return "appearance";
  if (initiativeCount > 0) return "done";
  return hasLinks(page, linkBlockCount) ? "initiative" : "links";
}
