import type { Locale } from "../../../i18n/index.ts";
import { imageAttributes } from "../../images.ts";
import { formatSize } from "../format.ts";
import { evidenceFacts, evidenceOf } from "../item-facts.ts";
import type { PublicContent } from "../load.ts";
import { attributes, type Html, html, type Translate } from "./markup.ts";

/**
 * An initiative's markup as functions returning escaped HTML: the public page
 * and the widget list dozens of cards, and as Astro components (three per
 * card) they cost about half of a page's render. The item's own page draws
 * its badges and facts with the same functions (StatusBadges.astro,
 * EvidenceFacts.astro), so a card and its page never drift apart.
 */

/** Progress, evidence and access badges. */
export function statusBadges(item: PublicContent, t: Translate): Html {
  const evidence = evidenceOf(item);
  const badge = (kind: string, label: string, text: string) =>
    html`<span class="${`badge ${kind}`}"><span class="visually-hidden">${t(label)}: </span>${text}</span>`;
  // A verification holds until the certificate's expiry date: after it, the item no longer reads as Verified.
  const lapsed = evidence === "verified" && item.is_expired;
  return html`<p class="badges">${[
    item.status_id && badge(`status-${item.status_id}`, "public_page.status_label", t(`public_page.status_${item.status_id}`)),
    lapsed
      ? badge("evidence-expired", "public_page.evidence_label", t("public_page.evidence_verification_expired"))
      : badge(`evidence-${evidence}`, "public_page.evidence_label", t(`public_page.evidence_${evidence}`)),
    item.access !== "public" &&
      badge("access-gated", "public_page.access_label", t(item.access === "password" ? "public_page.access_password" : "public_page.access_limited")),
  ]}</p>`;
}

/** The evidence facts that have a value, and the item's PDF files. */
export function evidenceDetails(item: PublicContent, t: Translate, locale: Locale): Html {
  const facts = evidenceFacts(item, locale);
  const files = item.attachments ?? [];
  return html`${
    facts.length > 0 &&
    html`<dl class="evidence">${facts.map(
      ([key, value]) =>
        html`<div><dt>${t(`public_page.${key}`)}</dt><dd>${value}${
          key === "expiration_date" && item.is_expired && html`<span class="badge expired">${t("public_page.expired")}</span>`
        }</dd></div>`,
    )}</dl>`
  }${
    files.length > 0 &&
    html`<div class="attachments"><h4>${t("public_page.attachments")}</h4><ul>${files.map(
      (file) =>
        html`<li><a href="${file.url}" target="_blank" rel="noopener">${file.name}</a> <span class="muted">PDF · ${formatSize(file.size, locale)}</span></li>`,
    )}</ul></div>`
  }`;
}

/** Initiatives as cards, in the order given; `href` says where each card links. */
export function contentCards(items: PublicContent[], href: (item: PublicContent) => string, t: Translate, locale: Locale): Html {
  return html`${items.map((item) => {
    const link = href(item);
    const cover = item.cover_image_url ?? item.image_url;
    const open = item.is_locked ? t(item.access === "password" ? "public_page.unlock_password" : "public_page.unlock") : t("public_page.details");
    return html`<article class="content-card" id="${`item-${item.id}`}">${
      cover &&
      html`<img class="cover"${attributes(imageAttributes(cover, { sizes: "(max-width: 640px) 100vw, 480px" }))} alt="" loading="lazy" decoding="async">`
    }<div class="content-body"><h3><a href="${link}">${item.title}</a></h3>${statusBadges(item, t)}${
      item.description && html`<p>${item.description}</p>`
    }${item.is_locked ? html`<p class="locked">${t("public_page.locked")}</p>` : evidenceDetails(item, t, locale)}<p class="card-links"><a href="${link}">${open}<span class="visually-hidden">: ${item.title}</span></a>${
      item.link && html`<a href="${item.link}" target="_blank" rel="noopener nofollow">${t("public_page.learn_more")}</a>`
    }</p></div></article>`;
  })}`;
}
