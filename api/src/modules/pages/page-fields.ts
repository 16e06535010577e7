import { inArray } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { type PageLinks, type PageStyle, SOCIAL_NETWORKS, standardInitiatives } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "../../lib/errors.ts";
import { cleanUrl } from "../../lib/validate.ts";
import { isBusinessCategory } from "../catalog/frameworks.ts";
import { isCountryCode } from "./countries.ts";
import { PAGE_MESSAGES } from "./messages.ts";
import { type LinksInput, PAGE_TYPES, type StyleInput } from "./model.ts";

/**
 * ISO 3166-1 alpha-2 (the model has checked the shape), one of today's
 * countries (withdrawn codes such as UK are refused). The code a page is
 * saved with is taken back unchanged, even an old one, so a form or a
 * restored backup that sends the whole page again is not refused for it.
 */
export function cleanCountry(errors: FieldErrorCollector, value: string | null | undefined, saved?: string | null) {
  if (value === undefined || value === null || value === "") return value === "" ? null : value;
  const code = value.toUpperCase();
  if (!isCountryCode(code) && code !== saved) {
    errors.add("country", PAGE_MESSAGES.country);
    return undefined;
  }
  return code;
}

/** A page type given as text (Explore's filter, where blank means any): the bodies' `page_type` is the model's `ChoiceIn`. */
export function cleanPageType(errors: FieldErrorCollector, value: string | undefined) {
  if (value === undefined) return undefined;
  if ((PAGE_TYPES as readonly string[]).includes(value)) return value;
  errors.add("page_type", PAGE_MESSAGES.pageType);
  return undefined;
}

export function cleanBusinessCategories(errors: FieldErrorCollector, value: string[] | undefined) {
  if (value === undefined) return undefined;
  if (value.some((code) => !isBusinessCategory(code))) errors.add("business_category", PAGE_MESSAGES.businessCategory);
  return [...new Set(value)];
}

export async function cleanBusinessInitiatives(db: Database, errors: FieldErrorCollector, value: number[] | undefined) {
  if (value === undefined) return undefined;
  const ids = [...new Set(value)];
  if (ids.length === 0) return ids;
  const found = await db.select({ id: standardInitiatives.id }).from(standardInitiatives).where(inArray(standardInitiatives.id, ids));
  if (found.length !== ids.length) errors.add("business_initiative", PAGE_MESSAGES.businessInitiative);
  return ids;
}

/** The style as stored: the model has checked the colours (`#RRGGBB`); they are kept lowercase, none left out. */
export function cleanStyle(value: StyleInput | undefined): PageStyle | undefined {
  if (value === undefined) return undefined;
  const style: PageStyle = {};
  if (value.theme) style.theme = value.theme;
  if (value.font) style.font = value.font;
  for (const key of ["primary_color", "accent_color"] as const) {
    const color = value[key];
    if (color) style[key] = color.toLowerCase();
  }
  return style;
}

/**
 * Links are saved as a whole (the Links form): every URL is https:// or
 * http://, one written without a scheme taken as https://. The page's buttons
 * are link blocks (the link-blocks module). The model has checked the lengths
 * and the contact email (required, and an address).
 */
export function cleanLinks(errors: FieldErrorCollector, value: LinksInput | undefined): PageLinks | undefined {
  if (value === undefined) return undefined;
  const links: PageLinks = { homepage: null, contact_email: null, socials: {} };
  links.homepage = cleanUrl(errors, "links.homepage", value.homepage ?? null, { completeScheme: true }) ?? null;
  links.contact_email = value.contact_email;
  for (const network of SOCIAL_NETWORKS) {
    const url = cleanUrl(errors, `links.socials.${network}`, value.socials?.[network] ?? null, { completeScheme: true });
    if (url) links.socials![network] = url;
  }
  return links;
}
