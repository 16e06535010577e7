import type { Lang } from "../protocol.ts";

/** The launcher's default text per language (the popup's own words live in its chunk). */
export const LAUNCHER_TEXT: Record<Lang, string> = {
  en: "Sustainability",
  ja: "サステナビリティ",
};
