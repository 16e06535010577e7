import type { PublicPageView } from "@greenpage/sdk";
import type { IconNode } from "lucide";
import type { Locale } from "../../../i18n/index.ts";
import { imageAttributes } from "../../images.ts";
import { LINK_ICON_NODES, SOCIAL_ICONS } from "../../links/icons.ts";
import { formatDate } from "../format.ts";
import type { PublicNews, PublicPage } from "../load.ts";
import { qrFileName, shareLinks } from "../share.ts";
import { attributes, type Html, html, raw, type Translate } from "./markup.ts";

/**
 * The public page's parts other than its cards, as template functions (see
 * markup.ts). Each Astro component of these parts draws its markup from here
 * and keeps only its client script, which Astro bundles and writes once.
 */

const LANGUAGE_NAMES: Record<string, string> = { en: "English", ja: "日本語" };

/** An icon drawn inline: Lucide strokes or one filled brand path, both on a 24-unit grid. Decorative: the link names itself. */
export function icon(shape: { nodes: IconNode } | { path: string }, size = 20): Html {
  if ("path" in shape)
    return html`<svg class="icon" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false"><path d="${shape.path}"></path></svg>`;
  return html`<svg class="icon" xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shape.nodes.map(
    ([tag, attrs]) => html`<${raw(tag)}${attributes(attrs as Record<string, string | number>)}></${raw(tag)}>`,
  )}</svg>`;
}

/** The page's social profiles as a row of brand icons, each link named for screen readers by its network. */
export function socialIcons(socials: Partial<Record<string, string | null | undefined>> | undefined, label: string): Html {
  const shown = Object.entries(socials ?? {}).filter((entry): entry is [keyof typeof SOCIAL_ICONS, string] => Boolean(entry[1]) && entry[0] in SOCIAL_ICONS);
  return html`${
    shown.length > 0 &&
    html`<ul class="socials" aria-label="${label}">${shown.map(([network, url]) => {
      const brand = SOCIAL_ICONS[network];
      return html`<li><a class="social-icon" href="${url}" rel="noopener me" target="_blank" aria-label="${brand.label}" title="${brand.label}" data-network="${network}">${icon(brand)}</a></li>`;
    })}</ul>`
  }`;
}

export type UpvoteButtonProps = {
  /** The page upvoted, or whose item is. */
  handle: string;
  /** The item, for an initiative's button; none for the page's own. */
  contentId?: number | undefined;
  count: number;
  upvoted?: boolean | undefined;
  label: string;
  t: Translate;
};

/** The upvote button (its script: components/vote/UpvoteButton.astro). */
export function upvoteButton({ handle, contentId, count, upvoted = false, label, t }: UpvoteButtonProps): Html {
  return html`<button type="button" class="upvote" data-upvote="${handle}"${attributes({ "data-upvote-content": contentId })} aria-pressed="${upvoted ? "true" : "false"}" data-label-on="${t("public_page.upvoted")}" data-label-off="${t("public_page.upvote")}" data-failed="${t("public_page.upvote_failed")}" data-own-page="${t("public_page.upvote_own_page")}"><span aria-hidden="true">▲</span><span class="upvote-label">${upvoted ? t("public_page.upvoted") : t("public_page.upvote")}</span><span class="visually-hidden">: ${label}</span><span class="upvote-count">${count}</span></button>`;
}

/**
 * The page's header: logo, name, lead, language links and (not compact) the
 * upvote button; then its about text and fixed links, or (compact) its social
 * icons alone. In two parts around where the upvote button goes, so that the
 * Astro component drawing the button follows it with its script.
 */
export function pageHeader(page: PublicPage, t: Translate, path: string, compact: boolean): { beforeUpvote: Html; afterUpvote: Html } {
  const links = page.links;
  const socials = Object.values(links.socials ?? {}).filter(Boolean);
  const name = page.name ?? page.handle;
  const logo = page.logo_url
    ? html`<img class="logo"${attributes(imageAttributes(page.logo_url, { width: 96 }))} alt="" width="96" height="96">`
    : html`<span class="logo placeholder" aria-hidden="true">${name.slice(0, 1)}</span>`;
  const languages =
    page.languages.length > 1 &&
    html`<nav class="page-languages" aria-label="${t("public_page.language")}">${page.languages.map(
      (code) =>
        html`<a href="${`${path}?lang=${code}`}" target="_self" lang="${code}" hreflang="${code}"${attributes({ "aria-current": code === page.language ? "true" : undefined })}>${LANGUAGE_NAMES[code] ?? code}</a>`,
    )}</nav>`;
  const beforeUpvote = html`<header class="${page.page_type === "personal" ? "page-header personal" : "page-header"}">${logo}<div class="identity"><h1>${name}</h1>${
    page.description && html`<p class="lead">${page.description}</p>`
  }</div><div class="header-tools">${languages}`;
  if (compact) return { beforeUpvote, afterUpvote: html`</div></header>${socialIcons(links.socials, t("public_page.socials"))}` };
  const about =
    (page.introduction || page.mission) &&
    html`<section class="page-about" aria-labelledby="about-title"><h2 id="about-title" class="visually-hidden">${t("public_page.about")}</h2>${
      page.introduction && html`<p>${page.introduction}</p>`
    }${page.mission && html`<p class="mission"><strong>${t("public_page.mission")}</strong> ${page.mission}</p>`}</section>`;
  const fixedLinks =
    (links.homepage || links.contact_email || socials.length > 0) &&
    html`<nav class="page-links" aria-label="${t("public_page.links")}">${
      links.homepage && html`<a class="button" href="${links.homepage}" rel="noopener" target="_blank">${t("public_page.homepage")}</a>`
    }${links.contact_email && html`<a class="button" href="${`mailto:${links.contact_email}`}">${t("public_page.contact")}</a>`}${socialIcons(
      links.socials,
      t("public_page.socials"),
    )}</nav>`;
  return { beforeUpvote, afterUpvote: html`</div></header>${about}${fixedLinks}` };
}

/** The page's link blocks in the owner's order: buttons with an icon or thumbnail and an optional line under the title. */
export function linkBlocks(blocks: PublicPageView["link_blocks"], label: string): Html {
  return html`${
    blocks.length > 0 &&
    html`<nav class="link-blocks" aria-label="${label}"><ul>${blocks.map((block) => {
      const mark = block.thumbnail_url
        ? html`<img class="link-thumb"${attributes(imageAttributes(block.thumbnail_url, { width: 40 }))} alt="" width="40" height="40" loading="lazy">`
        : block.icon && block.icon in LINK_ICON_NODES
          ? html`<span class="link-icon">${icon({ nodes: LINK_ICON_NODES[block.icon as keyof typeof LINK_ICON_NODES] })}</span>`
          : null;
      return html`<li><a class="link-block" href="${block.url}" rel="noopener" target="_blank" data-link-block="${block.id}">${mark}<span class="link-text"><span class="link-title">${block.title}</span>${
        block.description && html`<span class="link-description">${block.description}</span>`
      }</span></a></li>`;
    })}</ul></nav>`
  }`;
}

/** Copy link, the networks' share dialogs and the QR code dialog. */
export function shareBar(url: string, title: string, handle: string, t: Translate & ((key: string, options: Record<string, string>) => string)): Html {
  return html`<section class="share-bar" aria-labelledby="share-title" data-share-url="${url}" data-copied="${t("share.copied")}" data-copy-failed="${t("share.copy_failed")}"><h2 id="share-title" class="visually-hidden">${t("share.title")}</h2><button type="button" class="button small" data-share-copy>${t("share.copy")}</button>${shareLinks(
    url,
    title,
  ).map(
    (link) =>
      html`<a class="button small" href="${link.href}" target="_blank" rel="noopener noreferrer">${link.network}<span class="visually-hidden"> — ${t("share.on", { network: link.network })}</span></a>`,
  )}<button type="button" class="button small" data-share-qr aria-haspopup="dialog">${t("share.qr")}</button><dialog class="modal qr-dialog" aria-labelledby="qr-title" data-png-name="${qrFileName(handle, "png")}" data-svg-name="${qrFileName(handle, "svg")}"><h2 id="qr-title">${t("share.qr_title")}</h2><div class="qr-image" data-qr-target></div><p class="muted">${t("share.qr_hint")}</p><div class="actions"><a class="button primary" data-qr-png download="${qrFileName(handle, "png")}" href="#">${t("share.download_png")}</a><a class="button" data-qr-svg download="${qrFileName(handle, "svg")}" href="#">${t("share.download_svg")}</a><form method="dialog"><button class="button" type="submit">${t("share.close")}</button></form></div></dialog></section>`;
}

/** The latest news and events. */
export function newsList(news: PublicNews[], t: Translate, locale: Locale): Html {
  return html`${
    news.length > 0 &&
    html`<section class="news" aria-labelledby="news-title"><h2 id="news-title">${t("public_page.news")}</h2><ol class="news-list">${news.map(
      (item) =>
        html`<li><article><p class="news-meta"><span class="badge">${item.kind === "event" ? t("public_page.event") : t("public_page.news_item")}</span><time datetime="${item.starts_at ?? item.date}">${formatDate(
          item.starts_at ?? item.date,
          locale,
        )}</time>${item.location && html`<span>· ${item.location}</span>`}</p><h3>${
          item.link ? html`<a href="${item.link}" target="_blank" rel="noopener nofollow">${item.title}</a>` : item.title
        }</h3>${
          item.image_url &&
          html`<img${attributes(imageAttributes(item.image_url, { sizes: "(max-width: 960px) 100vw, 900px" }))} alt="" loading="lazy" decoding="async">`
        }${item.body && html`<p>${item.body}</p>`}</article></li>`,
    )}</ol></section>`
  }`;
}

/** What a signed-out visitor is asked when they upvote: sign up or log in, and come back to `here`. */
export function voteDialog(t: Translate, here: string): Html {
  const back = encodeURIComponent(here);
  return html`<dialog id="vote-dialog" class="modal" aria-labelledby="vote-dialog-title"><h2 id="vote-dialog-title">${t("vote.title")}</h2><p>${t("vote.body")}</p><div class="actions"><a class="button primary" href="${`/signup?callbackUrl=${back}`}">${t("vote.signup")}</a><a class="button" href="${`/login?callbackUrl=${back}`}">${t("vote.login")}</a><form method="dialog"><button class="button link" type="submit">${t("vote.close")}</button></form></div></dialog>`;
}
