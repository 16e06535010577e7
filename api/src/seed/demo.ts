import { seedDemoBilling } from "./demo-billing.ts";
import { seedDemoDisclosures } from "./demo-disclosures.ts";
import { count, eq } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import {
  pages,
  pageLanguages,
  pageMembers,
  contentCategories,
  contentReviews,
  contents,
  linkBlocks,
  news,
  pageSubscriptions,
  subscriptionPlans,
  users,
} from "@greenpage/db/schema";
import type { AppContext } from "../lib/context.ts";
import { ensureAdmin } from "./admin.ts";
import { seedExplorePages } from "./demo-explore.ts";
import { seedDemoFeedback } from "./demo-feedback.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoReport } from "./demo-reports.ts";
import { seedDemoTeam } from "./demo-team.ts";
import { seedDemoTraffic } from "./demo-traffic.ts";
import { storeSeedAttachment, storeSeedImage } from "./images.ts";

export const DEMO_LOGIN = { email: "demo@greenpage.dev", password: "greenpage-demo" } as const;
export const DEMO_HANDLE = "greenpage-demo";
/** A member of the product team, so a newcomer can try the review queue (never seeded in production: SEED_DEMO). */
export const DEMO_REVIEWER = { email: "reviewer@greenpage.dev", password: "greenpage-review", name: "Kenta Mori" } as const;
/** Opens the demo's password-protected item (its teaser says so). */
export const DEMO_ITEM_PASSWORD = "midori-2025";
/** The initiative the demo's second feedback form is attached to. */
const PACKAGING_TITLE = { en: "Compostable packaging", ja: "堆肥化可能なパッケージ" };
/** A generic environmental claim, self-reported with no evidence: what AI analysis flags (Directive (EU) 2024/825). */
export const ECO_CUPS_TITLE = { en: "Eco-friendly takeaway cups", ja: "環境にやさしいテイクアウトカップ" };

/**
 * A newcomer's first look: one verified demo account owning one published page
 * (on the Premium plan, so gated content and AI analysis work) with categories,
 * initiatives — a verified certificate, one waiting for review, a limited and a
 * password-protected item, and a generic "eco-friendly" claim with no evidence
 * for AI analysis to flag — news, and stakeholder feedback to read in
 * Results, an editor and a waiting viewer's invite link, a year of visits;
 * a reviewer account, and Contact messages, subscribers and codes for the
 * admin console. Runs only on a database with no users.
 */
export async function seedDemoContent(ctx: AppContext): Promise<boolean> {
  const [existing] = await ctx.db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const { user } = await ctx.auth.api.signUpEmail({
    body: { name: "Hana Midori", email: DEMO_LOGIN.email, password: DEMO_LOGIN.password },
  });
  await ctx.db.update(users).set({ emailVerified: true, businessName: "Midori Coffee Roasters", signupSource: "demo" }).where(eq(users.id, user.id));
  const reviewer = await ensureAdmin(ctx, DEMO_REVIEWER);
  const itemPasswordHash = await hashPassword(DEMO_ITEM_PASSWORD);

  const demoPageId = await ctx.db.transaction(async (tx) => {
    const [page] = await tx
      .insert(pages)
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
        introductionJson: {
          en: "We roast organic, fairly traded beans with renewable power.",
          ja: "有機・フェアトレードの豆を再生可能エネルギーで焙煎しています。",
        },
        missionJson: { en: "Great coffee that leaves the planet better than we found it.", ja: "地球をより良くする、おいしいコーヒーを。" },
        style: { theme: "light", primary_color: "#166534" },
        links: {
          homepage: "https://example.com",
          contact_email: "hello@example.com",
          socials: { instagram: "https://instagram.com/example" },
        },
        isPublished: true,
        publishedAt: new Date(Date.now() - 7 * 86_400_000),
      })
      .returning();
    const pageId = page!.id;
    await tx.insert(linkBlocks).values([
      { pageId, titleJson: { en: "Visit our shop", ja: "オンラインショップ" }, url: "https://example.com/shop", icon: "shop", orderKey: 0 },
      { pageId, titleJson: { en: "Impact report 2025", ja: "インパクトレポート 2025" }, url: "https://example.com/report", icon: "document", orderKey: 1 },
    ]);
    const [premium] = await tx.select({ id: subscriptionPlans.id }).from(subscriptionPlans).where(eq(subscriptionPlans.code, "premium"));
    await tx.insert(pageSubscriptions).values({ pageId: pageId, planId: premium!.id });
    await tx.insert(pageMembers).values({ pageId: pageId, userId: user.id, role: "owner" });
    await tx.insert(pageLanguages).values([
      { pageId: pageId, languageId: 1, isEnabled: true },
      { pageId: pageId, languageId: 2, isEnabled: true },
    ]);
    const [climate, sourcing] = await tx
      .insert(contentCategories)
      .values([
        { pageId: pageId, nameJson: { en: "Climate", ja: "気候変動" }, orderKey: 0 },
        { pageId: pageId, nameJson: { en: "Sourcing", ja: "調達" }, orderKey: 1 },
      ])
      .returning();
    const image = (file: string) => storeSeedImage(ctx, pageId, file);
    const attachment = (file: string, name: string) => storeSeedAttachment(ctx, pageId, file, name);
    await tx
      .update(pages)
      .set({ logo: await image("logo.png") })
      .where(eq(pages.id, pageId));
    // Shared to Explore, as an owner would after adding a cover picture.
    const shared = (statusId: number) => ({
      sharedToExplore: true,
      sharedAt: new Date(),
      sharedSnapshot: { status_id: statusId, evidence_state: "self_reported" },
    });
    await tx.insert(contents).values([
      {
        pageId: pageId,
        contentCategoryId: climate!.id,
        orderKey: 0,
        titleJson: { en: "100% renewable electricity", ja: "再生可能エネルギー電力100%" },
        descriptionJson: {
          en: "Our roaster and café run on certified renewable power since 2024.",
          ja: "2024年から焙煎機とカフェを認証済みの再エネ電力で運営しています。",
        },
        contentJson: {
          en: "Since April 2024 every kilowatt-hour we use comes from a certified renewable tariff, matched by guarantees of origin.\n\nThe switch covers the roastery, the café and our small warehouse.",
          ja: "2024年4月から、使用電力はすべて非化石証書付きの再エネ電力です。\n\n焙煎所、カフェ、小さな倉庫が対象です。",
        },
        coverImage: await image("cover-solar.jpg"),
        statusId: 4,
        ...shared(4),
      },
      {
        pageId: pageId,
        contentCategoryId: climate!.id,
        orderKey: 1,
        titleJson: { en: "Net zero roasting by 2030", ja: "2030年までに焙煎のネットゼロ" },
        descriptionJson: { en: "Electric roasting and heat recovery to cut Scope 1 emissions.", ja: "電気焙煎と排熱回収でスコープ1排出を削減します。" },
        coverImage: await image("cover-roasting.jpg"),
        statusId: 3,
        ...shared(3),
      },
      {
        pageId: pageId,
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
        attachments: [await attachment("jas-certificate.pdf", "Organic JAS certificate.pdf")],
        evidenceState: "verified",
        lastVerified: new Date(Date.now() - 30 * 86_400_000),
        verifiedBy: reviewer.id,
      },
      {
        pageId: pageId,
        contentCategoryId: sourcing!.id,
        orderKey: 1,
        titleJson: PACKAGING_TITLE,
        descriptionJson: { en: "Switching every bag to home-compostable film.", ja: "すべての袋を家庭で堆肥化できる素材に切り替えます。" },
        coverImage: await image("cover-packaging.jpg"),
        statusId: 2,
        link: "https://example.com/packaging-specification",
        evidenceState: "submitted",
      },
      {
        pageId: pageId,
        contentCategoryId: sourcing!.id,
        orderKey: 2,
        titleJson: { en: "Supplier audit report 2025", ja: "サプライヤー監査報告書 2025" },
        descriptionJson: {
          en: "How our 12 green coffee suppliers meet our code of conduct. Open it with your name, company and work email.",
          ja: "12の生豆サプライヤーの行動規範への適合状況。お名前・会社名・勤務先のメールアドレスで閲覧できます。",
        },
        contentJson: {
          en: "We visited or audited remotely all 12 suppliers in 2025. Eleven meet every point of our code of conduct; one farm cooperative agreed a corrective plan on wastewater, to be checked again in 2026.",
          ja: "2025年に12のサプライヤーすべてを訪問またはリモートで監査しました。11社は行動規範のすべての項目を満たし、1つの農協は排水について是正計画に合意しました（2026年に再確認）。",
        },
        auditor: "Kyoto Sustainability Partners",
        issueDate: "2025-10-15",
        statusId: 3,
        access: "limited",
        attachments: [await attachment("supplier-audit-2025.pdf", "Supplier audit report 2025.pdf")],
      },
      {
        pageId: pageId,
        contentCategoryId: climate!.id,
        orderKey: 2,
        titleJson: { en: "Energy bills 2025 (for investors)", ja: "2025年 電力使用量（投資家向け）" },
        descriptionJson: {
          en: `Our metered electricity use, for investors and lenders. Demo password: ${DEMO_ITEM_PASSWORD}`,
          ja: `投資家・金融機関向けの電力使用量の実績です。デモ用パスワード: ${DEMO_ITEM_PASSWORD}`,
        },
        contentJson: {
          en: "48,200 kWh in 2025 across the roastery, café and warehouse, all on a renewable tariff.",
          ja: "2025年は焙煎所・カフェ・倉庫で合計48,200 kWh、すべて再エネ電力です。",
        },
        statusId: 4,
        access: "password",
        passwordHash: itemPasswordHash,
        attachments: [await attachment("energy-bills-2025.pdf", "Energy bills 2025.pdf")],
      },
      {
        pageId: pageId,
        contentCategoryId: sourcing!.id,
        orderKey: 3,
        titleJson: ECO_CUPS_TITLE,
        descriptionJson: {
          en: "Our takeaway cups are now eco-friendly.",
          ja: "テイクアウトカップを環境にやさしいものに変えました。",
        },
        statusId: 4,
      },
    ]);
    await seedDemoDisclosures(tx, pageId, user.id);
    const items = await tx.select({ id: contents.id, state: contents.evidenceState }).from(contents).where(eq(contents.pageId, pageId));
    await tx
      .insert(contentReviews)
      .values(
        items
          .filter((item) => item.state !== "self_reported")
          .flatMap((item) => [
            { contentId: item.id, pageId: pageId, action: "submitted", actorId: user.id, createdAt: new Date(Date.now() - 35 * 86_400_000) },
            ...(item.state === "verified"
              ? [{ contentId: item.id, pageId: pageId, action: "approved", actorId: reviewer.id, createdAt: new Date(Date.now() - 30 * 86_400_000) }]
              : []),
          ]),
      );
    await tx.insert(news).values({
      pageId: pageId,
      titleJson: { en: "We joined the Kyoto climate pledge", ja: "京都気候宣言に参加しました" },
      bodyJson: {
        en: "Together with 40 local businesses we committed to halve emissions by 2030.",
        ja: "地元企業40社とともに、2030年までに排出量半減を約束しました。",
      },
    });
    return pageId;
  });
  await seedDemoFeedback(ctx, demoPageId, PACKAGING_TITLE);
  await seedDemoTeam(ctx, { id: user.id, name: "Hana Midori" }, demoPageId);
  await seedDemoTraffic(ctx, { id: demoPageId, handle: DEMO_HANDLE });
  await seedDemoBilling(ctx, { id: user.id, email: DEMO_LOGIN.email }, demoPageId);
  await seedDemoMessages(ctx, { id: reviewer.id, name: DEMO_REVIEWER.name });
  await seedDemoReport(ctx, demoPageId, ECO_CUPS_TITLE);
  await seedExplorePages(ctx);
  return true;
}
