import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { NotificationKind, NotificationSettings, NotificationSettingsInput } from "@greenpage/sdk";
import { sdk, toastAccountFailure } from "../../../lib/dashboard/api.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";

const KEY = ["notifications"] as const;
/** The language choice: one of the mail languages, or `page` (the page the mail is about speaks). */
type LanguageChoice = "page" | "en" | "ja";

/**
 * Which mails the member gets about their pages (every page they belong
 * to), each kind on or off at once, and their language. The unsubscribe link
 * in a mail turns the same switch off.
 */
export function NotificationsSection() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => sdk.notifications.settings() });
  const [saving, setSaving] = useState(false);
  // The boxes show the choice at once; a refusal puts it back.
  const save = async (change: NotificationSettingsInput) => {
    const before = client.getQueryData<NotificationSettings>(KEY);
    if (before)
      client.setQueryData<NotificationSettings>(KEY, {
        language: change.language === undefined ? before.language : change.language,
        kinds: { ...before.kinds, ...change.kinds },
      });
    setSaving(true);
    try {
      client.setQueryData(KEY, await sdk.notifications.update(change));
      toast.success(t("dash.saved"));
    } catch (error) {
      client.setQueryData(KEY, before);
      toastAccountFailure(error, t);
    } finally {
      setSaving(false);
    }
  };
  const data = settings.data;

  return (
    <section className="card dash-section notifications" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("notifications.title")}</h2>
      <p className="hint">{t("notifications.lead")}</p>
      {settings.isError ? (
        <LoadFailure onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <>
          <fieldset className="notification-kinds">
            <legend>{t("notifications.kinds")}</legend>
            {(Object.keys(data.kinds) as NotificationKind[]).map((kind) => (
              <div className="choice" key={kind}>
                <input
                  type="checkbox"
                  id={`${id}-${kind}`}
                  aria-describedby={`${id}-${kind}-hint`}
                  checked={data.kinds[kind]}
                  disabled={saving}
                  onChange={(e) => void save({ kinds: { [kind]: e.target.checked } })}
                />
                <span>
                  <label htmlFor={`${id}-${kind}`}>{t(`notifications.kind.${kind}`)}</label>
                  <small id={`${id}-${kind}-hint`} className="hint">
                    {t(`notifications.kind_hint.${kind}`)}
                  </small>
                </span>
              </div>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-language`}>{t("notifications.language")}</label>
            <select
              id={`${id}-language`}
              value={data.language ?? "page"}
              disabled={saving}
              onChange={(e) => {
                const choice = e.target.value as LanguageChoice;
                void save({ language: choice === "page" ? null : choice });
              }}
            >
              <option value="page">{t("notifications.language_page")}</option>
              <option value="en">English</option>
              <option value="ja">日本語</option>
            </select>
          </div>
          <p className="hint">{t("notifications.digest")}</p>
        </>
      )}
    </section>
  );
}
