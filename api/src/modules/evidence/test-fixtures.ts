import { expect } from "vitest";
import { ensureAdmin } from "../../seed/admin.ts";
import { type createTestApp, type ownerWithPage, uniqueEmail } from "../../test/harness.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Owner = Awaited<ReturnType<typeof ownerWithPage>>;

/** The smallest file our PDF check accepts: it starts with `%PDF-`. */
export const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Uploads `body` as an attachment of one item, as the dashboard does (the body is the file, `?name=` its name). */
export function attachPdf(t: TestApp, o: Owner, contentId: number, body: BodyInit, name = "certificate.pdf", headers: Record<string, string> = {}) {
  const cookie = [...o.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  return t.app.handle(
    new Request(`http://localhost/api/v1/businesses/${o.page.id}/contents/${contentId}/attachments/?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { cookie, origin: t.config.siteUrl, "content-type": "application/pdf", "x-forwarded-for": o.client.ip, ...headers },
      body,
      // @ts-expect-error Node needs half duplex for a streamed request body.
      duplex: "half",
    }),
  );
}

/** A signed-in member of the product team (the reviewer role). */
export async function signedInAdmin(t: TestApp) {
  const email = uniqueEmail("reviewer");
  const { id } = await ensureAdmin(t.ctx, { email, password: "admin-pass", name: "Rika Reviewer" });
  const client = t.client();
  expect((await client.post("/api/auth/sign-in/email", { email, password: "admin-pass" }, { origin: t.config.siteUrl })).status).toBe(200);
  return { id, client, name: "Rika Reviewer" };
}
