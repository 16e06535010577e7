/**
 * The JSON export of a page: its types, and how a snapshot of the API's data
 * becomes one. The format is described for people in cli/EXPORT-FORMAT.md;
 * keep the two in step.
 */
import type { ContentAccess, ContentKind, ContentVisibility, NewsKind, PageType } from "@greenpage/sdk";
import type { PageSnapshot } from "./snapshot.ts";

export const EXPORT_SCHEMA = "greenpage.page-export";
/** Bumped on a breaking change; import refuses a newer version than it knows. */
export const EXPORT_VERSION = 1;
/** The document's name inside the --out folder; its files sit beside it in files/. */
export const DOCUMENT_FILE = "greenpage-page-export.json";
export const FILES_FOLDER = "files";

type Localized = Record<string, string>;
type Frameworks = { framework: string; categories: string[] }[];
/** A file of the export by its ref ("f1"), or null for none. */
type FileRef = string | null;

export type ExportedFile = { ref: string; path: string; name: string; content_type: string; size: number; sha256: string };

/** The page's restorable fields. Its handle is in `source`: import never changes the target's. */
export type ExportedPage = {
  page_type: PageType;
  country: string | null;
  framework_type: string | null;
  frameworks: Frameworks;
  business_category: string[];
  /** Codes of the catalogue's standard initiatives (ids differ between servers). */
  business_initiatives: string[];
  name_json: Localized | null;
  description_json: Localized | null;
  introduction_json: Localized | null;
  mission_json: Localized | null;
  logo: FileRef;
  style: Record<string, unknown>;
  links: Record<string, unknown>;
  default_language: string;
  default_view: string;
  is_visible: boolean;
};

export type ExportedLanguage = { code: string; is_enabled: boolean; is_default: boolean };
export type ExportedCategory = { ref: string; name_json: Localized; order_key: number };

export type ExportedContent = {
  ref: string;
  /** null: the default News category. */
  category_ref: string | null;
  order_key: number;
  kind: ContentKind;
  standard_initiative: string | null;
  title_json: Localized;
  description_json: Localized;
  content_json: Localized;
  additional_info_json: Localized;
  image: FileRef;
  cover_image: FileRef;
  /** A status code of the catalogue: targeted, planning, in_progress, achieved. */
  status: string | null;
  issuing_organization: string | null;
  auditor: string | null;
  issue_date: string | null;
  expiration_date: string | null;
  /** Months between reviews of a claim with no expiry date (absent in exports before it existed). */
  review_interval_months?: number | null;
  credential_id: string | null;
  link: string | null;
  access: ContentAccess;
  visibility: ContentVisibility;
  is_published: boolean;
  frameworks: Frameworks;
  attachments: string[];
};

export type ExportedNews = {
  ref: string;
  kind: NewsKind;
  title_json: Localized;
  body_json: Localized;
  date: string;
  starts_at: string | null;
  ends_at: string | null;
  location: string | null;
  link: string | null;
  image: FileRef;
  is_published: boolean;
};

/** A link block (a button of the public page), in page order. */
export type ExportedLinkBlock = {
  ref: string;
  title_json: Localized;
  url: string;
  description_json: Localized;
  icon: string | null;
  thumbnail: FileRef;
  is_hidden: boolean;
};

export type PageExport = {
  schema: typeof EXPORT_SCHEMA;
  version: number;
  exported_at: string;
  source: { api_url: string; handle: string; page_id: number };
  page: ExportedPage;
  languages: ExportedLanguage[];
  categories: ExportedCategory[];
  contents: ExportedContent[];
  news: ExportedNews[];
  /** Absent in exports made before link blocks: read as none. */
  link_blocks: ExportedLinkBlock[];
  files: ExportedFile[];
};

/** Objects the server stores as free-form JSON, with their keys sorted so two exports compare equal. */
export function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, sortedKeys(v)]),
  ) as T;
}

/** Links with the empty parts left out: the server answers a missing button as absent or as null, depending on how the links were saved. */
function compactLinks(links: Record<string, unknown>): Record<string, unknown> {
  const present = Object.entries(links).filter(
    ([, value]) => value !== null && value !== undefined && !(typeof value === "object" && Object.keys(value).length === 0),
  );
  return sortedKeys(Object.fromEntries(present));
}

/**
 * Every stored file the document refers to, in the order it first appears
 * (logo, then each content's image, cover and attachments, then news images, then link thumbnails):
 * that order gives the refs, so they do not depend on the server's keys.
 */
export function documentFileKeys(snapshot: PageSnapshot): string[] {
  const keys = [
    snapshot.page.logo,
    ...snapshot.contents.flatMap((c) => [c.image, c.cover_image, ...c.attachments.map((a) => a.key)]),
    ...snapshot.news.map((n) => n.image),
    ...snapshot.linkBlocks.map((b) => b.thumbnail),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

const EXTENSIONS: Record<string, string> = { "image/png": ".png", "image/jpeg": ".jpg", "application/pdf": ".pdf" };
export const extensionOf = (contentType: string) => EXTENSIONS[contentType.split(";")[0]!.trim().toLowerCase()] ?? "";

/** A document file and the bytes to write at its path. */
export type DocumentFile = ExportedFile & { data: Uint8Array };

/** The document for a snapshot, and the files to write beside it. */
export function buildDocument(
  snapshot: PageSnapshot,
  source: PageExport["source"],
  digest: (data: Uint8Array) => string,
): { document: PageExport; files: DocumentFile[] } {
  const files: DocumentFile[] = [];
  const refOfKey = new Map<string, string>();
  const attachmentNames = new Map(snapshot.contents.flatMap((c) => c.attachments.map((a) => [a.key, a.name] as const)));
  for (const key of documentFileKeys(snapshot)) {
    const file = snapshot.files.get(key);
    if (!file) continue;
    const ref = `f${files.length + 1}`;
    const extension = extensionOf(file.contentType);
    files.push({
      ref,
      path: `${FILES_FOLDER}/${ref}${extension}`,
      name: attachmentNames.get(key) ?? `${ref}${extension}`,
      content_type: file.contentType.split(";")[0]!.trim(),
      size: file.data.byteLength,
      sha256: digest(file.data),
      data: file.data,
    });
    refOfKey.set(key, ref);
  }
  const fileRef = (key: string | null | undefined): FileRef => (key ? (refOfKey.get(key) ?? null) : null);
  const { page, reference } = snapshot;

  const categoryRefs = new Map(snapshot.categories.map((c, i) => [c.id, `c${i + 1}`]));
  const document: PageExport = {
    schema: EXPORT_SCHEMA,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
    source,
    page: {
      page_type: page.page_type,
      country: page.country,
      framework_type: page.framework_type,
      frameworks: page.frameworks,
      business_category: [...page.business_category].sort(),
      business_initiatives: page.business_initiative.map((id) => reference.initiativeCode(id)).sort(),
      name_json: sortedKeys(page.name_json),
      description_json: sortedKeys(page.description_json),
      introduction_json: sortedKeys(page.introduction_json),
      mission_json: sortedKeys(page.mission_json),
      logo: fileRef(page.logo),
      style: sortedKeys(page.style),
      links: compactLinks(page.links as Record<string, unknown>),
      default_language: page.default_language,
      default_view: page.default_view,
      is_visible: page.is_visible,
    },
    languages: snapshot.languages
      .map((l) => ({ code: l.code, is_enabled: l.is_enabled, is_default: l.is_default }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    categories: snapshot.categories.map((c) => ({ ref: categoryRefs.get(c.id)!, name_json: sortedKeys(c.name_json), order_key: c.order_key })),
    contents: snapshot.contents.map((c, i) => ({
      ref: `i${i + 1}`,
      category_ref: c.content_category_id === null ? null : (categoryRefs.get(Number(c.content_category_id)) ?? null),
      order_key: Number(c.order_key),
      kind: c.kind,
      standard_initiative: c.standard_initiative_id === null ? null : reference.initiativeCode(c.standard_initiative_id),
      title_json: sortedKeys(c.title_json),
      description_json: sortedKeys(c.description_json),
      content_json: sortedKeys(c.content_json),
      additional_info_json: sortedKeys(c.additional_info_json),
      image: fileRef(c.image),
      cover_image: fileRef(c.cover_image),
      status: c.status_id === null ? null : reference.statusCode(c.status_id),
      issuing_organization: c.issuing_organization,
      auditor: c.auditor,
      issue_date: c.issue_date,
      expiration_date: c.expiration_date,
      review_interval_months: c.review_interval_months,
      credential_id: c.credential_id,
      link: c.link,
      access: c.access,
      visibility: c.visibility,
      is_published: c.is_published,
      frameworks: c.frameworks,
      attachments: c.attachments.map((a) => fileRef(a.key)).filter((ref): ref is string => ref !== null),
    })),
    news: snapshot.news.map((n, i) => ({
      ref: `n${i + 1}`,
      kind: n.kind,
      title_json: sortedKeys(n.title_json),
      body_json: sortedKeys(n.body_json),
      date: n.date,
      starts_at: n.starts_at,
      ends_at: n.ends_at,
      location: n.location,
      link: n.link,
      image: fileRef(n.image),
      is_published: n.is_published,
    })),
    link_blocks: snapshot.linkBlocks.map((b, i) => ({
      ref: `l${i + 1}`,
      title_json: sortedKeys(b.title_json),
      url: b.url,
      description_json: sortedKeys(b.description_json),
      icon: b.icon,
      thumbnail: fileRef(b.thumbnail),
      is_hidden: b.is_hidden,
    })),
    files: files.map(({ data: _data, ...file }) => file),
  };
  return { document, files };
}
