import {
  COUNTRY_CODES,
  type ContentInput,
  type GreenpageClient,
  type Language,
  type LinkIcon,
  type OwnedPage,
  type PageUpdate,
  WITHDRAWN_COUNTRIES,
} from "@greenpage/sdk";
import { CliError, UsageError } from "../lib/errors.ts";
import type { ExportedContent, ExportedFile, PageExport } from "./document.ts";
import type { Progress } from "./progress.ts";
import type { LoadedExport } from "./read-document.ts";
import { loadReference, type Reference } from "./reference.ts";
import { checkFitsPlan, clearPage, isEmpty, type PageHoldings, pageHoldings } from "./replace.ts";

export type RestoreSummary = { languages: string[]; categories: number; contents: number; news: number; link_blocks: number; files: number };
export type RestoreOptions = {
  gatePassword?: string | undefined;
  progress: Progress;
  /** Told when a write fails after others succeeded: the page then holds part of the export. */
  onPartial: (message: string) => void;
  /** Remove the page's categories, contents, news and link blocks first (else the page must be empty). */
  replace?: boolean | undefined;
  /** Told what `replace` removed. */
  onReplaced?: (removed: { contents: number; categories: number; news: number; link_blocks: number }) => void;
};

/** The server ids of the catalogue's codes the document names, all found before anything is written. */
function resolveCodes(document: PageExport, reference: Reference) {
  const statusId = (code: string) => {
    const id = reference.statusId(code);
    if (id === undefined) throw new CliError(`This server has no progress status "${code}".`);
    return id;
  };
  const initiativeId = (code: string) => {
    const id = reference.initiativeId(code);
    if (id === undefined) throw new CliError(`This server's catalogue has no standard initiative "${code}".`);
    return id;
  };
  return {
    statuses: new Map(document.contents.flatMap((c) => (c.status ? [[c.status, statusId(c.status)] as const] : []))),
    initiatives: new Map(
      [...document.page.business_initiatives, ...document.contents.flatMap((c) => (c.standard_initiative ? [c.standard_initiative] : []))].map((code) => [
        code,
        initiativeId(code),
      ]),
    ),
  };
}

/**
 * An import adds to nothing: the page must be empty, or with `replace` its
 * categories, contents, news and link blocks are removed. Answers what is to
 * be removed (nothing for an empty page); the removal waits until the page's
 * own fields are written, so a refusal there leaves the page as it was.
 */
async function checkTarget(client: GreenpageClient, target: OwnedPage, replace: boolean): Promise<PageHoldings | null> {
  const held = await pageHoldings(client, target);
  if (isEmpty(held)) return null;
  if (!replace) {
    throw new CliError(
      `${target.handle} is not empty; import restores into an empty page (no categories, contents, news or link blocks). Give --replace to remove them and import, or create a new page with \`greenpage pages create\`.`,
    );
  }
  return held;
}

/** Contents in the order they go back: by their category's place (News last), then their place in it. */
function restoreOrder(document: PageExport): ExportedContent[] {
  const place = new Map([...document.categories].sort((a, b) => a.order_key - b.order_key).map((c, i) => [c.ref, i]));
  const rank = (c: ExportedContent) => (c.category_ref === null ? Number.MAX_SAFE_INTEGER : place.get(c.category_ref)!);
  return document.contents
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.c.order_key - b.c.order_key || a.i - b.i)
    .map(({ c }) => c);
}

/** What the writing phases share: the target, the export, the catalogue's ids and the keys of uploaded images. */
type Run = {
  client: GreenpageClient;
  target: OwnedPage;
  loaded: LoadedExport;
  codes: ReturnType<typeof resolveCodes>;
  options: RestoreOptions;
  fileInfo: Map<string, ExportedFile>;
  imageKeys: Map<string, string>;
};

/**
 * Restores an export into an empty page of the caller's (or, with
 * `replace`, one emptied first): languages, page
 * fields (never the handle, nor publication), categories in order, contents
 * with their images and attachments, news. Everything that can be checked is
 * checked first; the server's own checks then apply to each write.
 */
export async function restorePage(client: GreenpageClient, target: OwnedPage, loaded: LoadedExport, options: RestoreOptions): Promise<RestoreSummary> {
  const { document } = loaded;
  const gated = document.contents.filter((c) => c.access === "password");
  if (gated.length > 0 && !options.gatePassword) {
    throw new UsageError(
      `The export has ${gated.length} password-protected item(s) (${gated.map((c) => c.ref).join(", ")}), whose passwords cannot be exported. Give --gate-password <text> to protect them on this page.`,
    );
  }
  const codes = resolveCodes(document, await loadReference(client));
  checkFitsPlan(target, document);
  const replaced = await checkTarget(client, target, options.replace === true);

  const run: Run = { client, target, loaded, codes, options, fileInfo: new Map(document.files.map((f) => [f.ref, f])), imageKeys: new Map() };
  const imageRefs = [
    ...new Set([
      document.page.logo,
      ...document.contents.flatMap((c) => [c.image, c.cover_image]),
      ...document.news.map((n) => n.image),
      ...document.link_blocks.map((b) => b.thumbnail),
    ]),
  ].filter((r): r is string => Boolean(r));
  const attachments = document.contents.reduce((n, c) => n + c.attachments.length, 0);
  options.progress.start(
    imageRefs.length + 1 + document.categories.length + document.contents.length + attachments + document.news.length + document.link_blocks.length,
    "languages and page",
  );
  try {
    const languages = await restorePageFields(run, imageRefs);
    if (replaced) options.onReplaced?.(await clearPage(client, target, replaced));
    const categoryIds = await restoreCategories(run);
    for (const content of restoreOrder(document)) await restoreContent(run, content, categoryIds);
    await restoreNews(run);
    await restoreLinkBlocks(run);
    options.progress.stop();
    return {
      languages,
      categories: document.categories.length,
      contents: document.contents.length,
      news: document.news.length,
      link_blocks: document.link_blocks.length,
      files: imageRefs.length + attachments,
    };
  } catch (error) {
    options.progress.stop();
    options.onPartial(`${target.handle} now holds part of the export. Import again with --replace to start over.`);
    throw error;
  }
}

const imageKey = (run: Run, ref: string | null) => (ref ? run.imageKeys.get(ref)! : null);

/**
 * The export's country as this API takes it: a withdrawn code (UK) as the
 * country it became; a code that is no country of today's list is left out
 * (the page keeps its own) unless it is the one the page already has.
 */
function countryFor(country: string | null, target: OwnedPage): string | null | undefined {
  if (country === null || (COUNTRY_CODES as readonly string[]).includes(country) || country === target.country) return country;
  const current = (WITHDRAWN_COUNTRIES as Readonly<Record<string, string>>)[country];
  return current ?? undefined;
}

/** Languages on, images uploaded, the page's fields set, languages the export had off turned off; answers the enabled codes. */
async function restorePageFields(run: Run, imageRefs: string[]): Promise<string[]> {
  const { client, target, loaded, options } = run;
  const { document } = loaded;
  const enabled = document.languages.filter((l) => l.is_enabled).map((l) => l.code);
  for (const code of enabled) await client.languages.enable(target.id, code as Language);
  for (const ref of imageRefs) {
    const file = run.fileInfo.get(ref)!;
    options.progress.tick(`image ${file.name}`);
    run.imageKeys.set(ref, (await client.images.upload(target.id, loaded.files.get(ref)!, file.content_type)).key);
  }
  await client.pages.update(target.id, await pageFields(client, target, document, imageKey(run, document.page.logo), run.codes.initiatives));
  for (const language of document.languages.filter((l) => !l.is_enabled && !l.is_default)) {
    if ((await client.languages.list(target.id)).some((l) => l.code === language.code && l.is_enabled))
      await client.languages.disable(target.id, language.code as Language);
  }
  options.progress.tick("categories");
  return enabled;
}

async function restoreCategories(run: Run): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const category of [...run.loaded.document.categories].sort((a, b) => a.order_key - b.order_key)) {
    categoryIds.set(category.ref, Number((await run.client.categories.create(run.target.id, { name_json: category.name_json })).id));
    run.options.progress.tick();
  }
  return categoryIds;
}

async function restoreContent(run: Run, content: ExportedContent, categoryIds: Map<string, number>): Promise<void> {
  const { client, target, options, codes } = run;
  options.progress.tick(`content ${content.ref}`);
  const body: ContentInput = {
    kind: content.kind,
    standard_initiative_id: content.standard_initiative ? codes.initiatives.get(content.standard_initiative)! : null,
    content_category_id: content.category_ref === null ? null : categoryIds.get(content.category_ref)!,
    title_json: content.title_json,
    description_json: content.description_json,
    content_json: content.content_json,
    additional_info_json: content.additional_info_json,
    image: imageKey(run, content.image),
    cover_image: imageKey(run, content.cover_image),
    status_id: content.status ? codes.statuses.get(content.status)! : null,
    issuing_organization: content.issuing_organization,
    auditor: content.auditor,
    issue_date: content.issue_date,
    expiration_date: content.expiration_date,
    review_interval_months: content.review_interval_months ?? null,
    credential_id: content.credential_id,
    link: content.link,
    access: content.access,
    ...(content.access === "password" ? { password: options.gatePassword } : {}),
    visibility: content.visibility,
    is_published: content.is_published,
    frameworks: content.frameworks,
  };
  const created = await client.contents.create(target.id, body);
  // A standard item takes the catalogue's picture when it has none; the export said none.
  if (created.image !== body.image) await client.contents.update(target.id, created.id, { image: body.image ?? null });
  for (const ref of content.attachments) {
    const file = run.fileInfo.get(ref)!;
    options.progress.tick(`attachment ${file.name}`);
    await client.attachments.upload(target.id, created.id, file.name, run.loaded.files.get(ref)!);
  }
}

/** Oldest first, so items of the same date keep their order (the list breaks ties by creation). */
async function restoreNews(run: Run): Promise<void> {
  for (const item of [...run.loaded.document.news].reverse()) {
    run.options.progress.tick(`news ${item.ref}`);
    const { ref: _ref, image, ...fields } = item;
    await run.client.news.create(run.target.id, { ...fields, image: imageKey(run, image) });
  }
}

/** In page order: each is added after the ones before. */
async function restoreLinkBlocks(run: Run): Promise<void> {
  for (const block of run.loaded.document.link_blocks) {
    run.options.progress.tick(`link ${block.ref}`);
    const { ref: _ref, thumbnail, icon, ...fields } = block;
    await run.client.linkBlocks.create(run.target.id, { ...fields, icon: icon as LinkIcon | null, thumbnail: imageKey(run, thumbnail) });
  }
}

/** The page's own fields from the document: the handle stays the target's, and publication is left to `greenpage pages publish`. */
async function pageFields(
  client: GreenpageClient,
  target: OwnedPage,
  document: PageExport,
  logo: string | null,
  initiatives: Map<string, number>,
): Promise<PageUpdate> {
  const { page } = document;
  const defaultLanguage = (await client.languages.list(target.id)).find((l) => l.code === page.default_language);
  if (!defaultLanguage) throw new CliError(`The page's default language "${page.default_language}" could not be enabled.`);
  return {
    page_type: page.page_type,
    country: countryFor(page.country, target),
    // A file may name a framework this server does not know: the server says so on the field.
    framework_type: page.framework_type as PageUpdate["framework_type"],
    frameworks: page.frameworks,
    business_category: page.business_category,
    business_initiative: page.business_initiatives.map((code) => initiatives.get(code)!),
    name_json: page.name_json,
    description_json: page.description_json,
    introduction_json: page.introduction_json,
    mission_json: page.mission_json,
    logo,
    style: page.style as PageUpdate["style"],
    // The server saves links as a whole, and only with a contact email: a page that never saved them has none to restore.
    ...(page.links.contact_email ? { links: page.links as PageUpdate["links"] } : {}),
    default_language_id: defaultLanguage.language_id,
    default_view: page.default_view as PageUpdate["default_view"],
    is_visible: page.is_visible,
  };
}
