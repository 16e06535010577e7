import { gatesApi, siteApi, upvotesApi } from "@greenpage/sdk";
import { browserApi } from "./browser-api.ts";

/**
 * The SDK groups a public page's scripts call, built once. The scripts import
 * this module on first use (a click, a submit), so a visitor who only reads
 * downloads none of it.
 */
export const upvotes = upvotesApi(browserApi);
export const gates = gatesApi(browserApi);
export const site = siteApi(browserApi);
export { GreenpageError, isUnauthorized } from "@greenpage/sdk";
