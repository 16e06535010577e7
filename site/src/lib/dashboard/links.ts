import type { TFunction } from "i18next";
import { z } from "../forms/zod.ts";
import { LINK_LIMITS, SOCIAL_NETWORKS } from "@greenpage/sdk";
import { completeUrl, isWebOrBareUrl } from "../links/url.ts";
import type { OwnedPage } from "./api.ts";

export { SOCIAL_NETWORKS };
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A link field: empty, web, or written without a scheme (saved as https://); any other scheme is refused in the spec's words. */
export const urlField = (t: TFunction, max: number = LINK_LIMITS.url) => z.string().trim().max(max).refine(isWebOrBareUrl, t("dash.links.url_scheme"));

/**
 * The spec's link rules, checked before the server checks them again: URLs
 * are web addresses (`example.com` is taken as https://); the contact email
 * is required and valid. Form paths equal the server's error keys
 * (`links.homepage`, `links.socials.instagram`…), so its field errors land on
 * the same fields. The page's buttons are link blocks (LinkBlocksEditor).
 */
export function linksSchema(t: TFunction) {
  const url = urlField(t);
  return z.object({
    links: z.object({
      homepage: url,
      contact_email: z
        .string()
        .trim()
        .min(1, t("form.required"))
        .max(LINK_LIMITS.contact_email)
        .pipe(z.email(t("form.invalid_email"))),
      socials: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, url])) as Record<SocialNetwork, typeof url>),
    }),
  });
}

export type LinksValues = z.infer<ReturnType<typeof linksSchema>>;

/** Every path a links form can show an error on. */
export const LINK_FIELDS = ["links.homepage", "links.contact_email", ...SOCIAL_NETWORKS.map((n) => `links.socials.${n}` as const)] as const;

/** The page's links as form values ("" for nothing). */
export function linksFormValues(page: Pick<OwnedPage, "links">): LinksValues {
  const { links } = page;
  return {
    links: {
      homepage: links.homepage ?? "",
      contact_email: links.contact_email ?? "",
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links.socials?.[n] ?? ""])) as Record<SocialNetwork, string>,
    },
  };
}

/** Form values as the update call's `links` (empty means none; a bare address completed to https://). */
export function linksPayload({ links }: LinksValues) {
  return {
    homepage: completeUrl(links.homepage) || null,
    contact_email: links.contact_email,
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, completeUrl(links.socials[n]) || null])),
  };
}
