/** A disclosure an initiative addresses, by framework and code. */
export type DisclosureRef = { framework: string; disclosure: string };

/** `gri:305-1 305-2, sdgs:13.2` → refs: a framework, a colon, its codes; frameworks separated by commas. */
const refs = (spec: string): DisclosureRef[] =>
  spec.split(",").flatMap((group) => {
    const [framework, codes] = group.trim().split(":");
    return (codes ?? "")
      .trim()
      .split(/\s+/)
      .map((disclosure) => ({ framework: framework!, disclosure }));
  });

/**
 * Which disclosures each standard initiative of the catalogue addresses (by
 * its `standard_initiatives.code`; migrations 0001 and 0022). A standard
 * initiative on a page counts for these without the owner confirming
 * anything. What it addresses, not everything a report on it would need:
 * a renewable electricity initiative answers GRI 302-1 and 305-2, not 305-1.
 */
export const STANDARD_INITIATIVE_DISCLOSURES: Readonly<Record<string, readonly DisclosureRef[]>> = {
  renewable_electricity: refs("gri:302-1 305-2, sdgs:7.2, sasb:energy-management, cdp:climate-energy, ifrs-s2:s2-29a-2"),
  ghg_inventory: refs(
    "gri:305-1 305-2 305-3 305-4, ifrs-s2:s2-29a-1 s2-29a-2 s2-29a-3, sasb:ghg-emissions, cdp:climate-emissions-1-2 climate-emissions-3, ssbj:climate-ghg, sdgs:13.2",
  ),
  iso_14001: refs("gri:2-23 2-24 3-3, sdgs:12.6"),
  b_corp: refs("gri:2-23 2-29, sdgs:12.6"),
  waste_reduction: refs("gri:306-2 306-4 306-5, sasb:waste-hazardous-materials-management, sdgs:12.5"),
  diversity_inclusion: refs("gri:405-1 406-1, sasb:employee-engagement-diversity-inclusion, sdgs:5.5 10.2 10.3"),
  science_based_targets: refs("gri:305-5, ifrs-s2:s2-33 s2-36, cdp:climate-targets, ssbj:climate-targets, sdgs:13.2"),
  net_zero_commitment: refs("gri:305-5, ifrs-s2:s2-14 s2-33 s2-36, cdp:climate-strategy climate-targets, ssbj:climate-strategy climate-targets, sdgs:13.2"),
  scope3_screening: refs("gri:305-3, ifrs-s2:s2-29a-3, cdp:climate-emissions-3, ssbj:climate-ghg"),
  internal_carbon_price: refs("ifrs-s2:s2-29f, cdp:climate-carbon-pricing, ssbj:climate-metrics"),
  board_climate_oversight: refs("gri:2-12 2-13, ifrs-s2:s2-6a s2-6b, cdp:climate-governance, ssbj:climate-governance, sasb:business-model-resilience"),
  climate_scenario_analysis: refs("gri:201-2, ifrs-s2:s2-22, cdp:climate-scenario, ssbj:climate-resilience, sasb:business-model-resilience, sdgs:13.1"),
  climate_disclosure_report: refs(
    "gri:201-2, ifrs-s2:s2-6a s2-10 s2-14 s2-25a s2-29a-1 s2-29a-2 s2-33, ssbj:climate-governance climate-strategy climate-risk climate-ghg climate-targets",
  ),
  cdp_response: refs("cdp:climate-governance climate-risks climate-emissions-1-2 climate-targets climate-verification, gri:305-1 305-2"),
  sustainability_report: refs("gri:2-1 2-2 2-3 2-22 2-29, sdgs:12.6"),
  materiality_assessment: refs("gri:3-1 3-2 3-3, ifrs-s1:s1-30, ssbj:universal-materiality"),
  energy_efficiency: refs("gri:302-1 302-4, sasb:energy-management, cdp:climate-energy, sdgs:7.3"),
  onsite_solar: refs("gri:302-1 305-2, sasb:energy-management, cdp:climate-energy, sdgs:7.2"),
  ev_fleet: refs("gri:302-4 305-1 305-5, sdgs:7.2 11.2 13.2"),
  iso_50001: refs("gri:302-1 302-4, sasb:energy-management, sdgs:7.3"),
  green_building: refs("gri:302-1 302-4, sdgs:7.3 11.6"),
  water_stewardship: refs("gri:303-1 303-3 303-5, sasb:water-wastewater-management, cdp:water-accounting water-risks water-engagement, sdgs:6.4 6.5"),
  packaging_reduction: refs("gri:301-1 301-2 306-2, sasb:materials-sourcing-efficiency, sdgs:12.5 14.1"),
  take_back_recycling: refs("gri:301-3 306-4, sasb:product-design-lifecycle-management, sdgs:12.5"),
  food_waste_reduction: refs("gri:306-2 306-3, sdgs:12.3 2.1"),
  biodiversity_assessment: refs("gri:101-4 101-5 101-6, sasb:ecological-impacts, sdgs:15.5 15.9"),
  deforestation_free_sourcing: refs("gri:101-1 308-1, cdp:forests-commodities forests-traceability forests-commitments, sdgs:15.2"),
  supplier_code_of_conduct: refs("gri:308-1 414-1, sasb:supply-chain-management, sdgs:12.7"),
  sustainable_procurement: refs("gri:204-1 308-1 414-1, sasb:supply-chain-management, sdgs:12.7"),
  human_rights_due_diligence: refs("gri:2-23 2-25 408-1 409-1 412-1, sasb:human-rights-community-relations, sdgs:8.7"),
  living_wage: refs("gri:202-1, sasb:labor-practices, sdgs:8.5 10.4"),
  gender_pay_gap_report: refs("gri:405-2, sdgs:5.1 8.5"),
  women_in_leadership: refs("gri:405-1, sasb:employee-engagement-diversity-inclusion, sdgs:5.5"),
  parental_leave: refs("gri:401-3, sdgs:5.4"),
  iso_45001: refs("gri:403-1 403-2 403-8, sasb:employee-health-safety, sdgs:8.8"),
  employee_wellbeing: refs("gri:403-6, sdgs:3.4"),
  employee_training: refs("gri:404-1 404-2, sdgs:4.4"),
  community_volunteering: refs("gri:413-1, sdgs:11.3 17.17"),
  anti_corruption_policy: refs("gri:205-1 205-2, sasb:business-ethics, sdgs:16.5"),
  whistleblowing_channel: refs("gri:2-16 2-26, sasb:business-ethics, sdgs:16.6"),
  iso_27001: refs("gri:418-1, sasb:data-security customer-privacy, sdgs:16.10"),
};
