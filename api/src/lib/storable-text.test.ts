import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, ownerWithPage } from "../test/harness.ts";
import { unstorableText } from "./storable-text.ts";
import { RULES } from "./validate.ts";

const NUL = "\u0000";

describe("text the database cannot store", () => {
  it("is found on its path in bodies, lists, per-language texts and keys, however deep", () => {
    expect(unstorableText({ title_json: { en: `a${NUL}b`, ja: "ok" }, questions: [{ label_json: { [`e${NUL}n`]: "x" } }] })).toEqual({
      "title_json.en": [RULES.unstorable],
      "questions.0.label_json": [RULES.unstorable],
    });
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(unstorableText({ deep }))).toHaveLength(1);
    expect(unstorableText({ name: "Solar", size: 3, file: new Blob([NUL]) })).toEqual({});
  });
});

describe("every route", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("refuses U+0000 with a field error before it reaches the database, signed in or not", async () => {
    const o = await ownerWithPage(t);
    const page = `/api/v1/businesses/${o.page.id}`;
    const anonymous = t.client();
    const answers = [
      [await anonymous.get(`/api/v1/explore/pages/?q=a${encodeURIComponent(NUL)}b`), "q"],
      [await anonymous.post("/api/v1/auth/token/refresh/", { refresh: `x${NUL}` }), "refresh"],
      [await anonymous.get(`/api/v1/businesses/public/demo${encodeURIComponent(NUL)}/`), "business"],
      [await o.client.post(`${page}/contents/`, { kind: "custom", title_json: { en: `Solar${NUL}` } }, o.headers), "title_json.en"],
      [await o.client.post(`${page}/news/`, { title_json: { en: "News" }, location: `Tokyo${NUL}` }, o.headers), "location"],
      [await o.client.post("/api/v1/users/me/api-keys/", { name: `key${NUL}` }, o.headers), "name"],
      [await o.client.get(`${page}/access-logs/?q=${encodeURIComponent(NUL)}`), "q"],
    ] as const;
    for (const [res, field] of answers) {
      expect(res.status, `${field}: ${res.text}`).toBe(400);
      expect(res.json).toEqual({ [field]: [RULES.unstorable] });
    }
  });
});
