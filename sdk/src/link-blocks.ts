import { type Api, idText, unwrap } from "./request.ts";
import type { Id, LinkBlockInput } from "./types.ts";

const onPage = (pageId: Id) => ({ business_id: idText(pageId) });

/** A page's link blocks: the buttons of its public page, in order (viewers read, editors change). */
export function linkBlocksApi(api: Api) {
  const one = (pageId: Id, blockId: Id) => ({ path: { business_id: idText(pageId), block_id: idText(blockId) } });
  return {
    /** Every block in order, hidden ones included, each with `clicks_30d`. `GET /businesses/{id}/link-blocks/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/link-blocks/", { params: { path: onPage(pageId) } })),
    /** Adds a block (title in one language and URL required; `example.com` is saved as https://). `POST …/link-blocks/` */
    create: (pageId: Id, block: LinkBlockInput) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/link-blocks/", { params: { path: onPage(pageId) }, body: block })),
    /** Edits, hides (`is_hidden`) or moves (`order_key`) a block. `PATCH …/link-blocks/{block_id}/` */
    update: (pageId: Id, blockId: Id, patch: LinkBlockInput) =>
      unwrap(api.PATCH("/api/v1/businesses/{business_id}/link-blocks/{block_id}/", { params: one(pageId, blockId), body: patch })),
    /** Puts every block in this order (each id of the page once) in one call. `PUT …/link-blocks/order/` */
    reorder: (pageId: Id, blockIds: readonly Id[]) =>
      unwrap(
        api.PUT("/api/v1/businesses/{business_id}/link-blocks/order/", {
          params: { path: onPage(pageId) },
          body: { ids: blockIds.map(Number) },
        }),
      ),
    delete: async (pageId: Id, blockId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/link-blocks/{block_id}/", { params: one(pageId, blockId) }));
    },
  };
}
