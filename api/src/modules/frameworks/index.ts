import { Elysia } from "elysia";
import { FRAMEWORKS } from "../catalog/frameworks.ts";
import { disclosuresOf, sourceOf } from "./data/index.ts";
import { type FrameworkData, FrameworksResponse } from "./model.ts";

/** The same for everyone and changed only by a release: built once. */
const FRAMEWORK_DATA: FrameworkData[] = FRAMEWORKS.map((f) => ({
  code: f.code,
  name: f.name,
  source: { url: sourceOf(f.code)?.url ?? "", version: sourceOf(f.code)?.version ?? "" },
  categories: f.categories,
  disclosures: disclosuresOf(f.code).map((d) => ({
    code: d.code,
    topic: d.topic,
    title: d.title,
    keywords: d.keywords,
    weight: d.weight ?? 1,
    superseded_by: d.supersededBy ?? null,
  })),
}));

/** The reporting frameworks' disclosures, as data for every client (the dashboard's pickers, the benchmark, the CLI). */
export const frameworksModule = () =>
  new Elysia({ tags: ["Catalog"] }).get(
    "/businesses/frameworks/",
    ({ set }) => {
      set.headers["cache-control"] = "public, max-age=3600";
      return FRAMEWORK_DATA;
    },
    {
      response: FrameworksResponse,
      detail: {
        summary: "Every framework with its source, version, categories and disclosures (code, topic, titles in en and ja where official)",
        description: "Public and cacheable for an hour: the data changes only with a release.",
      },
    },
  );
