import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { activityKey, activityText, whenText } from "./members-format.ts";

const PAGE_SIZE = 20;

/** What each member changed on the page, newest first (the API keeps 90 days), a page of lines at a time. */
export function ActivityList({ pageId }: { pageId: number }) {
  const { t, i18n } = useTranslation();
  const activity = useInfiniteQuery({
    queryKey: activityKey(pageId),
    queryFn: ({ pageParam }) => sdk.members.activity(pageId, { page: pageParam, page_size: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * PAGE_SIZE < last.count ? all.length + 1 : undefined),
  });
  const lines = activity.data?.pages.flatMap((p) => p.results) ?? [];
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full", timeStyle: "short" });

  return (
    <section className="card dash-section" aria-labelledby="activity-title">
      <h2 id="activity-title">{t("members.activity.title")}</h2>
      <p className="hint">{t("members.activity.lead")}</p>
      {activity.isError ? (
        <LoadFailure onRetry={() => void activity.refetch()} />
      ) : !activity.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : lines.length === 0 ? (
        <p>{t("members.activity.empty")}</p>
      ) : (
        <>
          <ol className="activity-list" aria-label={t("members.activity.caption")}>
            {lines.map((line) => (
              <li key={line.id} data-testid="activity-line">
                <span>{activityText(line, t, i18n.language, (key) => i18n.exists(key))}</span>
                <time dateTime={line.created_at} title={full.format(new Date(line.created_at))} className="hint">
                  {whenText(line.created_at, i18n.language)}
                </time>
              </li>
            ))}
          </ol>
          {activity.hasNextPage ? (
            <div className="actions">
              <button type="button" className="button small" disabled={activity.isFetchingNextPage} onClick={() => void activity.fetchNextPage()}>
                {activity.isFetchingNextPage ? t("members.activity.loading") : t("members.activity.more")}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
