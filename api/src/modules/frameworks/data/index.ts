import { CDP } from "./cdp.ts";
import { GRI } from "./gri.ts";
import { IFRS } from "./ifrs.ts";
import { SASB } from "./sasb.ts";
import { SDGS } from "./sdgs.ts";
import { SSBJ } from "./ssbj.ts";
import type { Disclosure, FrameworkSource } from "./types.ts";

export type { Disclosure, FrameworkSource };

/**
 * The frameworks' disclosures, shipped as data. Each framework has its own
 * file; this list is the one place the rest of the API reads them from, in
 * the order of catalog/frameworks.ts.
 */
export const DISCLOSURES: readonly Disclosure[] = [...GRI, ...IFRS, ...SASB, ...CDP, ...SDGS, ...SSBJ];

/** Where each framework's data comes from, and which edition it follows. */
export const FRAMEWORK_SOURCES: readonly FrameworkSource[] = [
  {
    framework: "gri",
    url: "https://www.globalreporting.org/standards/",
    version: "GRI Universal Standards 2021; Topic Standards in force (incl. GRI 101: Biodiversity 2024)",
  },
  {
    framework: "ifrs-s1",
    url: "https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/ifrs-s1-general-requirements/",
    version: "IFRS S1, June 2023",
  },
  {
    framework: "ifrs-s2",
    url: "https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/ifrs-s2-climate-related-disclosures/",
    version: "IFRS S2, June 2023",
  },
  { framework: "sasb", url: "https://sasb.ifrs.org/standards/", version: "SASB Standards, general issue categories (2023)" },
  { framework: "cdp", url: "https://www.cdp.net/en/guidance/guidance-for-companies", version: "CDP integrated corporate questionnaire, 2024" },
  { framework: "sdgs", url: "https://sdgs.un.org/goals", version: "A/RES/70/1 (2015): 17 goals, 169 targets" },
  { framework: "ssbj", url: "https://www.ssb-j.jp/", version: "SSBJ Standards, March 2025" },
];

const byFramework = new Map<string, Disclosure[]>();
for (const d of DISCLOSURES) byFramework.set(d.framework, [...(byFramework.get(d.framework) ?? []), d]);
const byKey = new Map(DISCLOSURES.map((d) => [`${d.framework}:${d.code}`, d]));

export const disclosuresOf = (framework: string): readonly Disclosure[] => byFramework.get(framework) ?? [];
export const findDisclosure = (framework: string, code: string): Disclosure | undefined => byKey.get(`${framework}:${code}`);
export const sourceOf = (framework: string) => FRAMEWORK_SOURCES.find((s) => s.framework === framework);

/**
 * The disclosures a page is scored and advised on: all but those a newer
 * standard replaced (GRI 304 by GRI 101 from 2026), so a topic never counts
 * twice. Superseded ones stay known, for mappings made before.
 */
export const CURRENT_DISCLOSURES: readonly Disclosure[] = DISCLOSURES.filter((d) => !d.supersededBy);
export const currentDisclosuresOf = (framework: string): readonly Disclosure[] => disclosuresOf(framework).filter((d) => !d.supersededBy);

const subsets = new Map<string, readonly Disclosure[]>();
/**
 * The disclosures of the frameworks given (all of them when none are), as
 * one array per set of codes: the matcher indexes an array once, so a
 * caller matching against a page's frameworks gets the same array each time.
 */
export function disclosuresOfFrameworks(frameworks: readonly string[]): readonly Disclosure[] {
  if (frameworks.length === 0) return DISCLOSURES;
  const key = [...new Set(frameworks)].sort().join(",");
  let subset = subsets.get(key);
  if (!subset) {
    subset = DISCLOSURES.filter((d) => frameworks.includes(d.framework));
    subsets.set(key, subset);
  }
  return subset;
}
