import type { TFunction } from "i18next";
import { LINK_BLOCK_LIMITS, type LinkBlockInput, type LinkIcon } from "@greenpage/sdk";
import { z } from "../forms/zod.ts";
import { completeUrl } from "../links/url.ts";
import type { LinkBlock } from "./api.ts";
import { urlField } from "./links.ts";

export const linkBlocksKey = (pageId: number) => ["link-blocks", pageId] as const;

const localized = (max: number) => z.object({ en: z.string().trim().max(max), ja: z.string().trim().max(max) });

/**
 * A block's form: a title in one language at least and a URL (the API's
 * words when one is missing), an optional line per language, an icon or a
 * thumbnail. Paths equal the API's error keys.
 */
export function linkBlockSchema(t: TFunction) {
  return z
    .object({
      title_json: localized(LINK_BLOCK_LIMITS.title_json),
      url: urlField(t, LINK_BLOCK_LIMITS.url),
      description_json: localized(LINK_BLOCK_LIMITS.description_json),
      icon: z.string(),
      thumbnail: z.string(),
    })
    .superRefine((v, ctx) => {
      const titled = Boolean(v.title_json.en || v.title_json.ja);
      if (!titled) ctx.addIssue({ code: "custom", path: ["title_json"], message: v.url ? t("dash.links.button_title_required") : t("form.required") });
      if (!v.url) ctx.addIssue({ code: "custom", path: ["url"], message: titled ? t("dash.links.button_url_required") : t("form.required") });
    });
}
export type LinkBlockValues = z.infer<ReturnType<typeof linkBlockSchema>>;

export const LINK_BLOCK_FIELDS = [
  "title_json",
  "title_json.en",
  "title_json.ja",
  "url",
  "description_json.en",
  "description_json.ja",
  "icon",
  "thumbnail",
] as const;

export function linkBlockFormValues(block: LinkBlock | null): LinkBlockValues {
  return {
    title_json: { en: block?.title_json.en ?? "", ja: block?.title_json.ja ?? "" },
    url: block?.url ?? "",
    description_json: { en: block?.description_json.en ?? "", ja: block?.description_json.ja ?? "" },
    icon: block?.icon ?? "",
    thumbnail: block?.thumbnail ?? "",
  };
}

/** Form values as the API's body: blank languages left out, a bare address completed to https://. */
export function linkBlockPayload(values: LinkBlockValues): LinkBlockInput {
  const text = (v: { en: string; ja: string }) => Object.fromEntries(Object.entries(v).filter(([, s]) => s));
  return {
    title_json: text(values.title_json),
    url: completeUrl(values.url),
    description_json: text(values.description_json),
    icon: (values.icon || null) as LinkIcon | null,
    thumbnail: values.thumbnail || null,
  };
}

/** The ids in their new order after moving `from` to `to` (drag and drop, or the keyboard). */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = ids.filter((id) => id !== from);
  const at = next.indexOf(to);
  const target = ids.indexOf(from) < ids.indexOf(to) ? at + 1 : at;
  next.splice(target, 0, from);
  return next;
}
