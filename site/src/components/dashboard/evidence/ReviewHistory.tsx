import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";

/** What happened to an item's verification, newest first: who asked, what the reviewers decided and why. */
export function ReviewHistory({ pageId, contentId }: { pageId: number; contentId: number }) {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: ["verifications", pageId, "history", contentId],
    queryFn: () => sdk.verifications.history(pageId, contentId),
  });
  if (query.isError) return <p className="error">{t("errors.network")}</p>;
  if (!query.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  if (query.data.length === 0) return <p className="hint">{t("verifications.history_empty")}</p>;
  return (
    <div className="review-history">
      <h4>{t("verifications.history")}</h4>
      <ol>
        {query.data.map((review) => (
          <li key={`${review.created_at}-${review.action}`}>
            <time dateTime={review.created_at}>{new Date(review.created_at).toLocaleString(i18n.language)}</time> —{" "}
            {t(`verifications.action.${review.action}`, { defaultValue: review.action })}
            {review.reason ? <q className="reason">{review.reason}</q> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
