import type { Disclosure, FrameworkSource } from "./types.ts";

export type { Disclosure, FrameworkSource };

/**
 * The frameworks' disclosures, shipped as data. Each framework has its own
 * file; this list is the one place the rest of the API reads them from.
 * (Issue 23: the full GRI, IFRS S1/S2, SASB, CDP, SDG and SSBJ lists replace
 * this starter set.)
 */
export const DISCLOSURES: readonly Disclosure[] = [
  {
    framework: "gri",
    code: "302-1",
    topic: "302",
    title: { en: "Energy consumption within the organization", ja: "組織内のエネルギー消費量" },
    keywords: { en: ["energy", "electricity", "renewable"], ja: ["エネルギー", "電力", "再生可能エネルギー"] },
  },
  {
    framework: "gri",
    code: "305-1",
    topic: "305",
    title: { en: "Direct (Scope 1) GHG emissions", ja: "直接的な温室効果ガス（GHG）排出量（スコープ1）" },
    keywords: { en: ["scope 1", "emissions", "greenhouse gas", "ghg"], ja: ["スコープ1", "排出", "温室効果ガス"] },
    weight: 2,
  },
  {
    framework: "gri",
    code: "305-2",
    topic: "305",
    title: { en: "Energy indirect (Scope 2) GHG emissions", ja: "間接的な温室効果ガス（GHG）排出量（スコープ2）" },
    keywords: { en: ["scope 2", "emissions", "electricity"], ja: ["スコープ2", "排出", "電力"] },
    weight: 2,
  },
  {
    framework: "sdgs",
    code: "13.2",
    topic: "13",
    title: { en: "Integrate climate change measures into policies, strategies and planning" },
    keywords: { en: ["climate", "emissions"], ja: ["気候変動", "排出"] },
  },
];

export const FRAMEWORK_SOURCES: readonly FrameworkSource[] = [
  { framework: "gri", url: "https://www.globalreporting.org/standards/", version: "GRI Standards 2021" },
  { framework: "sdgs", url: "https://unstats.un.org/sdgs/indicators/indicators-list/", version: "A/RES/71/313" },
];

const byFramework = new Map<string, Disclosure[]>();
for (const d of DISCLOSURES) byFramework.set(d.framework, [...(byFramework.get(d.framework) ?? []), d]);

export const disclosuresOf = (framework: string): readonly Disclosure[] => byFramework.get(framework) ?? [];
export const findDisclosure = (framework: string, code: string) => disclosuresOf(framework).find((d) => d.code === code);
export const sourceOf = (framework: string) => FRAMEWORK_SOURCES.find((s) => s.framework === framework);
