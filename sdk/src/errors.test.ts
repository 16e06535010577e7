import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, startApi, type TestApi } from "../test/api.ts";
import { createClient } from "./client.ts";
import type { ErrorCode } from "./types.ts";
import {
  GreenpageError,
  isComingSoon,
  isFieldError,
  isForbidden,
  isGreenpageError,
  isNetworkError,
  isNotFound,
  isPlanLimit,
  isRateLimited,
  isUnauthorized,
} from "./errors.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startApi({ SIGNIN_RATE_LIMIT: "3" });
});
afterAll(async () => api.close());

describe("errors from the running API, typed and in the server's words", () => {
  it("field errors: every field's messages, the first one as detail", async () => {
    const { sdk } = await api.account();
    const error = await failure(sdk.pages.create({ handle: "ab" }));
    expect(isFieldError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, kind: "field_errors", code: "field_errors", detail: "Handle must be between 4 and 30 characters." });
    expect((error as GreenpageError).fieldErrors).toEqual({ handle: ["Handle must be between 4 and 30 characters."] });
    expect((error as GreenpageError).fieldError("handle")).toBe("Handle must be between 4 and 30 characters.");
  });

  it("not found", async () => {
    const error = await failure(api.client().pages.get(`missing-${crypto.randomUUID().slice(0, 8)}`));
    expect(isNotFound(error)).toBe(true);
    expect(error).toMatchObject({ status: 404, code: "not_found", detail: "The page you are looking for does not exist." });
  });

  it("coming soon: the page exists but is not published", async () => {
    const { page } = await api.owner();
    const error = await failure(api.client().pages.view(page.handle));
    expect(isComingSoon(error)).toBe(true);
    expect(isNotFound(error)).toBe(false);
    expect(error).toMatchObject({ status: 404, code: "coming_soon", detail: "Page coming soon" });
  });

  it("plan limit, with where to upgrade", async () => {
    const { sdk } = await api.owner();
    const error = await failure(sdk.pages.create({ handle: `second-${crypto.randomUUID().slice(0, 8)}` }));
    expect(isPlanLimit(error)).toBe(true);
    expect(error).toMatchObject({
      status: 403,
      code: "plan_limit",
      detail: "Your plan includes 1 page. Upgrade to Pro to manage up to 5 pages.",
      upgradeUrl: expect.stringMatching(/^https?:\/\/[^/]+\/dashboard\/billing$/),
    });
  });

  it("rate limited", async () => {
    const { email } = await api.account();
    const guesser = api.client();
    for (let i = 0; i < 3; i++) expect(await failure(guesser.login(email, `guess-${i}`))).toMatchObject({ kind: "unauthorized" });
    const error = await failure(guesser.login(email, "guess"));
    expect(isRateLimited(error)).toBe(true);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", detail: "Too many requests. Please try again later." });
  });

  it("unauthorized: no credentials, or wrong ones", async () => {
    const anonymous = await failure(api.client().me());
    expect(isUnauthorized(anonymous)).toBe(true);
    expect(anonymous).toMatchObject({ status: 401, code: "not_authenticated", detail: "Authentication credentials were not provided or are invalid." });
    const { email } = await api.account();
    const wrong = await failure(api.client().login(email, "not-the-password"));
    expect(wrong).toMatchObject({ kind: "unauthorized", code: "invalid_credentials", detail: "No active account found with the given credentials." });
  });

  it("forbidden, from a raw call turned into the same error", async () => {
    const { sdk } = await api.owner();
    const { error, response } = await sdk.raw.GET("/api/v1/admin/users/");
    const typed = GreenpageError.fromResponse(response.status, error, response.headers);
    expect(isForbidden(typed)).toBe(true);
    expect(typed).toMatchObject({ status: 403, code: "permission_denied", detail: "You do not have permission to perform this action." });
  });

  it("another 4xx keeps its code, message and extra fields", async () => {
    const { sdk, page } = await api.owner();
    const error = await failure(sdk.languages.disable(page.id, 1));
    expect(error).toMatchObject({ status: 400, kind: "bad_request", code: "default_language_required", detail: "Error changing language" });
    expect((error as GreenpageError).body).toMatchObject({ reason: "The default language cannot be disabled." });
  });
});

describe("errors with no API answer", () => {
  it("network: fetch itself failed", async () => {
    const offline = createClient({ baseUrl: "http://localhost", fetch: () => Promise.reject(new TypeError("fetch failed")) });
    const error = await failure(offline.pages.get("midori"));
    expect(isNetworkError(error)).toBe(true);
    expect(error).toMatchObject({ status: 0, kind: "network", detail: "The Greenpage API could not be reached. (fetch failed)" });
  });

  it("server: a proxy's HTML error page", async () => {
    const proxy = createClient({ baseUrl: "http://localhost", fetch: async () => new Response("<h1>Bad gateway</h1>", { status: 502 }) });
    const error = await failure(proxy.pages.get("midori"));
    expect(error).toMatchObject({ status: 502, kind: "server", detail: "Internal server error. Please try again later." });
    expect(isGreenpageError(error)).toBe(true);
  });

  it("rate limited: Retry-After is read", () => {
    const headers = new Headers({ "retry-after": "30" });
    const error = GreenpageError.fromResponse(429, { detail: "Too many requests. Please try again later.", code: "rate_limited" }, headers);
    expect(error).toMatchObject({ kind: "rate_limited", retryAfter: 30 });
  });
});

describe("ErrorCode", () => {
  it("is the union of the codes the API documents, so a typo does not compile", async () => {
    const known: ErrorCode[] = ["not_found", "coming_soon", "plan_limit", "form_closed", "rate_limited", "invalid_credentials"];
    // @ts-expect-error: not a code the API answers
    const unknown: ErrorCode = "page_on_fire";
    const visitor = api.client();
    const refused = (await failure(visitor.pages.get("no-such-page-here"))) as GreenpageError;
    expect(known).toContain(refused.code as ErrorCode);
    expect(unknown).toBe("page_on_fire");
  });
});
