/** The words of the static page, in the languages pages are offered in (the site's own wording). */
export const HTML_LABELS = {
  en: {
    mission: "Mission",
    news: "News and events",
    event: "Event",
    evidence: { self_reported: "Self Reported", submitted: "Submitted for Review", verified: "Verified" },
    access: { limited: "Limited access", password: "Password protected" },
    locked: "Access to the details of this item is restricted by the page owner.",
    issuing_organization: "Issuing organization",
    auditor: "Auditor",
    credential_id: "Credential ID",
    issue_date: "Issue date",
    expiration_date: "Expiration date",
    attachments: "Attachments",
    learn_more: "Learn more",
    homepage: "Website",
    contact: "Contact",
    location: "Location",
    empty: "Nothing has been published here yet.",
    exported: (date: string, handle: string) => `A copy of the Greenpage page “${handle}”, exported on ${date}.`,
  },
  ja: {
    mission: "ミッション",
    news: "ニュースとイベント",
    event: "イベント",
    evidence: { self_reported: "自己申告", submitted: "審査申請中", verified: "検証済み" },
    access: { limited: "限定公開", password: "パスワード保護" },
    locked: "この項目の詳細は、ページの所有者によってアクセスが制限されています。",
    issuing_organization: "発行機関",
    auditor: "監査機関",
    credential_id: "認証番号",
    issue_date: "発行日",
    expiration_date: "有効期限",
    attachments: "添付資料",
    learn_more: "詳しく見る",
    homepage: "ウェブサイト",
    contact: "お問い合わせ",
    location: "場所",
    empty: "まだ公開されている内容はありません。",
    exported: (date: string, handle: string) => `Greenpageのページ「${handle}」のコピー（${date} にエクスポート）。`,
  },
} as const;

export type HtmlLanguage = keyof typeof HTML_LABELS;
export type HtmlLabels = (typeof HTML_LABELS)[HtmlLanguage];

const DEFAULT_ACCENT = "#166534";

/** The page's stylesheet, inline so the copy needs nothing but its folder. The accent is the page's own colour when it is a plain #rrggbb. */
export function stylesheet(accent: unknown): string {
  const color = typeof accent === "string" && /^#[0-9a-fA-F]{6}$/.test(accent) ? accent : DEFAULT_ACCENT;
  return `
:root { --accent: ${color}; --text: #1f2933; --muted: #52606d; --line: #d9e2ec; --soft: #f5f7fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans JP", sans-serif; color: var(--text); background: #fff; }
main, header, footer { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
header.page { display: flex; gap: 1.25rem; align-items: center; border-bottom: 4px solid var(--accent); }
header.page img.logo { width: 96px; height: 96px; object-fit: cover; border-radius: 12px; }
h1 { margin: 0; font-size: 2rem; line-height: 1.2; }
h2 { margin: 2rem 0 1rem; font-size: 1.4rem; color: var(--accent); }
h3 { margin: 0 0 .5rem; font-size: 1.15rem; }
.lead { margin: .5rem 0 0; color: var(--muted); }
.about p { margin: .5rem 0; }
.links { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: 1rem; }
.links a { padding: .35rem .8rem; border: 1px solid var(--accent); border-radius: 999px; color: var(--accent); text-decoration: none; }
.items { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr)); }
.item { border: 1px solid var(--line); border-radius: 12px; overflow: hidden; background: #fff; }
.item img.cover { display: block; width: 100%; height: 10rem; object-fit: cover; background: var(--soft); }
.item .body { padding: 1rem; }
.badges { display: flex; flex-wrap: wrap; gap: .35rem; margin: 0 0 .5rem; padding: 0; list-style: none; }
.badge { font-size: .8rem; padding: .1rem .55rem; border-radius: 999px; background: var(--soft); border: 1px solid var(--line); }
.badge.status { background: var(--accent); border-color: var(--accent); color: #fff; }
.badge.verified { border-color: var(--accent); color: var(--accent); }
dl.facts { display: grid; grid-template-columns: auto 1fr; gap: .15rem .75rem; font-size: .9rem; margin: .75rem 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
.locked { color: var(--muted); font-style: italic; }
.attachments { font-size: .9rem; padding-left: 1.2rem; }
.news { list-style: none; padding: 0; }
.news li { border-top: 1px solid var(--line); padding: 1rem 0; }
.news img.picture { display: block; max-width: 100%; max-height: 16rem; border-radius: 8px; }
.news time { color: var(--muted); font-size: .9rem; }
footer { color: var(--muted); font-size: .85rem; border-top: 1px solid var(--line); }
a { color: var(--accent); }
@media (max-width: 40rem) { header.page { flex-direction: column; align-items: flex-start; } }
`;
}
