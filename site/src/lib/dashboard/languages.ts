import { LANGUAGE_CODES, LANGUAGE_IDS } from "@greenpage/sdk";

/** The API's languages and their ids, from the SDK's rules (English is on for every new page). */
export { LANGUAGE_CODES, LANGUAGE_IDS };
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
