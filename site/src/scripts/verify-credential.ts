import type { CredentialVerification } from "@greenpage/sdk/credentials";
import type { VerifyTexts } from "../lib/public-page/credential.ts";

/**
 * The Verify panel: checks the credential embedded in the item's page
 * (its JSON-LD) in the visitor's browser — the issuer's key from its DID
 * document, its bit in the revocation list, its dates and each PDF's
 * SHA-256 — and says what it found. The verifier (with its JSON-LD and
 * cryptography libraries) is fetched only when a visitor asks.
 */

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The first Verifiable Credential among the page's JSON-LD blocks. */
function embeddedCredential(): unknown {
  for (const block of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const document = JSON.parse(block.textContent ?? "");
      if (Array.isArray(document?.type) && document.type.includes("VerifiableCredential")) return document;
    } catch {
      // Not JSON: not a credential.
    }
  }
  return null;
}

/** A did:web issuer as a person reads it: its name and the site it stands for (`Greenpage (greenpage.example)`). */
function issuerLabel(issuer: CredentialVerification["issuer"]): string {
  if (!issuer) return "";
  const host = issuer.id.startsWith("did:web:") ? decodeURIComponent(issuer.id.slice("did:web:".length).split(":")[0]!) : issuer.id;
  return issuer.name ? `${issuer.name} (${host})` : host;
}

/** The verdict, then what was checked and held. */
function report(result: CredentialVerification, credential: { validFrom?: unknown }, texts: VerifyTexts, locale: string) {
  const date = (value: unknown) =>
    typeof value === "string" ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(value)) : "";
  const failedFile = result.files.find((f) => f.result === "mismatch" || f.result === "unavailable");
  const values = {
    name: failedFile?.name ?? failedFile?.id ?? "",
    date: result.reason === "not_yet_valid" ? date(credential.validFrom) : date(result.validUntil),
    issuer: issuerLabel(result.issuer),
  };
  const verdict = fill(result.reason ? texts[result.reason] : texts.valid, values);
  const checks: string[] = [];
  if (result.signature === "valid") checks.push(fill(texts.signed_by, values));
  if (result.status === "active") checks.push(texts.not_revoked);
  if (result.validity === "current") checks.push(result.validUntil ? fill(texts.valid_until, values) : texts.no_end);
  for (const file of result.files) {
    if (file.result === "match") checks.push(fill(texts.file_match, { name: file.name ?? file.id }));
  }
  return { verdict, checks };
}

function show(target: HTMLElement, state: "checking" | "valid" | "invalid", verdict: string, checks: string[] = []) {
  const heading = document.createElement("p");
  heading.className = "verify-verdict";
  heading.dataset.state = state;
  heading.dataset.testid = "verify-verdict";
  heading.textContent = verdict;
  const list = document.createElement("ul");
  list.className = "verify-checks";
  for (const check of checks) list.append(Object.assign(document.createElement("li"), { textContent: check }));
  target.replaceChildren(heading, ...(checks.length > 0 ? [list] : []));
}

for (const panel of document.querySelectorAll<HTMLElement>("[data-verify-credential]")) {
  const texts = JSON.parse(panel.dataset.messages ?? "{}") as VerifyTexts;
  const locale = panel.dataset.locale ?? document.documentElement.lang;
  const button = panel.querySelector<HTMLButtonElement>("[data-verify-button]");
  const target = panel.querySelector<HTMLElement>("[data-verify-result]")!;
  // No button when the page could not embed the credential: nothing to check here.
  if (!button) continue;
  let checking = false;
  button.addEventListener("click", async () => {
    // aria-disabled rather than disabled: a keyboard user keeps focus on the button while it checks.
    if (checking) return;
    checking = true;
    button.setAttribute("aria-disabled", "true");
    show(target, "checking", texts.checking);
    try {
      const credential = embeddedCredential();
      const { verifyCredential } = await import("@greenpage/sdk/credentials");
      // The credential must be this item's, issued by this site: a copy shown elsewhere says so.
      const result = await verifyCredential(credential, { itemUrl: `${location.origin}${location.pathname}` });
      const { verdict, checks } = report(result, (credential ?? {}) as { validFrom?: unknown }, texts, locale);
      show(target, result.valid ? "valid" : "invalid", verdict, checks);
    } catch {
      show(target, "invalid", texts.failed);
    } finally {
      checking = false;
      button.removeAttribute("aria-disabled");
    }
  });
}
