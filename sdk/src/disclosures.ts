import { type Api, idText, unwrap } from "./request.ts";
import type { DisclosureDecision, Id } from "./types.ts";

type Ref = `${string}:${string}`;

/** `gri:305-1` → `{ framework: "gri", disclosure: "305-1" }`: how people write a disclosure (the CLI's arguments). */
export function parseDisclosureRef(ref: string): { framework: string; disclosure: string } | undefined {
  const at = ref.indexOf(":");
  if (at <= 0 || at === ref.length - 1) return undefined;
  return { framework: ref.slice(0, at).trim(), disclosure: ref.slice(at + 1).trim() };
}

/**
 * Which framework disclosures a page's initiatives address: what they count
 * for (the catalogue's mapping, or confirmed by a member) and suggestions to
 * confirm or dismiss; and the frameworks' data itself.
 */
export function disclosuresApi(api: Api) {
  const decide = (pageId: Id, contentId: Id, items: DisclosureDecision[]) =>
    unwrap(
      api.PUT("/api/v1/businesses/{business_id}/contents/{content_id}/disclosures/", {
        params: { path: { business_id: idText(pageId), content_id: idText(contentId) } },
        body: { items },
      }),
    );
  const one = (state: DisclosureDecision["state"]) => (pageId: Id, contentId: Id, ref: Ref | { framework: string; disclosure: string }) => {
    const parsed = typeof ref === "string" ? parseDisclosureRef(ref) : ref;
    return decide(pageId, contentId, [
      { framework: (parsed?.framework ?? "") as DisclosureDecision["framework"], disclosure: parsed?.disclosure ?? "", state },
    ]);
  };
  return {
    /** Per initiative: the disclosures it counts for and suggestions from its text. `GET /businesses/{id}/disclosures/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/disclosures/", { params: { path: { business_id: idText(pageId) } } })),
    /** Confirms or rejects several disclosures of one initiative at once. `PUT …/contents/{content_id}/disclosures/` */
    decide,
    /** Counts a disclosure (`"gri:305-1"`) for an initiative. */
    confirm: one("confirmed"),
    /** Says an initiative does not address a disclosure: it stops counting and is not suggested again. */
    reject: one("rejected"),
    /** Every framework with its source, version, categories and disclosures (public, cacheable). `GET /businesses/frameworks/` */
    frameworks: () => unwrap(api.GET("/api/v1/businesses/frameworks/")),
  };
}
