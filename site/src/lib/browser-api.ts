import { createApi } from "@greenpage/sdk";

/**
 * The typed API client of the public pages' small scripts: the site's own
 * origin with the visitor's session cookie. Each script passes it to the one
 * SDK group it calls (`upvotesApi(browserApi)`…), so a page downloads only those.
 */
export const browserApi = createApi({ baseUrl: "", credentials: "same-origin" });
