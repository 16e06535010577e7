/** The Contact form's categories: exactly the codes the API accepts (api/src/modules/contact/model.ts). */
export const CONTACT_CATEGORIES = ["general", "sales", "support", "partnership", "press", "verification"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export function contactCategory(value: string | null): ContactCategory | "" {
  return (CONTACT_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as ContactCategory) : "";
}
