import { type GreenpageClient, type OwnedPage, PLAN_LIMITS, type PlanCode } from "@greenpage/sdk";
import { CliError } from "../lib/errors.ts";
import type { PageExport } from "./document.ts";

/** What a page holds that an import would add to: its categories, contents, news and link blocks. */
export async function pageHoldings(client: GreenpageClient, target: OwnedPage) {
  const [contents, categories, news, linkBlocks] = await Promise.all([
    client.contents.list(target.id),
    client.categories.list(target.id),
    client.news.list(target.id, { page_size: 1 }),
    client.linkBlocks.list(target.id),
  ]);
  return { contents, categories: categories.filter((c) => c.id !== null), news: Number(news.count), linkBlocks };
}
export type PageHoldings = Awaited<ReturnType<typeof pageHoldings>>;

export const isEmpty = (held: PageHoldings) => held.contents.length === 0 && held.categories.length === 0 && held.news === 0 && held.linkBlocks.length === 0;

/**
 * The export fits the target's plan (counted as the API counts: every
 * initiative, every category, every news post, and no limited or password
 * item without access control). Checked before anything is removed, so a
 * `--replace` that could not finish never empties the page; the API still
 * checks each write.
 */
export function checkFitsPlan(target: OwnedPage, document: PageExport): void {
  const code = (target.page_subscription?.subscription_plan.code ?? "starter") as PlanCode;
  const limits = PLAN_LIMITS[code];
  if (!limits) return;
  const over: string[] = [];
  const check = (what: string, count: number, limit: number | null) => {
    if (limit !== null && count > limit) over.push(`${count} ${what} (the plan allows ${limit})`);
  };
  check("initiatives", document.contents.length, limits.initiatives);
  check("categories", document.categories.length, limits.custom_views);
  check("news posts", document.news.length, limits.news_posts);
  const gated = document.contents.filter((c) => c.access !== "public").length;
  if (gated > 0 && !limits.access_control) over.push(`${gated} limited or password-protected items (the plan has no access control)`);
  if (over.length > 0) {
    throw new CliError(
      `The export does not fit ${target.handle}'s ${code} plan: ${over.join(", ")}. Nothing was changed. Upgrade the page's plan, or import into a page on a larger one.`,
    );
  }
}

/** Removes the page's news, contents, then categories, and its link blocks (what `import --replace` replaces); answers how many of each. */
export async function clearPage(client: GreenpageClient, target: OwnedPage, held: PageHoldings) {
  let news = 0;
  for (;;) {
    const batch = await client.news.list(target.id, { page_size: 100 });
    if (batch.results.length === 0) break;
    for (const item of batch.results) await client.news.delete(target.id, item.id);
    news += batch.results.length;
  }
  for (const content of held.contents) await client.contents.delete(target.id, content.id);
  for (const category of held.categories) await client.categories.delete(target.id, category.id!);
  for (const block of held.linkBlocks) await client.linkBlocks.delete(target.id, block.id);
  return { contents: held.contents.length, categories: held.categories.length, news, link_blocks: held.linkBlocks.length };
}
