import { eq, sql } from "drizzle-orm";
import {
  pages,
  pageLanguages,
  pageMembers,
  contents,
  type LocalizedText,
  pageSubscriptions,
  pageUpvotes,
  subscriptionPlans,
  users,
} from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { ensureDefaultForm } from "../modules/feedback/default-form.ts";
import { storeSeedImage } from "./images.ts";

type DemoPage = {
  handle: string;
  owner: string;
  pageType: "business" | "personal";
  country: string;
  category: string[];
  frameworks: { framework: string; categories: string[] }[];
  languages: (1 | 2)[];
  name: LocalizedText;
  description: LocalizedText;
  initiative: { title: LocalizedText; description: LocalizedText; statusId: number; cover: string };
};

/** A few more published pages, so Explore has organizations, individuals and initiatives to show on a fresh start. */
const PAGES: DemoPage[] = [
  {
    handle: "aozora-solar",
    owner: "Aozora Solar",
    pageType: "business",
    country: "JP",
    category: ["energy"],
    frameworks: [{ framework: "sdgs", categories: ["7", "13"] }],
    languages: [2, 1],
    name: { ja: "あおぞら市民ソーラー協同組合", en: "Aozora Community Solar Cooperative" },
    description: { ja: "市民出資で屋根上太陽光を広げる協同組合です。", en: "A citizen-funded cooperative putting solar panels on local rooftops." },
    initiative: {
      title: { ja: "公共施設の屋根に太陽光1MW", en: "1 MW of solar on public rooftops" },
      description: { ja: "小学校と公民館の屋根で年間110万kWhを発電します。", en: "Schools and community halls generating 1.1 GWh a year." },
      statusId: 3,
      cover: "cover-solar.jpg",
    },
  },
  {
    handle: "harbor-textiles",
    owner: "Harbor Textiles",
    pageType: "business",
    country: "US",
    category: ["apparel", "manufacturing"],
    frameworks: [{ framework: "gri", categories: ["301", "306"] }],
    languages: [1],
    name: { en: "Harbor Textiles" },
    description: { en: "Workwear made from recycled cotton in Portland, Maine." },
    initiative: {
      title: { en: "Recycled cotton in every garment" },
      description: { en: "At least 40% post-consumer cotton across the whole range by 2027." },
      statusId: 2,
      cover: "cover-organic.jpg",
    },
  },
  {
    handle: "kenji-sato",
    owner: "Kenji Sato",
    pageType: "personal",
    country: "JP",
    category: ["education"],
    frameworks: [{ framework: "sdgs", categories: ["4", "11"] }],
    languages: [2, 1],
    name: { ja: "佐藤 健二", en: "Kenji Sato" },
    description: { ja: "中学校の理科教員。通勤は自転車、週末は川の清掃活動。", en: "Science teacher. Cycles to work and cleans up the river at weekends." },
    initiative: {
      title: { ja: "月1回の河川清掃", en: "Monthly river clean-up" },
      description: { ja: "生徒と地域の方と一緒に、鴨川で毎月清掃活動をしています。", en: "Students and neighbours clean the Kamo river together every month." },
      statusId: 4,
      cover: "cover-packaging.jpg",
    },
  },
  {
    handle: "maya-green",
    owner: "Maya Green",
    pageType: "personal",
    country: "GB",
    category: ["consulting"],
    frameworks: [],
    languages: [1],
    name: { en: "Maya Green" },
    description: { en: "Independent sustainability consultant helping small firms measure their footprint." },
    initiative: {
      title: { en: "Pro bono carbon footprints for charities" },
      description: { en: "Ten free footprint assessments for local charities each year." },
      statusId: 3,
      cover: "cover-roasting.jpg",
    },
  },
];

async function demoOwner(ctx: AppContext, name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\s+/g, ".")}@demo.greenpage.dev`;
  // Nobody signs in as these owners: a random password nobody knows.
  const { user } = await ctx.auth.api.signUpEmail({ body: { name, email, password: crypto.randomUUID() } });
  await ctx.db.update(users).set({ emailVerified: true, signupSource: "demo" }).where(eq(users.id, user.id));
  return user.id;
}

export async function seedExplorePages(ctx: AppContext): Promise<void> {
  const [starter] = await ctx.db.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "starter"));
  const owners: string[] = [];
  for (const [index, demo] of PAGES.entries()) {
    const ownerId = await demoOwner(ctx, demo.owner);
    owners.push(ownerId);
    const [page] = await ctx.db
      .insert(pages)
      .values({
        handle: demo.handle,
        ownerId,
        country: demo.country,
        pageType: demo.pageType,
        frameworkType: demo.frameworks[0]?.framework ?? null,
        frameworks: demo.frameworks,
        businessCategory: demo.category,
        nameJson: demo.name,
        descriptionJson: demo.description,
        defaultLanguageId: demo.languages[0],
        isPublished: true,
        // The later ones are newer, the earlier ones get more votes: "most recent" and "most upvoted" differ.
        publishedAt: new Date(Date.now() - (PAGES.length - index) * 3_600_000),
      })
      .returning({ id: pages.id });
    const pageId = page!.id;
    await ctx.db.insert(pageSubscriptions).values({ pageId: pageId, planId: starter!.id });
    await ctx.db.insert(pageMembers).values({ pageId: pageId, userId: ownerId, role: "owner" });
    await ctx.db.insert(pageLanguages).values(demo.languages.map((languageId) => ({ pageId: pageId, languageId, isEnabled: true })));
    await ensureDefaultForm(ctx.db, pageId);
    await ctx.db.insert(contents).values({
      pageId: pageId,
      titleJson: demo.initiative.title,
      descriptionJson: demo.initiative.description,
      statusId: demo.initiative.statusId,
      coverImage: await storeSeedImage(ctx, pageId, demo.initiative.cover),
      sharedToExplore: true,
      sharedAt: new Date(Date.now() - index * 3_600_000),
      sharedSnapshot: { status_id: demo.initiative.statusId, evidence_state: "self_reported" },
    });
  }
  // Each demo owner upvotes the pages listed before theirs: real votes, so the counters match their rows.
  const handles = ["greenpage-demo", ...PAGES.map((p) => p.handle)];
  for (const [voter, ownerId] of owners.entries()) {
    for (const handle of handles.slice(0, voter + 1)) {
      const [target] = await ctx.db.select({ id: pages.id }).from(pages).where(eq(pages.handle, handle));
      await ctx.db.insert(pageUpvotes).values({ pageId: target!.id, userId: ownerId });
      await ctx.db
        .update(pages)
        .set({ upvoteCount: sql`${pages.upvoteCount} + 1` })
        .where(eq(pages.id, target!.id));
    }
  }
}
