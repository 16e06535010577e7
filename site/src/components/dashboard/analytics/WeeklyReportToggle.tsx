import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";

const weeklyKey = (pageId: number) => ["analytics", pageId, "weekly-report"] as const;

/**
 * Each member's own weekly e-mail of this page's numbers, any role: on or off
 * at once, written in the language the dashboard is shown in.
 */
export function WeeklyReportToggle({ pageId }: { pageId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const weekly = useQuery({ queryKey: weeklyKey(pageId), queryFn: () => sdk.analytics.weeklyReport(pageId) });
  // The box shows the choice at once; a refusal puts it back.
  const [saving, setSaving] = useState<boolean | null>(null);
  const change = async (enabled: boolean) => {
    setSaving(enabled);
    try {
      client.setQueryData(weeklyKey(pageId), await sdk.analytics.setWeeklyReport(pageId, enabled, uiLanguage(i18n.language)));
      toast.success(enabled ? t("analytics.weekly.on") : t("analytics.weekly.off"));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setSaving(null);
    }
  };
  return (
    <section className="card dash-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("analytics.weekly.title")}</h2>
      <div className="choice">
        <input
          type="checkbox"
          id={`${id}-weekly`}
          aria-describedby={`${id}-hint`}
          checked={saving ?? weekly.data?.enabled ?? false}
          disabled={!weekly.data || saving !== null}
          onChange={(e) => void change(e.target.checked)}
        />
        <label htmlFor={`${id}-weekly`}>{t("analytics.weekly.label")}</label>
      </div>
      <small id={`${id}-hint`} className="hint">
        {weekly.isError ? t("errors.network") : t("analytics.weekly.hint")}
      </small>
    </section>
  );
}
