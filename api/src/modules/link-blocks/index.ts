import { Elysia, t } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { noContent, trimFields } from "../../lib/http.ts";
import { errorResponse, FieldErrorsResponse, PathId } from "../../lib/http-schemas.ts";
import { pageGuard } from "../../lib/page-access.ts";
import { LINK_BLOCK_ERRORS } from "./errors.ts";
import { LinkBlock, LinkBlockBody, ReorderBody } from "./model.ts";
import { createLinkBlock, deleteLinkBlock, listLinkBlocks, reorderLinkBlocks, updateLinkBlock } from "./service.ts";

const ErrorResponse = errorResponse(LINK_BLOCK_ERRORS);
const Page = t.Object({ business_id: PathId });
const PageAndBlock = t.Object({ business_id: PathId, block_id: PathId });
const errors = { 400: FieldErrorsResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const readErrors = { 401: ErrorResponse, 404: ErrorResponse };

/** A page's link blocks (the public page's buttons): viewers read, owners and editors change. */
export const linkBlocksModule = (ctx: AppContext) =>
  new Elysia({ prefix: "/businesses/:business_id/link-blocks", tags: ["Link blocks"] })
    .use(pageGuard(ctx))
    .get("/", ({ page }) => listLinkBlocks(ctx, page.id), {
      page: "viewer",
      params: Page,
      response: { 200: t.Array(LinkBlock), ...readErrors },
      detail: { summary: "The page's link blocks in order, hidden ones included, each with its clicks of the last 30 days" },
    })
    .post(
      "/",
      async ({ page, body, set }) => {
        set.status = 201;
        return createLinkBlock(ctx, page.id, body);
      },
      {
        page: "editor",
        params: Page,
        body: LinkBlockBody,
        transform: trimFields(LinkBlockBody),
        response: { 201: LinkBlock, ...errors, 409: ErrorResponse },
        detail: {
          summary: "Add a link block (title and URL required); appended unless order_key is given",
          description: "409 `too_many_link_blocks` past LINK_BLOCK_LIMITS.blocks.",
        },
      },
    )
    .put("/order/", ({ page, body }) => reorderLinkBlocks(ctx, page.id, body.ids), {
      page: "editor",
      params: Page,
      body: ReorderBody,
      transform: trimFields(ReorderBody),
      response: { 200: t.Array(LinkBlock), ...errors },
      detail: { summary: "Reorder every link block in one call: `ids` lists each block of the page once, in the new order" },
    })
    .patch("/:block_id/", ({ page, params, body }) => updateLinkBlock(ctx, page.id, Number(params.block_id), body), {
      page: "editor",
      params: PageAndBlock,
      body: LinkBlockBody,
      transform: trimFields(LinkBlockBody),
      response: { 200: LinkBlock, ...errors },
      detail: { summary: "Edit, hide, show or move a link block" },
    })
    .delete(
      "/:block_id/",
      async ({ page, params }) => {
        await deleteLinkBlock(ctx, page.id, Number(params.block_id));
        return noContent();
      },
      {
        page: "editor",
        params: PageAndBlock,
        response: { 204: t.Void({ description: "No content" }), ...readErrors },
        detail: { summary: "Delete a link block" },
      },
    );
