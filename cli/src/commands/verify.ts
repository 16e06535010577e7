import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { type Credential, type CredentialVerification, fetchCredential, type VerifyFailure, verifyCredential } from "@greenpage/sdk/credentials";
import type { Command } from "commander";
import { CliError, UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { type Colors, createOutput, formatRecord } from "../lib/output.ts";

type VerifyOptions = { did?: string; statusList?: string; evidence?: string[]; offline?: boolean; skipFiles?: boolean; json?: boolean };

/** The credential did not verify: exit 1, with the reason (the report is already printed). */
export class CredentialInvalid extends CliError {}

const fileName = (check: CredentialVerification["files"][number]) => check.name ?? check.id;

/** Why a credential is not valid, in a sentence. */
export function reasonText(result: CredentialVerification, credential: Credential): string {
  const failed = (kind: "mismatch" | "unavailable") =>
    result.files
      .filter((f) => f.result === kind)
      .map(fileName)
      .join(", ");
  const reasons: Record<VerifyFailure, () => string> = {
    malformed: () => "this is not a Verifiable Credential (it needs a type VerifiableCredential, an issuer and a proof).",
    issuer_unresolved: () => `the issuer's DID document could not be read, or it is another DID's (${result.issuer?.id ?? "no issuer"}).`,
    signature_invalid: () => "the signature does not match: the credential was changed after it was signed, or its issuer did not sign it.",
    wrong_item: () => `it is not this item's: it was issued for ${result.subject.id ?? "another item"} by ${result.issuer?.id ?? "another issuer"}.`,
    revoked: () => "its issuer has revoked it (the evidence changed, the verification was withdrawn or the item was removed).",
    expired: () => `it expired at ${result.validUntil}.`,
    not_yet_valid: () => `it is not valid before ${String(credential.validFrom)}.`,
    file_mismatch: () => `an evidence file is not the one that was verified: ${failed("mismatch")}.`,
    status_unavailable: () => "its revocation status could not be read (give the status list with --status-list to check offline).",
    file_unavailable: () => `an evidence file could not be read: ${failed("unavailable")} (give it with --evidence, or --skip-files).`,
  };
  return result.reason ? reasons[result.reason]() : "";
}

const STATUS: Record<CredentialVerification["status"], string> = {
  active: "not revoked",
  revoked: "REVOKED",
  unavailable: "could not be read",
  none: "no status list named",
};
const FILE: Record<CredentialVerification["files"][number]["result"], string> = {
  match: "digest matches",
  mismatch: "DIGEST DIFFERS",
  unavailable: "could not be read",
  skipped: "not checked",
};

/** The report: the verdict, then each check. */
export function formatVerification(result: CredentialVerification, credential: Credential, colors: Colors): string {
  const about = result.subject.name ? `"${result.subject.name}"${result.subject.id ? ` (${result.subject.id})` : ""}` : "the credential";
  const head = result.valid ? colors.green(`Valid: ${about}`) : colors.red(`Not valid: ${about}: ${reasonText(result, credential)}`);
  const issuer = result.issuer ? `${result.issuer.id}${result.issuer.name ? ` (${result.issuer.name})` : ""}` : "-";
  const fields: [string, unknown][] = [
    ["Issuer", issuer],
    ["Signature", result.signature],
    ["Status", STATUS[result.status]],
    ["Valid until", result.validUntil ?? "no end date"],
    ...result.files.map((f): [string, unknown] => ["Evidence", `${fileName(f)}: ${FILE[f.result]}`]),
  ];
  return `${head}\n${formatRecord(fields, colors)}`;
}

function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new UsageError(`Cannot read ${what} ${path}.`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new UsageError(`${path} is not JSON: ${what} must be a JSON file.`);
  }
}

/** The credential an argument names: an item's address (fetched) or a file. */
async function credentialFrom(target: string, offline: boolean): Promise<Credential> {
  if (!/^https?:\/\//.test(target)) {
    const document = readJsonFile(target, "the credential file");
    if (typeof document !== "object" || document === null || Array.isArray(document))
      throw new UsageError(`${target} is not a credential: it must be a JSON object.`);
    return document as Credential;
  }
  if (offline) throw new UsageError("--offline needs a credential file, not an address.");
  const credential = await fetchCredential(target).catch((error: Error) => {
    throw new CliError(`Could not read the credential of ${target}: ${error.message}`);
  });
  if (!credential) throw new CliError(`${target} offers no credential: the item is not Verified, is gated, or does not exist.`);
  return credential;
}

/** Evidence files given on the command line, as the credential names them (by file name). */
function evidenceFiles(credential: Credential, paths: string[]): Record<string, Uint8Array> {
  const resources = Array.isArray(credential.relatedResource) ? (credential.relatedResource as { id?: string; name?: string }[]) : [];
  const files: Record<string, Uint8Array> = {};
  for (const path of paths) {
    const resource = resources.find((r) => r.name === basename(path));
    if (!resource?.id) throw new UsageError(`The credential names no evidence file called ${basename(path)}.`);
    files[resource.id] = new Uint8Array(readFileSync(path));
  }
  return files;
}

/** `greenpage verify <item URL | credential file>`: checks a signed credential as anyone outside Greenpage would. */
export function registerVerify(program: Command): void {
  withExamples(
    program
      .command("verify <target>")
      .description("check a verified item's signed credential (an item's address or a credential file): signature, revocation, dates, evidence")
      .option("--did <file>", "the issuer's DID document (default: read from its did:web address)")
      .option("--status-list <file>", "the status list credential (default: read from the address the credential names)")
      .option("--evidence <file...>", "evidence files to check, matched to the credential by file name (default: read from their addresses)")
      .option("--offline", "read nothing from the network: check with the files given")
      .option("--skip-files", "do not check the evidence files' digests")
      .action(async (target: string, options: VerifyOptions, command: Command) => {
        const { json, color } = command.optsWithGlobals<{ json?: boolean; color?: boolean }>();
        const credential = await credentialFrom(target, Boolean(options.offline));
        const result = await verifyCredential(credential, {
          // Fetched from an item's address, it must be that item's credential, issued by that site.
          ...(/^https?:\/\//.test(target) ? { itemUrl: target } : {}),
          offline: Boolean(options.offline),
          checkFiles: !options.skipFiles,
          files: evidenceFiles(credential, options.evidence ?? []),
          ...(options.did ? { didDocument: readJsonFile(options.did, "the DID document") } : {}),
          ...(options.statusList ? { statusList: readJsonFile(options.statusList, "the status list") } : {}),
        });
        const out = createOutput({ json: Boolean(json), color: color !== false });
        out.result(result, () => formatVerification(result, credential, out.colors));
        if (!result.valid) throw new CredentialInvalid(`Not valid: ${reasonText(result, credential)}`);
      }),
    [
      "greenpage verify https://greenpage.example/midori-coffee/42",
      "greenpage verify credential.json --evidence iso-14001.pdf",
      "greenpage verify credential.json --offline --did did.json --status-list status.json --evidence iso-14001.pdf",
    ],
  );
}
