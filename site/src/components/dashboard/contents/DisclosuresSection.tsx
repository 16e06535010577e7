import type { DisclosureDecision } from "@greenpage/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { disclosureLabel, disclosuresKey, disclosureTitle, usePageDisclosures, withInitiative } from "../../../lib/dashboard/disclosures.ts";
import type { Language } from "../../../lib/dashboard/page-text.ts";
import { DisclosurePicker } from "./DisclosurePicker.tsx";

type Props = { pageId: number; contentId: number; language: Language };
type Ref = { framework: string; disclosure: string };
type Decision = { ref: Ref; state: "confirmed" | "rejected"; done: "added" | "removed" | "dismissed" };

/**
 * Which framework disclosures the initiative counts for: those it counts
 * for (the catalogue's or confirmed), suggestions from its text to confirm
 * or dismiss, and a search to add any of the page's frameworks' disclosures.
 * Each decision is saved at once, outside the form's save.
 */
export function DisclosuresSection({ pageId, contentId, language }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = usePageDisclosures(pageId);
  const [pending, setPending] = useState<string | null>(null);
  const item = list.data?.initiatives.find((i) => i.content_id === contentId);

  const decide = async ({ ref, state, done }: Decision) => {
    const label = disclosureLabel(ref.framework, ref.disclosure);
    setPending(`${ref.framework}:${ref.disclosure}`);
    try {
      const answer = await sdk.disclosures.decide(pageId, contentId, [{ framework: ref.framework, disclosure: ref.disclosure, state } as DisclosureDecision]);
      client.setQueryData(disclosuresKey(pageId), (old: typeof list.data) => withInitiative(old, answer));
      toast.success(t(`contents_screen.disclosures.${done}`, { label }));
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setPending(null);
    }
  };
  const busy = (ref: Ref) => pending === `${ref.framework}:${ref.disclosure}`;

  return (
    <section className="disclosures" aria-labelledby="initiative-disclosures-title">
      <h3 id="initiative-disclosures-title">{t("contents_screen.disclosures.title")}</h3>
      <p className="hint">{t("contents_screen.disclosures.lead")}</p>
      {list.isPending ? <p role="status">{t("contents_screen.disclosures.loading")}</p> : null}
      {list.isError ? <p className="error">{t("contents_screen.disclosures.load_failed")}</p> : null}
      {item ? (
        <>
          <h4>{t("contents_screen.disclosures.counted")}</h4>
          {item.disclosures.length === 0 ? <p className="hint">{t("contents_screen.disclosures.none_counted")}</p> : null}
          <ul className="disclosure-list" data-testid="counted-disclosures">
            {item.disclosures.map((d) => {
              const label = disclosureLabel(d.framework, d.disclosure);
              return (
                <li key={`${d.framework}:${d.disclosure}`}>
                  <span className="disclosure-name">
                    <strong>{label}</strong> {disclosureTitle(d.title, language)}
                    <small className="disclosure-source">
                      {t(d.source === "catalogue" ? "contents_screen.disclosures.from_catalogue" : "contents_screen.disclosures.confirmed")}
                    </small>
                  </span>
                  <button
                    type="button"
                    className="button small"
                    aria-label={t("contents_screen.disclosures.remove_label", { label })}
                    disabled={busy(d)}
                    onClick={() => decide({ ref: d, state: "rejected", done: "removed" })}
                  >
                    {t("contents_screen.disclosures.remove")}
                  </button>
                </li>
              );
            })}
          </ul>
          <h4>{t("contents_screen.disclosures.suggestions")}</h4>
          {item.suggestions.length === 0 ? <p className="hint">{t("contents_screen.disclosures.no_suggestions")}</p> : null}
          <ul className="disclosure-list" data-testid="suggested-disclosures">
            {item.suggestions.map((s) => {
              const label = disclosureLabel(s.framework, s.disclosure);
              return (
                <li key={`${s.framework}:${s.disclosure}`}>
                  <span className="disclosure-name">
                    <strong>{label}</strong> {disclosureTitle(s.title, language)}
                    <small className="hint">{t("contents_screen.disclosures.confidence", { percent: Math.round(s.confidence * 100) })}</small>
                  </span>
                  <span className="disclosure-actions">
                    <button
                      type="button"
                      className="button small primary"
                      aria-label={t("contents_screen.disclosures.confirm_label", { label })}
                      disabled={busy(s)}
                      onClick={() => decide({ ref: s, state: "confirmed", done: "added" })}
                    >
                      {t("contents_screen.disclosures.confirm")}
                    </button>
                    <button
                      type="button"
                      className="button small"
                      aria-label={t("contents_screen.disclosures.dismiss_label", { label })}
                      disabled={busy(s)}
                      onClick={() => decide({ ref: s, state: "rejected", done: "dismissed" })}
                    >
                      {t("contents_screen.disclosures.dismiss")}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
          <DisclosurePicker
            pageFrameworks={list.data?.frameworks ?? []}
            counted={item.disclosures}
            language={language}
            onAdd={(ref) => decide({ ref, state: "confirmed", done: "added" })}
          />
        </>
      ) : null}
    </section>
  );
}
