import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/free-port.ts";
import { type CliWorld, startCliWorld } from "../../test/harness.ts";

let world: CliWorld;
let site: Server;
let siteUrl: string;
let itemUrl: string;
let dir: string;

/**
 * The site as far as credentials go: the DID document at /.well-known/did.json
 * (the issuer `did:web:127.0.0.1%3A<port>` resolves here) and /api passed to
 * the API, as the real site does. The API is told it lives at this address.
 */
async function startSite(port: number, api: () => string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = req.url === "/.well-known/did.json" ? "/api/v1/credentials/did.json" : req.url!;
    const answer = await fetch(`${api()}${path}`);
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/octet-stream" });
    res.end(new Uint8Array(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

const save = async (name: string, url: string) => {
  const res = await fetch(url);
  expect(res.status, url).toBe(200);
  const path = join(dir, name);
  writeFileSync(path, new Uint8Array(await res.arrayBuffer()));
  return path;
};

beforeAll(async () => {
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = await startSite(port, () => world.apiUrl);
  world = await startCliWorld({ SITE_URL: siteUrl });
  dir = join(world.work, "verify");
  mkdirSync(dir, { recursive: true });
  // The demo's certificate the review team verified (with its PDF).
  const contents = (await (await fetch(`${siteUrl}/api/v1/businesses/public/greenpage-demo/contents/?lang=en`)).json()) as {
    id: number;
    title: string;
    evidence_state: string;
  }[];
  const item = contents.find((c) => c.title === "Organic JAS certification" && c.evidence_state === "verified");
  expect(item).toBeDefined();
  itemUrl = `${siteUrl}/greenpage-demo/${item!.id}`;
}, 120_000);
afterAll(async () => {
  site?.close();
  await world?.stop();
});

describe("greenpage verify", () => {
  it("checks an item's credential from its address: signature, status, dates and the PDF, and exits 0", async () => {
    const result = await world.cli(["verify", itemUrl]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Valid: "Organic JAS certification" (${itemUrl})`);
    expect(result.stdout).toMatch(/Issuer\s+did:web:127\.0\.0\.1%3A\d+ \(Greenpage\)/);
    expect(result.stdout).toMatch(/Signature\s+valid/);
    expect(result.stdout).toMatch(/Status\s+not revoked/);
    expect(result.stdout).toMatch(/Evidence\s+Organic JAS certificate\.pdf: digest matches/);

    const json = await world.cli(["verify", itemUrl, "--json"]);
    expect(json.code).toBe(0);
    expect(json.json()).toMatchObject({ valid: true, reason: null, signature: "valid", status: "active", files: [{ result: "match" }] });
  });

  it("checks a downloaded credential offline with given copies; a changed field, another PDF or a missing copy exit 1 with the reason", async () => {
    const credentialPath = await save(
      "credential.json",
      itemUrl.replace(/\/greenpage-demo\/(\d+)$/, "/api/v1/businesses/public/greenpage-demo/contents/$1/credential/"),
    );
    const credential = JSON.parse(readFileSync(credentialPath, "utf8"));
    const did = await save("did.json", `${siteUrl}/.well-known/did.json`);
    const status = await save("status.json", credential.credentialStatus.statusListCredential);
    const resource = credential.relatedResource[0] as { id: string; name: string };
    const pdf = await save(resource.name, resource.id);
    const offline = ["--offline", "--did", did, "--status-list", status, "--evidence", pdf];

    const valid = await world.cli(["verify", credentialPath, ...offline]);
    expect(valid.code, valid.stderr).toBe(0);
    expect(valid.stdout).toContain('Valid: "Organic JAS certification"');

    credential.credentialSubject.name = "Organic JAS certification (all products)";
    const tamperedPath = join(dir, "tampered.json");
    writeFileSync(tamperedPath, JSON.stringify(credential));
    const tampered = await world.cli(["verify", tamperedPath, ...offline]);
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toMatch(/Signature\s+invalid/);
    expect(tampered.stderr).toContain("Not valid: the signature does not match: the credential was changed after it was signed");

    mkdirSync(join(dir, "other"));
    const swapped = join(dir, "other", resource.name);
    writeFileSync(swapped, "%PDF-1.7 not the verified file\n%%EOF\n");
    const mismatch = await world.cli(["verify", credentialPath, "--offline", "--did", did, "--status-list", status, "--evidence", swapped]);
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain(`an evidence file is not the one that was verified: ${resource.name}.`);

    const noStatus = await world.cli(["verify", credentialPath, "--offline", "--did", did, "--evidence", pdf]);
    expect(noStatus.code).toBe(1);
    expect(noStatus.stderr).toContain("its revocation status could not be read");
  });

  it("says why when there is nothing to verify", async () => {
    const notJson = join(dir, "notes.txt");
    writeFileSync(notJson, "hello");
    expect((await world.cli(["verify", notJson])).stderr).toContain("is not JSON");
    const nullFile = join(dir, "null.json");
    writeFileSync(nullFile, "null");
    const notObject = await world.cli(["verify", nullFile]);
    expect(notObject.code).toBe(2);
    expect(notObject.stderr).toContain("is not a credential: it must be a JSON object.");
    const notCredential = join(dir, "empty.json");
    writeFileSync(notCredential, "{}");
    const malformed = await world.cli(["verify", notCredential, "--offline"]);
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain("this is not a Verifiable Credential");
    const none = await world.cli(["verify", `${siteUrl}/greenpage-demo/999999`]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("offers no credential");
  });

  it("says revoked once a reviewer takes the verification back with `admin verifications revoke`", async () => {
    const asReviewer = { home: "reviewer" };
    const login = await world.cli(["login", "--email", "reviewer@greenpage.dev", "--password", "greenpage-review"], asReviewer);
    expect(login.code, login.stderr).toBe(0);
    const credentialPath = await save(
      "before-revoke.json",
      itemUrl.replace(/\/greenpage-demo\/(\d+)$/, "/api/v1/businesses/public/greenpage-demo/contents/$1/credential/"),
    );
    const itemId = itemUrl.split("/").at(-1)!;

    const verified = await world.cli(["admin", "verifications", "list", "--verified", "--search", "JAS"], asReviewer);
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toMatch(
      new RegExp(`^${itemId}\\s+greenpage-demo\\s+Organic JAS certification\\s+\\d{4}-\\d{2}-\\d{2}\\s+Organic JAS certificate\\.pdf$`, "m"),
    );
    expect((await world.cli(["admin", "verifications", "revoke", itemId], asReviewer)).code).toBe(2);

    const revoked = await world.cli(["admin", "verifications", "revoke", itemId, "--reason", "The certifier withdrew the certificate."], asReviewer);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`Item ${itemId} is no longer verified.`);
    const again = await world.cli(["admin", "verifications", "revoke", itemId, "--reason", "Twice."], asReviewer);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Error:");
    const listed = await world.cli(["admin", "verifications", "list", "--verified", "--search", "JAS", "--json"], asReviewer);
    expect(listed.json()).toEqual([]);

    // The credential downloaded before now reads as revoked; the item offers none.
    const result = await world.cli(["verify", credentialPath]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/Status\s+REVOKED/);
    expect(result.stderr).toContain("Not valid: its issuer has revoked it");
    expect((await world.cli(["verify", itemUrl])).stderr).toContain("offers no credential");
  });
});
