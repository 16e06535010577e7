/** The reference data's language ids (migration 0001): English is on for every new page. */
export const LANGUAGE_IDS = { en: 1, ja: 2 } as const;
export type LanguageCode = keyof typeof LANGUAGE_IDS;
export const LANGUAGE_CODES = Object.keys(LANGUAGE_IDS) as LanguageCode[];
