import { useQuery } from "@tanstack/react-query";
import { api, type Content } from "../../../lib/dashboard/api.ts";
import type { FeedbackForm } from "../../../lib/dashboard/feedback/form-editor.ts";

export const formsKey = (pageId: number) => ["feedback", pageId, "forms"] as const;

/** The page's feedback forms with their questions, the default first. */
export function useFeedbackForms(pageId: number) {
  return useQuery({ queryKey: formsKey(pageId), queryFn: () => api<FeedbackForm[]>(`/businesses/${pageId}/feedback-forms/`) });
}

/** The page's initiatives (what a form can be attached to, and what a response was about). */
export function useInitiatives(pageId: number) {
  return useQuery({ queryKey: ["contents", pageId], queryFn: () => api<Content[]>(`/businesses/${pageId}/contents/`) });
}
