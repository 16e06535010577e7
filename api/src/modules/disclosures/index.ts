import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { DecisionsBody, InitiativeDisclosures, PageDisclosures } from "./model.ts";
import { decideDisclosures, listPageDisclosures } from "./service.ts";

const ErrorResponse = errorResponse();
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };

/**
 * Which framework disclosures a page's initiatives address: the catalogue's
 * mapping for standard initiatives, and owners mapping their own from
 * suggestions. Viewers read; editors and the owner decide.
 */
export const disclosuresModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id", tags: ["Disclosures"] })
    .use(pageGuard(ctx))
    .get("/disclosures/", ({ page }) => listPageDisclosures(ctx, page), {
      page: "viewer",
      params: t.Object({ business_id: PathId }),
      response: { 200: PageDisclosures, ...readErrors },
      detail: {
        summary: "Per initiative: the disclosures it counts for (catalogue or confirmed) and suggestions from its text",
        description:
          "Suggestions come from matching the initiative's title and description (en and ja) to the disclosures' keywords, limited to the page's frameworks when it has any; rejected and already counted ones are left out.",
      },
    })
    .put("/contents/:content_id/disclosures/", ({ page, params, body, user }) => decideDisclosures(ctx, page, Number(params.content_id), user.id, body.items), {
      page: "editor",
      params: t.Object({ business_id: PathId, content_id: PathId }),
      body: DecisionsBody,
      response: { 200: InitiativeDisclosures, 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      detail: {
        summary: "Confirm or reject disclosures for one initiative (who and when are kept); answers the initiative's disclosures",
        description:
          "Each item names a framework and one of its disclosure codes (unknown ones are field errors, `items.0.disclosure`). A rejected one no longer counts — a catalogue one included — and is not suggested again; confirming it again counts it.",
      },
    });
