import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { errorResponse, PageKey, PathId } from "../../lib/http-schemas.ts";
import { readPublished } from "../../lib/read-routing.ts";
import { PUBLISHED_PAGE_ERRORS } from "../published-pages/errors.ts";
import * as published from "../published-pages/lookup.ts";
import { getPublicContent } from "../public-pages/service.ts";
import { currentCredential, listExists } from "./store.ts";

const ErrorResponse = errorResponse(PUBLISHED_PAGE_ERRORS);
/** Signed JSON-LD: its shape is the W3C data model's, checked by its proof, not by a schema here. */
const SignedDocument = t.Record(t.String(), t.Unknown(), { description: "A W3C JSON-LD document" });

/** Verifiers run anywhere, a browser on another site included: these reads are open to every origin. */
const OPEN = { "access-control-allow-origin": "*" };

/**
 * What an outside verifier fetches to check a Greenpage credential without
 * trusting our pages: the issuer's DID document, the revocation lists and an
 * initiative's current credential.
 */
export const credentialsModule = (ctx: AppContext) =>
  new Elysia({ tags: ["Credentials"], normalize: false })
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
        return ctx.credentials.statusList(ctx.db, await ctx.credentials.issuer(), ctx.config.siteUrl, list);
      },
      {
        params: t.Object({ list: PathId }),
        response: { 200: SignedDocument, 404: ErrorResponse },
        detail: {
          summary: "A revocation list: a signed BitstringStatusListCredential (131,072 bits)",
          description: "A credential's bit is set once its initiative is deleted, is no longer Verified (its evidence changed) or was verified again.",
        },
      },
    )
    .get(
      "/businesses/public/:business/contents/:content_id/credential/",
      async ({ params, query, request, set }) => {
        const { reader, page } = await readPublished(ctx, request, (db) => published.findPublishedPage(db, params.business));
        const content = await getPublicContent(reader, page, Number(params.content_id), published.languageFor(page, undefined), query.grant);
        // A gated item's evidence is for those who passed its gate, and so is its credential.
        if (content.is_locked) throw notFound();
        const credential = await currentCredential(ctx.db, content.id);
        if (!credential) throw notFound();
        Object.assign(set.headers, OPEN, { "cache-control": "no-cache" });
        return credential;
      },
      {
        params: t.Object({ business: PageKey, content_id: PathId }),
        query: t.Object({ grant: t.Optional(t.String({ maxLength: 512, description: "The grant a passed gate returned: opens this gated item" })) }),
        response: { 200: SignedDocument, 404: ErrorResponse },
        detail: {
          summary: "A Verified initiative's current Verifiable Credential (W3C VC 2.0, Data Integrity eddsa-rdfc-2022)",
          description: "404 when the initiative is not Verified, not published, or gated and not opened by `grant`.",
        },
      },
    );
