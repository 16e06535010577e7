import { type createTestApp, signUp } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Owner = { client: ReturnType<TestApp["client"]>; page: { id: number }; headers: Record<string, string> };

/** An invite link made by the owner through the API; fails the test when refused. */
export async function invite(owner: Owner, body: Record<string, unknown> = { role: "editor" }) {
  const res = await owner.client.post(`/api/v1/businesses/${owner.page.id}/members/invitations/`, body, owner.headers);
  if (res.status !== 201) throw new Error(`invitation refused: ${res.status} ${res.text}`);
  return res.json as { id: number; token: string; url: string; role: string; max_uses: number };
}

/** Someone new who signs up through the join link and joins the owner's page with the given role. */
export async function joinAs(t: TestApp, owner: Owner, role: "editor" | "viewer" = "editor", name = "Team Member") {
  const invitation = await invite(owner, { role });
  const client = t.client();
  const headers = { origin: t.config.siteUrl };
  const { user, email } = await signUp(client, { name });
  const joined = await client.post("/api/v1/invitations/accept/", { token: invitation.token }, headers);
  if (joined.status !== 200) throw new Error(`join refused: ${joined.status} ${joined.text}`);
  return { client, user, email, headers };
}
