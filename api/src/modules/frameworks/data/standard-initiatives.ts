/** A disclosure an initiative addresses, by framework and code. */
export type DisclosureRef = { framework: string; disclosure: string };

/**
 * Which disclosures each standard initiative of the catalogue addresses (by
 * its `standard_initiatives.code`). A standard initiative on a page counts
 * for these without the owner confirming anything.
 */
export const STANDARD_INITIATIVE_DISCLOSURES: Readonly<Record<string, readonly DisclosureRef[]>> = {
  renewable_electricity: [
    { framework: "gri", disclosure: "302-1" },
    { framework: "gri", disclosure: "305-2" },
  ],
  ghg_inventory: [
    { framework: "gri", disclosure: "305-1" },
    { framework: "gri", disclosure: "305-2" },
    { framework: "sdgs", disclosure: "13.2" },
  ],
};
