import type { PageBundle, PublicPage, PublicContent } from "./load.ts";

export const pageUrl = (origin: string, handle: string, contentId?: number) => `${origin}/${handle}${contentId === undefined ? "" : `/${contentId}`}`;

/** The size of the API's share images (`share_image_url`), as Open Graph wants it stated. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export type Alternate = { hreflang: string; href: string };

/** One alternate per language the page offers, plus x-default (the page's default language). */
export function alternates(url: string, languages: string[]): Alternate[] {
  return [...languages.map((code) => ({ hreflang: code, href: `${url}?lang=${code}` })), { hreflang: "x-default", href: url }];
}

/** Meta description: the first sentences of the text, at most ~160 characters. */
export function summary(...texts: (string | null | undefined)[]): string {
  const text =
    texts
      .find((t) => t?.trim())
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`;
}

/** An initiative counts as a certification when a third party issued it, it has a credential, or our reviewers verified it. */
export const isCertification = (item: PublicContent) => Boolean(item.issuing_organization || item.credential_id || item.evidence_state === "verified");

/** How an item's description goes into the JSON-LD: whole on its own page, summarised in its page's list. */
type Describe = (text: string) => string;

function certification(item: PublicContent, url: string, describe: Describe) {
  const verified = item.evidence_state === "verified" && item.last_verified;
  return {
    "@type": "Certification",
    name: item.title,
    url,
    ...(item.description ? { description: describe(item.description) } : {}),
    ...(item.issuing_organization ? { issuedBy: { "@type": "Organization", name: item.issuing_organization } } : {}),
    ...(item.credential_id ? { certificationIdentification: item.credential_id } : {}),
    ...(item.issue_date ? { validFrom: item.issue_date } : {}),
    ...(item.expiration_date ? { expires: item.expiration_date } : {}),
    // An expired certificate is no longer in force, verified or not.
    certificationStatus: item.is_expired ? "https://schema.org/CertificationInactive" : "https://schema.org/CertificationActive",
    ...(verified ? { auditDate: item.last_verified!.slice(0, 10) } : {}),
  };
}

/** Any other initiative: a CreativeWork about the page's owner, at its own URL. */
function initiative(item: PublicContent, url: string, describe: Describe) {
  const image = item.cover_image_url ?? item.image_url;
  return {
    "@type": "CreativeWork",
    name: item.title,
    url,
    ...(item.description ? { description: describe(item.description) } : {}),
    ...(image ? { image } : {}),
  };
}

function sameAs(page: PublicPage): string[] {
  const links = page.links as { homepage?: string | null; socials?: Record<string, string | undefined> };
  return [links.homepage, ...Object.values(links.socials ?? {})].filter((u): u is string => typeof u === "string" && u.length > 0);
}

/**
 * schema.org: the page as an Organization (or a Person), its certifications as
 * `hasCertification` and its other initiatives as `subjectOf` (CreativeWorks).
 * Gated items are left out: their facts are what the gate protects.
 * A page's list describes each item by its summary (its full text is on the
 * item's own URL, whose JSON-LD carries it: `fullText`): repeating every
 * description whole made the JSON-LD a third of a large page's HTML.
 */
export function pageJsonLd(bundle: Pick<PageBundle, "page" | "categories">, origin: string, { fullText = false } = {}) {
  const describe: Describe = fullText ? (text) => text : (text) => summary(text);
  const { page } = bundle;
  const url = pageUrl(origin, page.handle);
  const items = bundle.categories.flatMap((c) => c.custom_contents).filter((item) => !item.is_locked && item.title);
  const itemUrl = (item: PublicContent) => pageUrl(origin, page.handle, item.id);
  const certifications = items.filter(isCertification).map((item) => certification(item, itemUrl(item), describe));
  const initiatives = items.filter((item) => !isCertification(item)).map((item) => initiative(item, itemUrl(item), describe));
  const links = sameAs(page);
  return {
    "@context": "https://schema.org",
    "@type": page.page_type === "personal" ? "Person" : "Organization",
    name: page.name ?? page.handle,
    url,
    ...(page.description ? { description: page.description } : {}),
    ...(page.logo_url ? { [page.page_type === "personal" ? "image" : "logo"]: page.logo_url } : {}),
    ...(links.length ? { sameAs: links } : {}),
    ...(certifications.length ? { hasCertification: certifications } : {}),
    ...(initiatives.length ? { subjectOf: initiatives } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so text can never close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
