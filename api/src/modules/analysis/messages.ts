import type { LanguageCode } from "@greenpage/db/schema";

/** Messages of the analysis API (refusals, field errors). */
export const ANALYSIS_MESSAGES = {
  notIncluded: "AI analysis comes with the Premium plan. Upgrade to run it.",
  monthUsed: (limit: number, resets: string) =>
    `This page has used its ${limit} AI analyses for this month. More can be run from ${resets} (UTC), or upgrade your plan.`,
} as const;

const quote = { en: (s: string) => `“${s}”`, ja: (s: string) => `「${s}」` } as const;

/**
 * The findings' sentences and the language model's errors, per language:
 * the same keys in both (a test holds them to it). Titles come quoted
 * already; a list of codes is joined by the caller.
 */
const en = {
  summary: (p: { addressed: number; total: number; open: number; flags: number }) =>
    `${p.addressed} of ${p.total} disclosures of your frameworks are addressed; ${p.open} are open and ${p.flags} ${p.flags === 1 ? "claim needs" : "claims need"} evidence.`,
  noFrameworks: (p: { flags: number }) =>
    `Choose your reporting frameworks (Framework settings) to see what they ask for; ${p.flags} ${p.flags === 1 ? "claim needs" : "claims need"} evidence.`,
  strengthTopic: (p: { topic: string; covered: number; total: number }) => `${p.topic} — ${p.covered} of ${p.total} disclosures addressed.`,
  strengthVerified: (p: { title: string; count: number }) =>
    p.count > 0 ? `${quote.en(p.title)} is verified and addresses ${p.count} of your disclosures.` : `${quote.en(p.title)} is verified.`,
  gapTopic: (p: { topic: string; open: number }) => `${p.topic} — ${p.open} ${p.open === 1 ? "disclosure" : "disclosures"} open.`,
  gapDisclosure: (p: { code: string; title: string }) => `${p.code} ${p.title} is not addressed by any initiative.`,
  gapCandidates: (p: { code: string; title: string; items: string }) => `${p.code} ${p.title}: ${p.items} may address it; confirm the mapping to count it.`,
  suggestion: (p: { title: string; codes: string }) => `Add ${quote.en(p.title)}: it addresses ${p.codes}.`,
  flagNoEvidence: (p: { title: string; phrase: string }) => `${quote.en(p.title)} says ${quote.en(p.phrase)} but is self-reported with no evidence attached.`,
  flagExpired: (p: { title: string; phrase: string; date: string }) => `${quote.en(p.title)} says ${quote.en(p.phrase)} but its evidence expired on ${p.date}.`,
  flagNews: (p: { title: string; phrase: string }) =>
    `The news ${quote.en(p.title)} says ${quote.en(p.phrase)}; news carries no evidence, so link it to a verified initiative.`,
  untitled: (p: { id: number }) => `Item ${p.id}`,
  listJoin: ", ",
  modelUnreachable: (p: { host: string }) => `The language model at ${p.host} could not be reached; the built-in analysis is shown.`,
  modelTimeout: (p: { seconds: number }) => `The language model did not answer within ${p.seconds} s; the built-in analysis is shown.`,
  modelHttp: (p: { status: number; message: string }) => `The language model answered ${p.status}: ${p.message}. The built-in analysis is shown.`,
  modelRefused: (p: { reason: string }) => `The language model declined to answer (${p.reason}); the built-in analysis is shown.`,
  modelInvalid: (p: { reason: string }) => `The language model's answer could not be read (${p.reason}); the built-in analysis is shown.`,
  modelUnknownIds: (p: { ids: string }) =>
    `The language model cited initiatives that are not on this page (${p.ids}), so its answer was rejected; the built-in analysis is shown.`,
};

export type FindingTexts = typeof en;

const ja: FindingTexts = {
  summary: (p) => `フレームワークの開示事項${p.total}件のうち${p.addressed}件に対応済みです。未対応は${p.open}件、根拠が必要な主張は${p.flags}件です。`,
  noFrameworks: (p) => `報告フレームワークを選ぶと（フレームワーク設定）、求められる開示事項が分かります。根拠が必要な主張は${p.flags}件です。`,
  strengthTopic: (p) => `${p.topic} — 開示事項${p.total}件のうち${p.covered}件に対応しています。`,
  strengthVerified: (p) => (p.count > 0 ? `${quote.ja(p.title)}は検証済みで、開示事項${p.count}件に対応しています。` : `${quote.ja(p.title)}は検証済みです。`),
  gapTopic: (p) => `${p.topic} — 未対応の開示事項が${p.open}件あります。`,
  gapDisclosure: (p) => `${p.code} ${p.title}に対応する取り組みがありません。`,
  gapCandidates: (p) => `${p.code} ${p.title}：${p.items}が対応している可能性があります。対応づけを確認すると反映されます。`,
  suggestion: (p) => `${quote.ja(p.title)}を追加すると、${p.codes}に対応できます。`,
  flagNoEvidence: (p) => `${quote.ja(p.title)}は${quote.ja(p.phrase)}と述べていますが、自己申告で根拠資料が添付されていません。`,
  flagExpired: (p) => `${quote.ja(p.title)}は${quote.ja(p.phrase)}と述べていますが、根拠の有効期限が${p.date}に切れています。`,
  flagNews: (p) =>
    `ニュース${quote.ja(p.title)}は${quote.ja(p.phrase)}と述べていますが、ニュースには根拠を添付できません。検証済みの取り組みにつなげてください。`,
  untitled: (p) => `項目${p.id}`,
  listJoin: "、",
  modelUnreachable: (p) => `言語モデル（${p.host}）に接続できませんでした。組み込みの分析結果を表示しています。`,
  modelTimeout: (p) => `言語モデルが${p.seconds}秒以内に応答しませんでした。組み込みの分析結果を表示しています。`,
  modelHttp: (p) => `言語モデルがエラー ${p.status} を返しました（${p.message}）。組み込みの分析結果を表示しています。`,
  modelRefused: (p) => `言語モデルが回答を拒否しました（${p.reason}）。組み込みの分析結果を表示しています。`,
  modelInvalid: (p) => `言語モデルの回答を読み取れませんでした（${p.reason}）。組み込みの分析結果を表示しています。`,
  modelUnknownIds: (p) => `言語モデルがこのページにない取り組み（${p.ids}）を引用したため、回答を採用しませんでした。組み込みの分析結果を表示しています。`,
};

export const FINDING_TEXTS: Record<LanguageCode, FindingTexts> = { en, ja };
export const quoted = (language: LanguageCode, text: string) => quote[language](text);
