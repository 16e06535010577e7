import { t } from "elysia";
import { Paginated, PageQuery } from "../../lib/pagination.ts";
import { EvidenceStateSchema } from "../../lib/http-schemas.ts";

const Framework = t.Object({ framework: t.String(), categories: t.Array(t.String()) });
/** Query values are coerced one by one, so each names its field for the error answer (see lib/http.ts). */
const Text = (field: string, maxLength: number, description: string) => t.Optional(t.String({ maxLength, description, "x-field": field }));

/** Values are checked by the service so every bad filter answers a field error in the module's words. */
const Filters = t.Object({
  q: Text("q", 300, "Search words (at most 5, each up to 50 characters), matched in any language"),
  country: Text("country", 10, "ISO 3166-1 alpha-2 country of the page"),
  framework: Text("framework", 40, "Framework code from GET /businesses/catalog/"),
  category: Text("category", 40, "Business category code from GET /businesses/catalog/"),
  page_type: Text("page_type", 20, "business (Organizations tab) or personal (Individuals tab)"),
  sort: Text("sort", 20, "upvotes (default) or recent"),
  lang: Text("lang", 20, "en or ja; each page answers in it when it offers it, else in its default language"),
});

export const ExploreQuery = t.Composite([PageQuery, Filters]);
export type ExploreQuery = typeof ExploreQuery.static & { verified?: string };

/** Initiatives can also be narrowed to those whose verification holds today. */
export const ExploreInitiativesQuery = t.Composite([
  PageQuery,
  Filters,
  t.Object({
    verified: Text("verified", 5, "true: only initiatives the review team verified whose certificate has not expired (an expired one leaves on the day after)"),
  }),
]);

export const ExplorePage = t.Object({
  id: t.Integer(),
  handle: t.String(),
  page_type: t.String(),
  country: t.Nullable(t.String()),
  language: t.String({ description: "The language name and description are in" }),
  name: t.Nullable(t.String()),
  description: t.Nullable(t.String()),
  logo_url: t.Nullable(t.String()),
  framework_type: t.Nullable(t.String()),
  frameworks: t.Array(Framework),
  business_category: t.Array(t.String()),
  upvote_count: t.Integer(),
  upvoted: t.Boolean({ description: "True when the signed-in caller has upvoted this page; always false for anonymous callers" }),
  published_at: t.Nullable(t.String()),
});
export type ExplorePage = typeof ExplorePage.static;

export const ExploreInitiative = t.Object({
  id: t.Integer(),
  page: t.Object({ handle: t.String(), name: t.Nullable(t.String()), page_type: t.String(), logo_url: t.Nullable(t.String()) }),
  language: t.String({ description: "The language the texts are in" }),
  title: t.Nullable(t.String()),
  description: t.Nullable(t.String()),
  cover_image_url: t.Nullable(t.String()),
  status: t.Nullable(
    t.Object({ id: t.Integer(), code: t.String(), label: t.String() }, { description: "Progress: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved" }),
  ),
  evidence_state: EvidenceStateSchema(),
  upvote_count: t.Integer(),
  upvoted: t.Boolean(),
  shared_at: t.Nullable(t.String()),
  url: t.String({ description: "Site path of the initiative: /{handle}/{id}" }),
});
export type ExploreInitiative = typeof ExploreInitiative.static;

/** Explore's totals are counted up to 1,000 (COUNT_CAP in search.ts): past that `count` is a lower bound. */
const CappedTotal = t.Object({
  count_capped: t.Boolean({
    description: 'True when there are more results than were counted: `count` is then a lower bound (at least 1,000), shown as "1,000+"',
  }),
});
export const ExplorePages = t.Composite([Paginated(ExplorePage), CappedTotal]);
export const ExploreInitiatives = t.Composite([Paginated(ExploreInitiative), CappedTotal]);

export const UpvoteResult = t.Object({ upvoted: t.Boolean(), upvote_count: t.Integer() });
export type UpvoteResult = typeof UpvoteResult.static;
