import { count, eq } from "drizzle-orm";
import {
  businesses,
  businessLanguages,
  businessMembers,
  contentCategories,
  contents,
  news,
  pageSubscriptions,
  subscriptionPlans,
  users,
} from "@greenpage/db/schema";
import type { AppContext } from "../context.ts";
import { seedExplorePages } from "./demo-explore.ts";
import { storeSeedImage } from "./images.ts";

export const DEMO_LOGIN = { email: "demo@greenpage.dev", password: "greenpage-demo" } as const;
export const DEMO_HANDLE = "greenpage-demo";

/**
 * A newcomer's first look: one verified demo account owning one published page
 * with categories, initiatives and news. Runs only on a database with no users.
 */
export async function seedDemoContent(ctx: AppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const { user } = await ctx.auth.api.signUpEmail({
    body: { name: "Hana Midori", email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
  });
  await ctx.db
    .update(users)
    .set({ emailVerified: true, businessName: "Midori Coffee Roasters", signupSource: "demo" })
    .where(eq(users.id, user.id));

  await ctx.db.transaction(async (tx) => {
    const [page] = await tx
      .insert(businesses)
      .values({
        handle: DEMO_HANDLE,
        ownerId: user.id,
        country: "JP",
        pageType: "business",
        frameworkType: "gri",
        frameworks: [{ framework: "gri", categories: ["302", "305", "306"] }],
        nameJson: { en: "Midori Coffee Roasters", ja: "みどりコーヒー焙煎所" },
        descriptionJson: {
          en: "A small roastery in Kyoto working towards a fully circular coffee supply chain.",
          ja: "京都の小さな焙煎所。循環型のコーヒーサプライチェーンを目指しています。",
        },
        introductionJson: { en: "We roast organic, fairly traded beans with renewable power.", ja: "有機・フェアトレードの豆を再生可能エネルギーで焙煎しています。" },
        missionJson: { en: "Great coffee that leaves the planet better than we found it.", ja: "地球をより良くする、おいしいコーヒーを。" },
        style: { theme: "light", primary_color: "#166534" },
        links: {
          primary_button: { title: "Visit our shop", url: "https://example.com/shop" },
          homepage: "https://example.com",
          contact_email: "hello@example.com",
          socials: { instagram: "https://instagram.com/example" },
        },
        isPublished: true,
        publishedAt: new Date(Date.now() - 7 * 86_400_000),
      })
      .returning();
    const pageId = page!.id;
    const [starter] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "starter"));
    await tx.insert(pageSubscriptions).values({ businessId: pageId, planId: starter!.id });
    await tx.insert(businessMembers).values({ businessId: pageId, userId: user.id, role: "owner" });
    await tx.insert(businessLanguages).values([
      { businessId: pageId, languageId: 1, isEnabled: true },
      { businessId: pageId, languageId: 2, isEnabled: true },
    ]);
    const [climate, sourcing] = await tx
      .insert(contentCategories)
      .values([
        { businessId: pageId, nameJson: { en: "Climate", ja: "気候変動" }, orderKey: 0 },
        { businessId: pageId, nameJson: { en: "Sourcing", ja: "調達" }, orderKey: 1 },
      ])
      .returning();
    const image = (file: string) => storeSeedImage(ctx, pageId, file);
    await tx.update(businesses).set({ logo: await image("logo.png") }).where(eq(businesses.id, pageId));
    // Shared to Explore, as an owner would after adding a cover picture.
    const shared = (statusId: number) => ({ sharedToExplore: true, sharedAt: new Date(), sharedSnapshot: { status_id: statusId, evidence_state: "self_reported" } });
    await tx.insert(contents).values([
      {
        businessId: pageId,
        contentCategoryId: climate!.id,
        orderKey: 0,
        titleJson: { en: "100% renewable electricity", ja: "再生可能エネルギー電力100%" },
        descriptionJson: { en: "Our roaster and café run on certified renewable power since 2024.", ja: "2024年から焙煎機とカフェを認証済みの再エネ電力で運営しています。" },
        contentJson: {
          en: "Since April 2024 every kilowatt-hour we use comes from a certified renewable tariff, matched by guarantees of origin.\n\nThe switch covers the roastery, the café and our small warehouse.",
          ja: "2024年4月から、使用電力はすべて非化石証書付きの再エネ電力です。\n\n焙煎所、カフェ、小さな倉庫が対象です。",
        },
        coverImage: await image("cover-solar.jpg"),
        statusId: 4,
        ...shared(4),
      },
      {
        businessId: pageId,
        contentCategoryId: climate!.id,
        orderKey: 1,
        titleJson: { en: "Net zero roasting by 2030", ja: "2030年までに焙煎のネットゼロ" },
        descriptionJson: { en: "Electric roasting and heat recovery to cut Scope 1 emissions.", ja: "電気焙煎と排熱回収でスコープ1排出を削減します。" },
        coverImage: await image("cover-roasting.jpg"),
        statusId: 3,
        ...shared(3),
      },
      {
        businessId: pageId,
        contentCategoryId: sourcing!.id,
        orderKey: 0,
        titleJson: { en: "Organic JAS certification", ja: "有機JAS認証" },
        descriptionJson: { en: "All single-origin beans are certified organic.", ja: "シングルオリジンの豆はすべて有機認証を取得しています。" },
        issuingOrganization: "Japan Organic Agricultural Standard",
        issueDate: "2025-04-01",
        expirationDate: "2028-03-31",
        credentialId: "JAS-2025-0142",
        coverImage: await image("cover-organic.jpg"),
        statusId: 4,
      },
      {
        businessId: pageId,
        contentCategoryId: sourcing!.id,
        orderKey: 1,
        titleJson: { en: "Compostable packaging", ja: "堆肥化可能なパッケージ" },
        descriptionJson: { en: "Switching every bag to home-compostable film.", ja: "すべての袋を家庭で堆肥化できる素材に切り替えます。" },
        coverImage: await image("cover-packaging.jpg"),
        statusId: 2,
      },
    ]);
    await tx.insert(news).values({
      businessId: pageId,
      titleJson: { en: "We joined the Kyoto climate pledge", ja: "京都気候宣言に参加しました" },
      bodyJson: { en: "Together with 40 local businesses we committed to halve emissions by 2030.", ja: "地元企業40社とともに、2030年までに排出量半減を約束しました。" },
    });
  });
  await seedExplorePages(ctx);
  return true;
}
