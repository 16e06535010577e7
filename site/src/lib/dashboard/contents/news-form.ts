import { z } from "../../forms/zod.ts";
import { NEWS_KINDS, NEWS_LIMITS, type NewsInput as NewsBody } from "@greenpage/sdk";
import type { NewsItem } from "../api.ts";

export type NewsMessages = { required: string; eventEnd: string; url: string };

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the value of a `datetime-local` input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `date` input's day as an instant: noon in the browser's time zone, so the
 * day is the same wherever it is read back within eleven hours of here.
 */
export const dayToInstant = (day: string) => new Date(`${day}T12:00`).toISOString();

export function newsSchema(messages: NewsMessages) {
  return z
    .object({
      kind: z.enum(NEWS_KINDS),
      title_json: z.record(z.string(), z.string()),
      body_json: z.record(z.string(), z.string()),
      date: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      location: z.string().trim().max(NEWS_LIMITS.location),
      link: z.string().trim().max(NEWS_LIMITS.link),
      image: z.object({ key: z.string(), url: z.string() }).nullable(),
      is_published: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!Object.values(v.title_json).some((text) => text?.trim())) ctx.addIssue({ code: "custom", path: ["title_json"], message: messages.required });
      if (v.kind === "event" && !v.starts_at) ctx.addIssue({ code: "custom", path: ["starts_at"], message: messages.required });
      if (v.kind === "event" && v.starts_at && v.ends_at && v.ends_at < v.starts_at)
        ctx.addIssue({ code: "custom", path: ["ends_at"], message: messages.eventEnd });
      if (v.link.trim() && !/^https?:\/\//i.test(v.link.trim())) ctx.addIssue({ code: "custom", path: ["link"], message: messages.url });
    });
}

export type NewsValues = z.infer<ReturnType<typeof newsSchema>>;

export function newsDefaults(existing: NewsItem | null): NewsValues {
  return {
    kind: existing?.kind === "event" ? "event" : "news",
    title_json: { ...existing?.title_json },
    body_json: { ...existing?.body_json },
    date: existing ? toLocalInput(existing.date).slice(0, 10) : "",
    starts_at: toLocalInput(existing?.starts_at ?? null),
    ends_at: toLocalInput(existing?.ends_at ?? null),
    location: existing?.location ?? "",
    link: existing?.link ?? "",
    image: existing?.image && existing.image_url ? { key: existing.image, url: existing.image_url } : null,
    is_published: existing?.is_published ?? true,
  };
}

/**
 * The body of `POST /news/` or `PATCH /news/{id}/`. An unchanged date is not
 * sent (its stored time of day stays); no date on a new item means now.
 * News has no start or end: switching an event to news clears them.
 */
export function newsBody(v: NewsValues, existing: NewsItem | null): NewsBody {
  const event = v.kind === "event";
  const body: NewsBody = {
    kind: v.kind,
    title_json: v.title_json,
    body_json: v.body_json,
    starts_at: event && v.starts_at ? new Date(v.starts_at).toISOString() : null,
    ends_at: event && v.ends_at ? new Date(v.ends_at).toISOString() : null,
    location: v.location,
    link: v.link,
    is_published: v.is_published,
  };
  if (v.date && v.date !== newsDefaults(existing).date) body.date = dayToInstant(v.date);
  if ((v.image?.key ?? null) !== (existing?.image ?? null)) body.image = v.image?.key ?? null;
  return body;
}

export const NEWS_FIELDS = [
  "kind",
  "title_json",
  "title_json.en",
  "title_json.ja",
  "body_json",
  "body_json.en",
  "body_json.ja",
  "date",
  "starts_at",
  "ends_at",
  "location",
  "link",
  "image",
] as const;
