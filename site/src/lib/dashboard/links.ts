import type { TFunction } from "i18next";
import { z } from "../forms/zod.ts";
import { LINK_LIMITS, SOCIAL_NETWORKS } from "@greenpage/sdk";
import type { OwnedPage } from "./api.ts";

export { SOCIAL_NETWORKS };
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The spec's link rules, checked before the server checks them again: URLs
 * start with https:// or http://; a button needs both title and URL; the
 * contact email is required and valid. Form paths equal the server's error
 * keys (`links.homepage`, `links.primary_button.title`…), so its field errors
 * land on the same fields.
 */
export function linksSchema(t: TFunction) {
  const url = z
    .string()
    .trim()
    .max(LINK_LIMITS.url)
    .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), t("dash.links.url_scheme"));
  const button = z.object({ title: z.string().trim().max(LINK_LIMITS.button_title), url }).superRefine((v, ctx) => {
    if (v.url && !v.title) ctx.addIssue({ code: "custom", path: ["title"], message: t("dash.links.button_title_required") });
    if (v.title && !v.url) ctx.addIssue({ code: "custom", path: ["url"], message: t("dash.links.button_url_required") });
  });
  return z.object({
    links: z.object({
      primary_button: button,
      secondary_button: button,
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
export const LINK_FIELDS = [
  "links.primary_button.title",
  "links.primary_button.url",
  "links.secondary_button.title",
  "links.secondary_button.url",
  "links.homepage",
  "links.contact_email",
  ...SOCIAL_NETWORKS.map((n) => `links.socials.${n}` as const),
] as const;

/** The page's links as form values ("" for nothing). */
export function linksFormValues(page: Pick<OwnedPage, "links">): LinksValues {
  const { links } = page;
  const button = (b: { title: string; url: string } | null | undefined) => ({ title: b?.title ?? "", url: b?.url ?? "" });
  return {
    links: {
      primary_button: button(links.primary_button),
      secondary_button: button(links.secondary_button),
      homepage: links.homepage ?? "",
      contact_email: links.contact_email ?? "",
      socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links.socials?.[n] ?? ""])) as Record<SocialNetwork, string>,
    },
  };
}

/** Form values as the update call's `links` (empty means none). */
export function linksPayload({ links }: LinksValues) {
  const button = (b: { title: string; url: string }) => (b.url ? { title: b.title, url: b.url } : null);
  return {
    primary_button: button(links.primary_button),
    secondary_button: button(links.secondary_button),
    homepage: links.homepage || null,
    contact_email: links.contact_email,
    socials: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links.socials[n] || null])),
  };
}
