import { and, asc, eq } from "drizzle-orm";
import {
  contents,
  type FeedbackAnswer,
  feedbackForms,
  feedbackQuestions,
  feedbackResponses,
  type LocalizedText,
  type StakeholderType,
  users,
  type LanguageCode,
} from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { ensureDefaultForm } from "../modules/feedback/default-form.ts";

type DemoAnswer = {
  type: StakeholderType;
  relationship: string;
  language: LanguageCode;
  daysAgo: number;
  rating: number;
  nps: number;
  text?: string;
  /** Answered from the packaging initiative: its form's choices (indexes) too. */
  packaging?: { bag: number; matters: number[] };
};

/** Answers to show in Results: every kind of stakeholder, both languages, spread over three weeks. */
const ANSWERS: DemoAnswer[] = [
  {
    type: "customer",
    relationship: "Café regular since 2022",
    language: "en",
    daysAgo: 1,
    rating: 5,
    nps: 10,
    text: "Love the refill discount. More oat milk, please.",
    packaging: { bag: 0, matters: [1, 2] },
  },
  {
    type: "customer",
    relationship: "毎週オンラインで豆を購入",
    language: "ja",
    daysAgo: 3,
    rating: 4,
    nps: 9,
    text: "量り売りの店舗をもっと増やしてほしいです。",
    packaging: { bag: 2, matters: [2] },
  },
  { type: "employee", relationship: "Barista", language: "en", daysAgo: 5, rating: 4, nps: 8, text: "Let staff join the supplier visits." },
  { type: "supplier", relationship: "Green coffee importer", language: "en", daysAgo: 8, rating: 5, nps: 9, packaging: { bag: 1, matters: [0, 1] } },
  { type: "investor", relationship: "Seed investor", language: "en", daysAgo: 12, rating: 3, nps: 7, text: "Publish an estimate of Scope 3 emissions." },
  { type: "local_community", relationship: "近所の住民", language: "ja", daysAgo: 16, rating: 4, nps: 6, text: "焙煎の煙が気になる日があります。" },
  { type: "ngo", relationship: "Kyoto climate network", language: "en", daysAgo: 20, rating: 3, nps: 5, text: "Set a science-based target." },
];

const PACKAGING_FORM = {
  title: { en: "Tell us about our packaging", ja: "パッケージについて教えてください" },
  bag: {
    label: { en: "Which bag would you choose?", ja: "どの袋を選びますか？" },
    options: [
      { id: "film", en: "Home-compostable film", ja: "家庭で堆肥化できるフィルム" },
      { id: "paper", en: "Paper with a recycled liner", ja: "再生素材の内袋付きの紙" },
      { id: "own", en: "I bring my own container", ja: "自分の容器を持参する" },
    ],
  },
  matters: {
    label: { en: "What matters most to you?", ja: "最も重視することは何ですか？" },
    options: [
      { id: "price", en: "Price", ja: "価格" },
      { id: "fresh", en: "Freshness", ja: "鮮度" },
      { id: "waste", en: "Less waste", ja: "ごみの削減" },
    ],
  },
};

/** Stakeholders who answered: accounts with no password, so nobody signs in as them. */
async function demoStakeholders(ctx: AppContext): Promise<string[]> {
  const rows = ANSWERS.map((_, i) => ({
    id: crypto.randomUUID(),
    name: `Demo stakeholder ${i + 1}`,
    email: `stakeholder-${i + 1}@demo.greenpage.dev`,
    emailVerified: true,
    signupSource: "demo",
  }));
  await ctx.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

async function packagingForm(ctx: AppContext, pageId: number, contentId: number) {
  const [form] = await ctx.db
    .insert(feedbackForms)
    .values({ pageId: pageId, contentId, titleJson: PACKAGING_FORM.title, orderKey: 1 })
    .returning({ id: feedbackForms.id });
  const [bag, matters] = await ctx.db
    .insert(feedbackQuestions)
    .values([
      { formId: form!.id, orderKey: 0, type: "single_choice", labelJson: PACKAGING_FORM.bag.label, optionsJson: PACKAGING_FORM.bag.options, required: true },
      { formId: form!.id, orderKey: 1, type: "multiple_choice", labelJson: PACKAGING_FORM.matters.label, optionsJson: PACKAGING_FORM.matters.options },
    ])
    .returning({ id: feedbackQuestions.id });
  return { id: form!.id, bag: String(bag!.id), matters: String(matters!.id) };
}

/**
 * The demo page's feedback: its default form, a form on the packaging
 * initiative, and answers to both from seeded stakeholders.
 */
export async function seedDemoFeedback(ctx: AppContext, pageId: number, packagingTitle: LocalizedText): Promise<void> {
  await ensureDefaultForm(ctx.db, pageId);
  const [defaultForm] = await ctx.db
    .select()
    .from(feedbackForms)
    .where(and(eq(feedbackForms.pageId, pageId), eq(feedbackForms.isDefault, true)));
  const [rating, nps, text] = await ctx.db
    .select()
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.formId, defaultForm!.id))
    .orderBy(asc(feedbackQuestions.orderKey));
  const items = await ctx.db.select({ id: contents.id, title: contents.titleJson }).from(contents).where(eq(contents.pageId, pageId));
  const packaging = items.find((item) => item.title.en === packagingTitle.en)!;
  const extra = await packagingForm(ctx, pageId, packaging.id);
  const stakeholderIds = await demoStakeholders(ctx);

  const responses = ANSWERS.flatMap((answer, i) => {
    const at = new Date(Date.now() - answer.daysAgo * 86_400_000);
    const common = {
      pageId: pageId,
      stakeholderUserId: stakeholderIds[i]!,
      stakeholderType: answer.type,
      relationship: answer.relationship,
      language: answer.language,
      createdAt: at,
      updatedAt: at,
    };
    const overall: Record<string, FeedbackAnswer> = { [rating!.id]: answer.rating, [nps!.id]: answer.nps, ...(answer.text && { [text!.id]: answer.text }) };
    const rows = [{ ...common, formId: defaultForm!.id, contentId: answer.packaging ? packaging.id : null, answers: overall }];
    if (answer.packaging) {
      const chosen = {
        [extra.bag]: PACKAGING_FORM.bag.options[answer.packaging.bag]!.id,
        [extra.matters]: answer.packaging.matters.map((m) => PACKAGING_FORM.matters.options[m]!.id),
      };
      rows.push({ ...common, formId: extra.id, contentId: packaging.id, answers: chosen });
    }
    return rows;
  });
  await ctx.db.insert(feedbackResponses).values(responses);
}
