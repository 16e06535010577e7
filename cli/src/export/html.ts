import type { Content, NewsItem } from "@greenpage/sdk";
import escapeHtml from "escape-html";
import { extensionOf } from "./document.ts";
import { HTML_LABELS, type HtmlLabels, type HtmlLanguage, stylesheet } from "./html-style.ts";
import type { PageSnapshot } from "./snapshot.ts";

export const HTML_FILE = "index.html";
export const ASSETS_FOLDER = "assets";

/** What the public page lists: published contents of public visibility (unlisted ones only by their own link). */
const isListed = (c: Content) => c.is_published && c.visibility === "public";
/** Gated items show their teaser only, as on the public page: no details, no files. */
const isLocked = (c: Content) => c.access !== "public";

/** The stored files the static page shows: the logo, listed items' pictures, open items' attachments, published news pictures. */
export function htmlFileKeys(snapshot: PageSnapshot): string[] {
  const listed = snapshot.contents.filter(isListed);
  const keys = [
    snapshot.page.logo,
    ...listed.map((c) => c.cover_image ?? c.image),
    ...listed.filter((c) => !isLocked(c)).flatMap((c) => c.attachments.map((a) => a.key)),
    ...snapshot.news.filter((n) => n.is_published).map((n) => n.image),
  ];
  return [...new Set(keys.filter((key): key is string => Boolean(key)))];
}

type Asset = { path: string; data: Uint8Array };

/** Text in the language asked for, else the page's default language, else any. */
function picker(lang: string, fallback: string) {
  return (map: Record<string, string> | null | undefined) => (map ? map[lang] || map[fallback] || Object.values(map).find(Boolean) || "" : "");
}

/** Only web and mail links are followed from a file on disk; anything else (javascript:…) is dropped. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return ["http:", "https:", "mailto:"].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

const e = (text: unknown) => escapeHtml(String(text ?? ""));
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${e(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
const link = (url: string | null, label: string) => (url ? `<a href="${e(url)}" rel="noopener">${e(label)}</a>` : "");

/**
 * A static, self-contained copy of the public page: one HTML file with its
 * CSS inline and the pictures and evidence PDFs in assets/, linked
 * relatively, so it opens from the file system with no network and no script.
 */
export function renderHtml(snapshot: PageSnapshot, requested: HtmlLanguage | undefined, exportedAt: Date): { html: string; assets: Asset[] } {
  const { page } = snapshot;
  const lang: HtmlLanguage = requested ?? (page.default_language === "ja" ? "ja" : "en");
  const words: HtmlLabels = HTML_LABELS[lang];
  const text = picker(lang, page.default_language);

  const assets: Asset[] = [];
  const assetPaths = new Map<string, string>();
  const asset = (key: string | null | undefined): string | null => {
    const file = key ? snapshot.files.get(key) : undefined;
    if (!key || !file) return null;
    if (!assetPaths.has(key)) {
      const path = `${ASSETS_FOLDER}/file-${assets.length + 1}${extensionOf(file.contentType)}`;
      assets.push({ path, data: file.data });
      assetPaths.set(key, path);
    }
    return assetPaths.get(key)!;
  };

  const name = text(page.name_json) || page.handle;
  const listed = snapshot.contents.filter(isListed);
  const lists = [
    ...snapshot.categories.map((c) => ({ id: c.id as number | null, name: text(c.name_json) })),
    { id: null, name: text(snapshot.newsCategoryName) },
  ]
    .map((category) => ({ ...category, items: listed.filter((c) => (c.content_category_id === null ? null : Number(c.content_category_id)) === category.id) }))
    .filter((category) => category.items.length > 0);
  const news = snapshot.news.filter((n) => n.is_published);

  const item = (c: Content) => {
    const cover = asset(c.cover_image ?? c.image);
    const title = text(c.title_json);
    const badges = [
      c.status_id === null ? "" : `<li class="badge status">${e(snapshot.reference.statusName(c.status_id, lang))}</li>`,
      `<li class="badge ${e(c.evidence_state)}">${e(words.evidence[c.evidence_state as keyof HtmlLabels["evidence"]] ?? words.evidence.self_reported)}</li>`,
      isLocked(c) ? `<li class="badge">${e(words.access[c.access as keyof HtmlLabels["access"]] ?? words.access.limited)}</li>` : "",
    ].join("");
    const description = text(c.description_json);
    return `<li class="item"><article>
${cover ? `<img class="cover" src="${e(cover)}" alt="">` : ""}
<div class="body"><h3>${e(title)}</h3><ul class="badges">${badges}</ul>
${description ? `<p>${e(description)}</p>` : ""}
${isLocked(c) ? `<p class="locked">${e(words.locked)}</p>` : details(c)}
</div></article></li>`;
  };

  const details = (c: Content) => {
    const facts = (
      [
        [words.issuing_organization, c.issuing_organization],
        [words.auditor, c.auditor],
        [words.credential_id, c.credential_id],
        [words.issue_date, c.issue_date],
        [words.expiration_date, c.expiration_date],
      ] as const
    ).filter(([, value]) => value);
    const files = c.attachments.flatMap((a) => {
      const path = asset(a.key);
      return path ? [`<li><a href="${e(path)}">${e(a.name)}</a></li>`] : [];
    });
    return [
      paragraphs(text(c.content_json)),
      facts.length ? `<dl class="facts">${facts.map(([label, value]) => `<dt>${e(label)}</dt><dd>${e(value)}</dd>`).join("")}</dl>` : "",
      files.length ? `<p>${e(words.attachments)}</p><ul class="attachments">${files.join("")}</ul>` : "",
      safeUrl(c.link) ? `<p>${link(safeUrl(c.link), words.learn_more)}</p>` : "",
    ].join("\n");
  };

  const newsItem = (n: NewsItem) => {
    const picture = asset(n.image);
    const when = (n.kind === "event" ? n.starts_at : n.date) ?? n.date;
    return `<li><article>
<time datetime="${e(when)}">${e(when.slice(0, 10))}</time>${n.kind === "event" ? ` · ${e(words.event)}` : ""}
<h3>${e(text(n.title_json))}</h3>
${picture ? `<img class="picture" src="${e(picture)}" alt="">` : ""}
${paragraphs(text(n.body_json))}
${n.location ? `<p>${e(words.location)}: ${e(n.location)}</p>` : ""}
${safeUrl(n.link) ? `<p>${link(safeUrl(n.link), words.learn_more)}</p>` : ""}
</article></li>`;
  };

  const logo = asset(page.logo);
  const body = `<header class="page">
${logo ? `<img class="logo" src="${e(logo)}" alt="">` : ""}
<div><h1>${e(name)}</h1>${text(page.description_json) ? `<p class="lead">${e(text(page.description_json))}</p>` : ""}</div>
</header>
<main>
${about(text(page.introduction_json), text(page.mission_json), words)}
${pageLinks(
  page.links as PageLinks,
  snapshot.linkBlocks.filter((b) => !b.is_hidden).map((b) => ({ title: text(b.title_json) || b.url, url: b.url })),
  words,
)}
${lists.length === 0 && news.length === 0 ? `<p>${e(words.empty)}</p>` : ""}
${lists.map((category) => `<section><h2>${e(category.name)}</h2><ul class="items">${category.items.map(item).join("\n")}</ul></section>`).join("\n")}
${news.length ? `<section><h2>${e(words.news)}</h2><ul class="news">${news.map(newsItem).join("\n")}</ul></section>` : ""}
</main>
<footer><p>${e(words.exported(exportedAt.toISOString().slice(0, 10), page.handle))}</p></footer>`;

  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(name)}</title>
<style>${stylesheet(page.style?.primary_color)}</style>
</head>
<body>
${body}
</body>
</html>
`;
  return { html, assets };
}

type PageLinks = {
  homepage?: string | null;
  contact_email?: string | null;
};

function about(introduction: string, mission: string, words: HtmlLabels): string {
  if (!introduction && !mission) return "";
  return `<section class="about">${introduction ? paragraphs(introduction) : ""}${mission ? `<p><strong>${e(words.mission)}</strong> ${e(mission)}</p>` : ""}</section>`;
}

/** The shown link blocks first, in page order, then the homepage and contact. */
function pageLinks(links: PageLinks, blocks: { title: string; url: string }[], words: HtmlLabels): string {
  const anchors = [
    ...blocks.map((b) => link(safeUrl(b.url), b.title)),
    link(safeUrl(links.homepage), words.homepage),
    links.contact_email ? link(safeUrl(`mailto:${links.contact_email}`), words.contact) : "",
  ].filter(Boolean);
  return anchors.length ? `<nav class="links">${anchors.join("")}</nav>` : "";
}
