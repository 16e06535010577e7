import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@greenpage/db";
import { type FeedbackQuestionType, feedbackForms, feedbackQuestions, type LocalizedText } from "@greenpage/db/schema";
import type { Tx } from "../../lib/transaction.ts";

type DefaultForm = { title: LocalizedText; description: LocalizedText; questions: { type: FeedbackQuestionType; required: boolean; label: LocalizedText }[] };

/** The form every page has from day one, so feedback works before an owner builds one. */
export const DEFAULT_FORM: DefaultForm = {
  title: { en: "How are we doing on sustainability?", ja: "サステナビリティへの取り組みはいかがですか？" },
  description: {
    en: "Your answers are anonymous: the page sees your stakeholder type, relationship and answers, never your name or email.",
    ja: "回答は匿名です。ページに伝わるのはステークホルダーの種類、関係、回答のみで、お名前やメールアドレスは伝わりません。",
  },
  questions: [
    {
      type: "rating",
      required: true,
      label: { en: "Overall, how would you rate our sustainability efforts?", ja: "当社のサステナビリティへの取り組みを総合的に評価してください。" },
    },
    {
      type: "nps",
      required: true,
      label: {
        en: "How likely are you to recommend us to others for our sustainability efforts?",
        ja: "サステナビリティへの取り組みを理由に、当社を他の人に勧める可能性はどのくらいありますか？",
      },
    },
    { type: "long_text", required: false, label: { en: "What should we do better?", ja: "改善すべき点を教えてください。" } },
  ],
};

/**
 * Adds the default form unless the page has one. Two callers at once both
 * try; the partial unique index lets one insert and the other do nothing, and
 * the form and its questions appear together (one transaction).
 */
export async function insertDefaultForm(tx: Tx, pageId: number): Promise<void> {
  const [form] = await tx
    .insert(feedbackForms)
    .values({ pageId, titleJson: DEFAULT_FORM.title, descriptionJson: DEFAULT_FORM.description, isDefault: true, orderKey: 0 })
    .onConflictDoNothing({ target: feedbackForms.pageId, where: sql`is_default` })
    .returning({ id: feedbackForms.id });
  if (!form) return;
  await tx.insert(feedbackQuestions).values(
    DEFAULT_FORM.questions.map((question, orderKey) => ({
      formId: form.id,
      orderKey,
      type: question.type,
      labelJson: question.label,
      required: question.required,
    })),
  );
}

/** Pages made before forms existed get their default form on first read; later reads only look. */
export async function ensureDefaultForm(db: Database, pageId: number): Promise<void> {
  const [existing] = await db
    .select({ id: feedbackForms.id })
    .from(feedbackForms)
    .where(and(eq(feedbackForms.pageId, pageId), eq(feedbackForms.isDefault, true)));
  if (!existing) await db.transaction((tx) => insertDefaultForm(tx, pageId));
}
