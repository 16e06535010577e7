import { useQuery } from "@tanstack/react-query";
import { sdk } from "../../../lib/dashboard/api.ts";

export const formsKey = (pageId: number) => ["feedback", pageId, "forms"] as const;

/** The page's feedback forms with their questions, the default first. */
export function useFeedbackForms(pageId: number) {
  return useQuery({ queryKey: formsKey(pageId), queryFn: () => sdk.feedback.forms.list(pageId) });
}

/** The page's initiatives (what a form can be attached to, and what a response was about). */
export function useInitiatives(pageId: number) {
  return useQuery({ queryKey: ["contents", pageId], queryFn: () => sdk.contents.list(pageId) });
}
