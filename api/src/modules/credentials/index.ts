import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { errorResponse, PathId } from "../../lib/http-schemas.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import { listExists, statusListCache } from "./store.ts";

const ErrorResponse = errorResponse(PUBLISHED_PAGE_ERRORS);
/** Signed JSON-LD: its shape is the W3C data model's, checked by its proof, not by a schema here. */
export const SignedDocument = t.Record(t.String(), t.Unknown(), { description: "A W3C JSON-LD document" });

/** Verifiers run anywhere, a browser on another site included: these reads are open to every origin. */
export const OPEN = { "access-control-allow-origin": "*" };

/**
 * What an outside verifier fetches to check a Greenpage credential without
 * trusting our pages: the issuer's DID document and the revocation lists (an
 * initiative's current credential is a public page read: public-pages/).
 */
export const credentialsModule = (ctx: AppContext) => {
  const statusLists = statusListCache();
  return new Elysia({ tags: ["Credentials"], normalize: false })
    .get(
      "/credentials/did.json",
      async ({ set }) => {
        Object.assign(set.headers, OPEN, { "cache-control": "public, max-age=300" });
        return (await ctx.credentials.issuer()).didDocument as unknown as Record<string, unknown>;
      },
      {
        response: { 200: SignedDocument },
        detail: {
          summary: "The instance's DID document (did:web), also served by the site at /.well-known/did.json",
          description: "Names the Ed25519 key (Multikey) whose Data Integrity proofs (`eddsa-rdfc-2022`) sign every credential.",
        },
      },
    )
    .get(
      "/credentials/status/:list/",
      async ({ params, set }) => {
        const list = Number(params.list);
        if (!(await listExists(ctx.db, list))) throw notFound();
        Object.assign(set.headers, OPEN, { "cache-control": "public, max-age=60" });
        return statusLists(ctx.db, await ctx.credentials.issuer(), ctx.config.siteUrl, list);
      },
      {
        params: t.Object({ list: PathId }),
        response: { 200: SignedDocument, 404: ErrorResponse },
        detail: {
          summary: "A revocation list: a signed BitstringStatusListCredential (131,072 bits)",
          description: "A credential's bit is set once its initiative is deleted, is no longer Verified (its evidence changed) or was verified again.",
        },
      },
    );
};
