import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifiedCredentials } from "@greenpage/db/schema";
import { createTestApp, ownerWithPage, setPagePlan, type TestClient } from "../../test/harness.ts";
import { verifiedItem } from "../credentials/test-fixtures.ts";
import { deliverNotifications } from "../notifications/delivery.ts";
import { signedInAdmin } from "./test-fixtures.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let reviewer: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: reviewer } = await signedInAdmin(t));
});
afterAll(async () => t.close());

type Owner = Awaited<ReturnType<typeof ownerWithPage>>;
type QueueItem = {
  content_id: number;
  reverification: boolean;
  previous: { auditor: string | null; files: { name: string; still_attached: boolean }[] } | null;
};

async function verifiedOwnerItem() {
  const o = await ownerWithPage(t, { published: true });
  await setPagePlan(t, o.page.id, "plus");
  return { o, id: await verifiedItem(t, reviewer, o) };
}
const item = async (o: Owner, id: number) => (await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/`, o.headers)).json;
const ask = (o: Owner, id: number, method: "POST" | "DELETE" = "POST") =>
  o.client.request(method, `/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, undefined, o.headers);
const decide = (id: number, decision: "approve" | "reject", body: Record<string, unknown> = {}) =>
  reviewer.post(`/api/v1/admin/verifications/${id}/${decision}/`, body, { origin: t.config.siteUrl });
const queued = async (id: number) => ((await reviewer.get("/api/v1/admin/verifications/")).json as QueueItem[]).find((q) => q.content_id === id);
const credentialIds = async (id: number) =>
  (await t.ctx.db.select({ id: verifiedCredentials.id }).from(verifiedCredentials).where(eq(verifiedCredentials.contentId, id))).map((r) => r.id);
const publicCredential = (o: Owner, id: number) => t.client().get(`/api/v1/businesses/public/${o.page.handle}/contents/${id}/credential/`);

describe("re-verification", () => {
  it("keeps a Verified item Verified while it waits; approving it again issues a new credential", async () => {
    const { o, id } = await verifiedOwnerItem();
    const before = await item(o, id);
    // A reviewer cannot approve a Verified item nobody sent back.
    expect((await decide(id, "approve")).json).toMatchObject({ code: "invalid_transition" });

    const asked = await ask(o, id);
    expect(asked.json).toEqual({ evidence_state: "verified" });
    expect(await item(o, id)).toMatchObject({ evidence_state: "verified", reverification_requested: true });
    expect((await ask(o, id)).json).toEqual({ evidence_state: "verified" });
    expect((await publicCredential(o, id)).status).toBe(200);
    // The reviewer sees it in the queue, with the evidence as it was verified to compare.
    expect(await queued(id)).toMatchObject({
      reverification: true,
      previous: { auditor: "Audit Co", files: [{ name: "iso-14001.pdf", still_attached: true }] },
    });

    expect((await decide(id, "approve")).status).toBe(200);
    const after = await item(o, id);
    expect(after).toMatchObject({ evidence_state: "verified", reverification_requested: false });
    expect(Date.parse(after.last_verified)).toBeGreaterThanOrEqual(Date.parse(before.last_verified));
    expect(await queued(id)).toBeUndefined();
    const issued = await credentialIds(id);
    expect(issued).toHaveLength(2);
    expect((await publicCredential(o, id)).json.credentialStatus.statusListIndex).toBe(String(Math.max(...issued) % 131_072));
    const history = (await o.client.get(`/api/v1/businesses/${o.page.id}/contents/${id}/verification/`, o.headers)).json as { action: string }[];
    expect(history.slice(0, 2).map((h) => h.action)).toEqual(["approved", "resubmitted"]);
  });

  it("can be withdrawn (still Verified), is cleared by new evidence, and a refusal takes the verification back", async () => {
    const { o, id } = await verifiedOwnerItem();
    await ask(o, id);
    expect((await ask(o, id, "DELETE")).json).toEqual({ evidence_state: "verified" });
    expect(await item(o, id)).toMatchObject({ evidence_state: "verified", reverification_requested: false });
    expect(await queued(id)).toBeUndefined();

    // The renewed certificate comes in: new evidence sends it back to Self Reported, and the request with it.
    await ask(o, id);
    expect((await o.client.request("PATCH", `/api/v1/businesses/${o.page.id}/contents/${id}/`, { auditor: "Renewal Audit Co" }, o.headers)).status).toBe(200);
    expect(await item(o, id)).toMatchObject({ evidence_state: "self_reported", reverification_requested: false });
    // Asked again, the reviewer compares the new evidence with what was verified before.
    await ask(o, id);
    expect(await queued(id)).toMatchObject({ reverification: false, previous: { auditor: "Audit Co" } });
    expect((await decide(id, "approve")).status).toBe(200);

    await ask(o, id);
    const refused = await decide(id, "reject", { reason: "The renewed certificate is not signed." });
    expect(refused.status, refused.text).toBe(200);
    expect(await item(o, id)).toMatchObject({ evidence_state: "self_reported", reverification_requested: false });
    expect((await publicCredential(o, id)).status).toBe(404);
    // The owner is told the verification was taken back, with the reason.
    await deliverNotifications(t.ctx, o.user.id);
    const mails = (await t.client().get(`/api/v1/dev/mail/?to=${encodeURIComponent(o.email)}`)).json as { kind: string; text: string }[];
    expect(mails.find((m) => m.kind === "verification_revoked")?.text).toContain("The renewed certificate is not signed.");
  });
});
