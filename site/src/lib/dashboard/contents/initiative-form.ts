import { z } from "../../forms/zod.ts";
import { CONTENT_ACCESS, CONTENT_KINDS, CONTENT_LIMITS, CONTENT_VISIBILITIES, type ContentInput as ContentBody } from "@greenpage/sdk";
import type { Content } from "../api.ts";

/** The select value standing for the default News category (id null). */
export const NEWS_VALUE = "news";
export const LOCALIZED_FIELDS = ["title_json", "description_json", "content_json", "additional_info_json"] as const;
const MAX_FRAMEWORKS = 10;

/** Client-side messages, in the interface language; the server's own words come back as field errors. */
export type InitiativeMessages = { required: string; passwordBlank: string; frameworkCategory: string; expiration: string; url: string };

const image = z.object({ key: z.string(), url: z.string() }).nullable();
const localizedText = z.record(z.string(), z.string());

/**
 * The editor's rules (§5): a title (or a catalogue pick), a non-blank password
 * for password access unless one is stored, at least one category per chosen
 * framework, links starting with https:// or http://, expiry not before issue.
 */
export function initiativeSchema(messages: InitiativeMessages, existing: Content | null) {
  return z
    .object({
      kind: z.enum(CONTENT_KINDS),
      standard_initiative_id: z.string(),
      content_category_id: z.string(),
      title_json: localizedText,
      description_json: localizedText,
      content_json: localizedText,
      additional_info_json: localizedText,
      image,
      cover_image: image,
      issuing_organization: z.string().trim().max(CONTENT_LIMITS.issuing_organization),
      auditor: z.string().trim().max(CONTENT_LIMITS.auditor),
      issue_date: z.string(),
      expiration_date: z.string(),
      review_interval_months: z.string(),
      credential_id: z.string().trim().max(CONTENT_LIMITS.credential_id),
      link: z.string().trim().max(CONTENT_LIMITS.link),
      status_id: z.string(),
      access: z.enum(CONTENT_ACCESS),
      password: z.string().max(CONTENT_LIMITS.password),
      visibility: z.enum(CONTENT_VISIBILITIES),
      is_published: z.boolean(),
      frameworks: z.array(z.object({ framework: z.string(), categories: z.array(z.string()) })).max(MAX_FRAMEWORKS),
    })
    .superRefine((v, ctx) => {
      const hasTitle = Object.values(v.title_json).some((text) => text?.trim());
      if (!existing && v.kind === "standard" && !v.standard_initiative_id)
        ctx.addIssue({ code: "custom", path: ["standard_initiative_id"], message: messages.required });
      else if (!hasTitle && (existing || v.kind === "custom")) ctx.addIssue({ code: "custom", path: ["title_json"], message: messages.required });
      const keepsPassword = existing?.access === "password" && existing.has_password;
      if (v.access === "password" && !v.password.trim() && !keepsPassword)
        ctx.addIssue({ code: "custom", path: ["password"], message: messages.passwordBlank });
      v.frameworks.forEach((f, i) => {
        if (f.categories.length === 0) ctx.addIssue({ code: "custom", path: ["frameworks", i, "categories"], message: messages.frameworkCategory });
      });
      if (v.issue_date && v.expiration_date && v.expiration_date < v.issue_date)
        ctx.addIssue({ code: "custom", path: ["expiration_date"], message: messages.expiration });
      if (v.link.trim() && !/^https?:\/\//i.test(v.link.trim())) ctx.addIssue({ code: "custom", path: ["link"], message: messages.url });
    });
}

export type InitiativeValues = z.infer<ReturnType<typeof initiativeSchema>>;

const picture = (key: string | null, url: string | null) => (key && url ? { key, url } : null);

/** The form's starting values: the stored initiative, or a new one in `category`. */
export function initiativeDefaults(existing: Content | null, category: number | null): InitiativeValues {
  return {
    kind: existing ? (existing.kind === "standard" ? "standard" : "custom") : "standard",
    standard_initiative_id: existing?.standard_initiative_id ? String(existing.standard_initiative_id) : "",
    content_category_id: String((existing ? existing.content_category_id : category) ?? NEWS_VALUE),
    title_json: { ...existing?.title_json },
    description_json: { ...existing?.description_json },
    content_json: { ...existing?.content_json },
    additional_info_json: { ...existing?.additional_info_json },
    image: picture(existing?.image ?? null, existing?.image_url ?? null),
    cover_image: picture(existing?.cover_image ?? null, existing?.cover_image_url ?? null),
    issuing_organization: existing?.issuing_organization ?? "",
    auditor: existing?.auditor ?? "",
    issue_date: existing?.issue_date ?? "",
    expiration_date: existing?.expiration_date ?? "",
    review_interval_months: existing?.review_interval_months ? String(existing.review_interval_months) : "",
    credential_id: existing?.credential_id ?? "",
    link: existing?.link ?? "",
    status_id: existing?.status_id ? String(existing.status_id) : "",
    access: existing?.access === "limited" || existing?.access === "password" ? existing.access : "public",
    password: "",
    visibility: existing?.visibility === "unlisted" ? "unlisted" : "public",
    is_published: existing?.is_published ?? true,
    frameworks: existing?.frameworks.map((f) => ({ framework: f.framework, categories: [...f.categories] })) ?? [],
  };
}

/**
 * The body of `POST /contents/` (new) or `PATCH /contents/{id}/` (existing).
 * Images are sent only when changed: a catalogue image is not the page's own
 * upload, and sending its key back would be refused. A blank password on an
 * initiative that has one keeps it.
 */
export function initiativeBody(v: InitiativeValues, existing: Content | null): ContentBody {
  const body: ContentBody = {
    content_category_id: v.content_category_id === NEWS_VALUE ? null : Number(v.content_category_id),
    title_json: v.title_json,
    description_json: v.description_json,
    content_json: v.content_json,
    additional_info_json: v.additional_info_json,
    issuing_organization: v.issuing_organization,
    auditor: v.auditor,
    issue_date: v.issue_date || null,
    expiration_date: v.expiration_date || null,
    review_interval_months: v.review_interval_months ? Number(v.review_interval_months) : null,
    credential_id: v.credential_id,
    link: v.link,
    status_id: v.status_id ? Number(v.status_id) : null,
    access: v.access,
    visibility: v.visibility,
    is_published: v.is_published,
    frameworks: v.frameworks,
  };
  if (!existing) {
    body.kind = v.kind;
    if (v.kind === "standard") body.standard_initiative_id = Number(v.standard_initiative_id);
  }
  if (v.access === "password" && v.password.trim()) body.password = v.password;
  if ((v.image?.key ?? null) !== (existing?.image ?? null)) body.image = v.image?.key ?? null;
  if ((v.cover_image?.key ?? null) !== (existing?.cover_image ?? null)) body.cover_image = v.cover_image?.key ?? null;
  return body;
}

/** Every field the server may name in a 400, so its first message lands on that field. */
export const INITIATIVE_FIELDS = [
  "kind",
  "standard_initiative_id",
  "content_category_id",
  ...LOCALIZED_FIELDS.flatMap((f) => [f, `${f}.en`, `${f}.ja`] as const),
  "image",
  "cover_image",
  "issuing_organization",
  "auditor",
  "issue_date",
  "expiration_date",
  "review_interval_months",
  "credential_id",
  "link",
  "status_id",
  "access",
  "password",
  "visibility",
  "frameworks",
  ...Array.from({ length: MAX_FRAMEWORKS }, (_, i) => [`frameworks.${i}.framework`, `frameworks.${i}.categories`] as const).flat(),
] as const;
