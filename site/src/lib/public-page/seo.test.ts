import { describe, expect, it } from "vitest";
import type { PublicPage, PublicCategory, PublicContent } from "./load.ts";
import { alternates, jsonForScript, pageJsonLd, summary } from "./seo.ts";

const page = {
  handle: "midori",
  page_type: "business",
  name: "Midori </script><script>alert(1)</script>",
  description: "A roastery",
  logo_url: "https://greenpage.test/api/v1/files/logo.png",
  links: { homepage: "https://midori.example", socials: { instagram: "https://instagram.com/midori" } },
} as unknown as PublicPage;

const item = (fields: Partial<PublicContent>) => ({ id: 1, title: "Item", is_locked: false, ...fields }) as PublicContent;
const categories: PublicCategory[] = [
  {
    id: 1,
    order_key: 0,
    name: "Sourcing",
    custom_contents: [
      item({
        id: 7,
        title: "Organic JAS",
        issuing_organization: "JAS",
        credential_id: "JAS-1",
        issue_date: "2025-04-01",
        expiration_date: "2028-03-31",
        is_expired: false,
      }),
      item({
        id: 8,
        title: "Compostable bags",
        description: "Home-compostable",
        evidence_state: "self_reported",
        cover_image_url: "https://greenpage.test/c.png",
      }),
      item({ id: 11, title: "Gated plan", is_locked: true, evidence_state: "self_reported" }),
      item({ id: 9, title: "Gated ISO", is_locked: true, issuing_organization: "ISO", evidence_state: "verified" }),
      item({
        id: 10,
        title: "Verified audit",
        evidence_state: "verified",
        last_verified: "2026-05-04T09:30:00.000Z",
        expiration_date: "2026-01-31",
        is_expired: true,
      }),
    ],
  },
];

describe("public page SEO", () => {
  it("describes the page as an Organization with its certifications only: status, review date, never a gated one", () => {
    const ld = pageJsonLd({ page, categories }, "https://greenpage.test");
    expect(ld["@type"]).toBe("Organization");
    expect(ld.url).toBe("https://greenpage.test/midori");
    expect(ld.sameAs).toEqual(["https://midori.example", "https://instagram.com/midori"]);
    expect(ld.hasCertification).toEqual([
      {
        "@type": "Certification",
        name: "Organic JAS",
        url: "https://greenpage.test/midori/7",
        issuedBy: { "@type": "Organization", name: "JAS" },
        certificationIdentification: "JAS-1",
        validFrom: "2025-04-01",
        expires: "2028-03-31",
        certificationStatus: "https://schema.org/CertificationActive",
      },
      {
        "@type": "Certification",
        name: "Verified audit",
        url: "https://greenpage.test/midori/10",
        expires: "2026-01-31",
        certificationStatus: "https://schema.org/CertificationInactive",
        auditDate: "2026-05-04",
      },
    ]);
  });

  it("gives the other initiatives as CreativeWorks the page is the subject of, never a gated one, in valid JSON-LD", () => {
    const ld = JSON.parse(jsonForScript(pageJsonLd({ page, categories }, "https://greenpage.test")));
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld.subjectOf).toEqual([
      {
        "@type": "CreativeWork",
        name: "Compostable bags",
        url: "https://greenpage.test/midori/8",
        description: "Home-compostable",
        image: "https://greenpage.test/c.png",
      },
    ]);
    const nodes = [ld, ...ld.hasCertification, ...ld.subjectOf];
    for (const node of nodes) expect(["Organization", "Certification", "CreativeWork"]).toContain(node["@type"]);
    for (const node of nodes) expect(typeof node.name === "string" && node.url.startsWith("https://greenpage.test/midori")).toBe(true);
  });

  it("summarises each item's description in the page's list, and gives it whole on the item's own page", () => {
    const long = `${"Measured and reduced every year. ".repeat(12)}The end.`;
    const one = [{ id: 1, order_key: 0, name: "Sourcing", custom_contents: [item({ id: 8, title: "Bags", description: long })] }];
    const listed = pageJsonLd({ page, categories: one }, "https://greenpage.test").subjectOf![0]!.description!;
    expect(listed).toBe(summary(long));
    expect(listed.length).toBeLessThanOrEqual(160);
    const own = pageJsonLd({ page, categories: one }, "https://greenpage.test", { fullText: true }).subjectOf![0]!.description;
    expect(own).toBe(long);
  });

  it("describes a personal page as a Person", () => {
    const ld = pageJsonLd({ page: { ...page, page_type: "personal" }, categories: [] }, "https://greenpage.test");
    expect(ld["@type"]).toBe("Person");
    expect(ld).not.toHaveProperty("hasCertification");
    expect(ld).not.toHaveProperty("subjectOf");
  });

  it("never lets page text close the script tag", () => {
    const json = jsonForScript(pageJsonLd({ page, categories: [] }, "https://greenpage.test"));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).name).toBe(page.name);
  });

  it("offers every language and an x-default", () => {
    expect(alternates("https://greenpage.test/midori", ["en", "ja"])).toEqual([
      { hreflang: "en", href: "https://greenpage.test/midori?lang=en" },
      { hreflang: "ja", href: "https://greenpage.test/midori?lang=ja" },
      { hreflang: "x-default", href: "https://greenpage.test/midori" },
    ]);
  });

  it("keeps descriptions short, on a word boundary", () => {
    expect(summary(null, "  Short   text ")).toBe("Short text");
    const long = summary("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });
});
