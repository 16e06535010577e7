/**
 * One disclosure (a requirement a report answers) of a reporting framework.
 * `topic` is one of the framework's category codes in
 * api/src/modules/catalog/frameworks.ts, so a page's framework settings and
 * its disclosures speak the same codes.
 */
export type Disclosure = {
  framework: string;
  /** Unique within the framework: GRI `305-1`, SDG target `13.1`, IFRS S2 `s2-29a-1`… */
  code: string;
  topic: string;
  /** Official titles; `ja` only where an official Japanese title exists. */
  title: { en: string; ja?: string };
  /** Words and phrases that show a text addresses it, per language (lower case; Japanese as dictionary forms). */
  keywords: { en: string[]; ja: string[] };
  /** How much it counts in a coverage score (default 1). */
  weight?: number;
  /**
   * Set on a disclosure a newer standard of the same framework replaces (the
   * replacing topic's code, e.g. GRI 304 → `101`): kept for reports on
   * periods before the new one took effect; a score may leave it out.
   */
  supersededBy?: string;
};

/** Where a framework's data was taken from. */
export type FrameworkSource = { framework: string; url: string; version: string };
