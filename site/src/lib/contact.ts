import { CONTACT_CATEGORIES } from "@greenpage/sdk";

/** The Contact form's categories: exactly the codes the API accepts (the SDK's rules). */
export { CONTACT_CATEGORIES };
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export function contactCategory(value: string | null): ContactCategory | "" {
  return (CONTACT_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as ContactCategory) : "";
}
