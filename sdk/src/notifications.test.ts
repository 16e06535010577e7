import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => api.close());

describe("notifications", () => {
  it("reads and changes which kinds are mailed and in which language", async () => {
    const { sdk } = await api.owner();
    expect(await sdk.notifications.settings()).toEqual({ language: null, kinds: { feedback: true, gate_opened: true, verification: true, plan: true } });
    expect((await sdk.notifications.set("gate_opened", false)).kinds).toEqual({ feedback: true, gate_opened: false, verification: true, plan: true });
    expect(await sdk.notifications.update({ language: "ja" })).toEqual({
      language: "ja",
      kinds: { feedback: true, gate_opened: false, verification: true, plan: true },
    });
    const refused = await failure(sdk.notifications.update({ language: "fr" as "ja" }));
    expect(refused).toMatchObject({ kind: "field_errors", fieldErrors: { language: ["Only en and ja are supported."] } });
  });

  it("unsubscribes with a mail's token from a signed-out client, and refuses a forged one", async () => {
    const { sdk, userId } = await api.owner();
    await sdk.notifications.set("plan", true);
    const token = await api.unsubscribeTokenOf(userId, "feedback");
    const visitor = api.client();
    expect(await visitor.notifications.unsubscribeState(token)).toEqual({ kind: "feedback", enabled: true });
    expect(await failure(visitor.notifications.unsubscribe(`${token}x`))).toMatchObject({ kind: "not_found", status: 404 });
    expect(await visitor.notifications.unsubscribe(token)).toEqual({ kind: "feedback", enabled: false });
    expect((await sdk.notifications.settings()).kinds.feedback).toBe(false);
  });
});
