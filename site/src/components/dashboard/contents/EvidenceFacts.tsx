import { EVIDENCE_STATES } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { type Content, sdk } from "../../../lib/dashboard/api.ts";
import { AttachmentList } from "../evidence/AttachmentList.tsx";
import { categoriesKey } from "./queries.ts";

/**
 * The item's evidence as it stands on the server: state, last verification
 * and its PDFs (added and removed here at once, outside the form's save).
 * Requests for review live on the Verifications screen.
 */
export function EvidenceFacts({ pageId, item: initial }: { pageId: number; item: Content }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const key = ["contents", pageId, "item", initial.id] as const;
  const query = useQuery({ queryKey: key, queryFn: () => sdk.contents.get(pageId, initial.id), initialData: initial });
  const item = query.data;
  const state = EVIDENCE_STATES.includes(item.evidence_state) ? item.evidence_state : "self_reported";
  const changed = () => {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: categoriesKey(pageId) });
  };
  return (
    <section className="evidence-facts" aria-label={t("contents_screen.evidence.title")}>
      <h3>{t("contents_screen.evidence.title")}</h3>
      <dl className="facts">
        <dt>{t("contents_screen.evidence.state")}</dt>
        <dd>
          {t(`contents_screen.evidence.${state}`)} <a href="/dashboard/verifications">{t("contents_screen.evidence.manage")}</a>
        </dd>
        <dt>{t("contents_screen.evidence.last_verified")}</dt>
        <dd>{item.last_verified ? new Date(item.last_verified).toLocaleDateString(i18n.language) : t("contents_screen.evidence.never")}</dd>
      </dl>
      <h4>{t("contents_screen.evidence.attachments")}</h4>
      <AttachmentList pageId={pageId} item={item} onChanged={changed} />
    </section>
  );
}
