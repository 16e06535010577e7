import { t } from "elysia";

/** A disclosure's official titles: English always, Japanese where an official translation exists. */
export const DisclosureTitle = t.Object({ en: t.String(), ja: t.Optional(t.String({ description: "Only where an official Japanese title exists" })) });

/** The frameworks' data as clients read it: every framework with its source and disclosures. */
export const FrameworkData = t.Object({
  code: t.String(),
  name: t.Object({ en: t.String(), ja: t.String() }),
  source: t.Object({ url: t.String(), version: t.String() }),
  categories: t.Array(t.Object({ code: t.String(), name: t.Object({ en: t.String(), ja: t.String() }) })),
  disclosures: t.Array(
    t.Object({
      code: t.String(),
      topic: t.String({ description: "One of the framework's category codes" }),
      title: DisclosureTitle,
      keywords: t.Object({ en: t.Array(t.String()), ja: t.Array(t.String()) }, { description: "What the matcher looks for; a picker may search them too" }),
      weight: t.Number({ description: "How much it counts in a coverage score (1 or 2)" }),
      superseded_by: t.Nullable(t.String({ description: "The topic of a newer standard that replaces it (GRI 304 → 101)" })),
    }),
  ),
});
export type FrameworkData = typeof FrameworkData.static;

export const FrameworksResponse = t.Array(FrameworkData);
