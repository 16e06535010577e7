import { t } from "elysia";
import { CURRENCIES } from "@greenpage/db/schema";

const Figure = (description: string) => t.Integer({ minimum: 0, description });

/** The console's first screen: how the product is doing and what waits for the team, each with the screen that handles it. */
export const Overview = t.Object({
  signups: t.Object({ last_7_days: Figure("Accounts made in the last 7 days"), last_30_days: Figure("… in the last 30 days"), total: Figure("Every account") }),
  published_pages: Figure("Pages published now"),
  subscriptions: t.Array(
    t.Object({
      plan: t.String({ description: "The plan code (a retired plan still counts its accounts)" }),
      name_json: t.Record(t.String(), t.String()),
      active: Figure("Accounts on the plan (active, past due or ending)"),
    }),
    {
      description: "Accounts on each plan, cheapest first",
    },
  ),
  revenue_this_month: t.Array(
    t.Object({
      currency: t.UnionEnum(CURRENCIES),
      charged: t.Integer({ description: "Succeeded charges since the month began (UTC), in minor units" }),
      refunded: t.Integer({ description: "Refunds since the month began, in minor units" }),
      net: t.Integer({ description: "charged − refunded" }),
    }),
    { description: "Per currency, only currencies with money this month" },
  ),
  month_start: t.String({ format: "date-time" }),
  verification_queue: Figure("Items submitted for verification"),
  open_reports: Figure("Moderation reports not resolved"),
  unhandled_messages: Figure("Contact messages not marked handled"),
  failed_mails: Figure("Mails that could not be delivered"),
  failed_jobs: Figure("Background jobs that failed for good (0 when jobs never ran)"),
  links: t.Record(t.String(), t.String(), { description: "The dashboard screen (site path) of each figure that has one" }),
});
export type Overview = typeof Overview.static;
