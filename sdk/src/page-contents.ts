import { type Api, idText, unwrap } from "./request.ts";
import { LANGUAGE_IDS, type LanguageCode } from "./rules.ts";
import type { CategoryInput, ContentInput, Id, NewsInput, NewsQuery } from "./types.ts";

const onPage = (pageId: Id) => ({ business_id: idText(pageId) });

/**
 * Reorders a list the way the specification says: one PATCH per item with
 * `order_key` = its index, in order. Placing the items one by one at their
 * indexes yields exactly the given order.
 */
async function reorder(ids: readonly Id[], place: (id: Id, orderKey: number) => Promise<unknown>): Promise<void> {
  for (const [index, id] of ids.entries()) await place(id, index);
}

/** A language by its code, or by its id in the API. */
export type Language = LanguageCode | number;

/** The languages a page is offered in (English, Japanese). The default one cannot be disabled. */
export function languagesApi(api: Api) {
  const list = (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/languages/", { params: { path: onPage(pageId) } }));
  // An unknown code goes as 0, so the server says what is wrong in its own words.
  const idOf = (language: Language) => (typeof language === "number" ? language : (LANGUAGE_IDS[language] ?? 0));
  const set = (pageId: Id, language: Language, isEnabled: boolean) =>
    unwrap(
      api.PATCH("/api/v1/businesses/{business_id}/languages/", {
        params: { path: onPage(pageId) },
        body: { language_id: idOf(language), is_enabled: isEnabled },
      }),
    );
  return {
    /** `GET /businesses/{id}/languages/` */
    list,
    /** Turns a language on (`"ja"` or its id), also one the page never had; answers the page's languages. `PATCH /businesses/{id}/languages/` */
    enable: (pageId: Id, language: Language) => set(pageId, language, true),
    /** Turns a language off; answers the page's languages. */
    disable: (pageId: Id, language: Language) => set(pageId, language, false),
  };
}

/** A page's content categories (the lists its initiatives sit in; News, id null, is always last). */
export function categoriesApi(api: Api) {
  const one = (pageId: Id, categoryId: Id) => ({ path: { business_id: idText(pageId), category_id: idText(categoryId) } });
  const update = (pageId: Id, categoryId: Id, patch: CategoryInput) =>
    unwrap(api.PATCH("/api/v1/businesses/{business_id}/content-categories/{category_id}/", { params: one(pageId, categoryId), body: patch }));
  return {
    /** Categories with their contents. `GET /businesses/{id}/content-categories/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/content-categories/", { params: { path: onPage(pageId) } })),
    get: (pageId: Id, categoryId: Id) =>
      unwrap(api.GET("/api/v1/businesses/{business_id}/content-categories/{category_id}/", { params: one(pageId, categoryId) })),
    create: (pageId: Id, category: CategoryInput) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/content-categories/", { params: { path: onPage(pageId) }, body: category })),
    update,
    /** Deletes a category; its contents move to News. */
    delete: async (pageId: Id, categoryId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/content-categories/{category_id}/", { params: one(pageId, categoryId) }));
    },
    /** Puts the page's categories in this order (ids of all of them, first to last). */
    reorder: (pageId: Id, categoryIds: readonly Id[]) => reorder(categoryIds, (id, order_key) => update(pageId, id, { order_key })),
  };
}

/** A page's contents: initiatives, certifications, reports… each in one category. */
export function contentsApi(api: Api) {
  const one = (pageId: Id, contentId: Id) => ({ path: { business_id: idText(pageId), content_id: idText(contentId) } });
  const update = (pageId: Id, contentId: Id, patch: ContentInput) =>
    unwrap(api.PATCH("/api/v1/businesses/{business_id}/contents/{content_id}/", { params: one(pageId, contentId), body: patch }));
  return {
    /** All contents in display order (News last). `GET /businesses/{id}/contents/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/contents/", { params: { path: onPage(pageId) } })),
    get: (pageId: Id, contentId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/contents/{content_id}/", { params: one(pageId, contentId) })),
    /** Adds a content, at the end of its category unless `order_key` is given. */
    create: (pageId: Id, content: ContentInput) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/contents/", { params: { path: onPage(pageId) }, body: content })),
    /** Edits a content; a new `content_category_id` moves it (null = News). */
    update,
    delete: async (pageId: Id, contentId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/contents/{content_id}/", { params: one(pageId, contentId) }));
    },
    /** Puts one category's contents in this order (the ids of that list, first to last). */
    reorder: (pageId: Id, contentIds: readonly Id[]) => reorder(contentIds, (id, order_key) => update(pageId, id, { order_key })),
  };
}

/** A page's news and events. */
export function newsApi(api: Api) {
  const one = (pageId: Id, newsId: Id) => ({ path: { business_id: idText(pageId), news_id: idText(newsId) } });
  return {
    /** Newest first, paginated (`page`, `page_size` up to 100). `GET /businesses/{id}/news/` */
    list: (pageId: Id, query?: NewsQuery) => unwrap(api.GET("/api/v1/businesses/{business_id}/news/", { params: { path: onPage(pageId), query } })),
    create: (pageId: Id, item: NewsInput) => unwrap(api.POST("/api/v1/businesses/{business_id}/news/", { params: { path: onPage(pageId) }, body: item })),
    update: (pageId: Id, newsId: Id, patch: NewsInput) =>
      unwrap(api.PATCH("/api/v1/businesses/{business_id}/news/{news_id}/", { params: one(pageId, newsId), body: patch })),
    delete: async (pageId: Id, newsId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/news/{news_id}/", { params: one(pageId, newsId) }));
    },
  };
}
