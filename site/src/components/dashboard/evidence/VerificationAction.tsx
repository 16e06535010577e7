import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Content, failureMessage, isPlanLimit, sdk } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { useCan } from "../shell/CurrentPage.tsx";

type Props = { pageId: number; item: Content; onChanged: () => void };

/**
 * The specification's button: Request (Self Reported), Pending (Submitted for
 * Review, with a way back), Verified — with Request re-verification when its
 * review comes due (the reminder mail links here with `?reverify={id}`, which
 * brings this button into view and focus).
 */
export function VerificationAction({ pageId, item, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const owner = useCan("owner");
  const title = localized(item.title_json, uiLanguage(i18n.language));
  const hasEvidence = item.attachments.length > 0 || Boolean(item.link);
  const reverify = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("reverify") !== String(item.id)) return;
    reverify.current?.scrollIntoView({ block: "center" });
    reverify.current?.focus();
  }, [item.id]);

  async function call(action: "request" | "withdraw", done: string) {
    setBusy(true);
    try {
      await sdk.verifications[action](pageId, item.id);
      toast.success(done);
      onChanged();
    } catch (failure) {
      // Only the owner can upgrade the page's plan.
      const upgrade = owner && isPlanLimit(failure);
      toast.error(
        failureMessage(failure, t("errors.internal")),
        upgrade ? { action: { label: t("verifications.upgrade"), onClick: () => window.location.assign("/dashboard/billing") } } : undefined,
      );
    } finally {
      setBusy(false);
    }
  }

  if (item.evidence_state === "verified") {
    return (
      <span className="actions">
        <button type="button" className="button small verified" disabled>
          {t("verifications.verified")}
          <span className="visually-hidden">: {title}</span>
        </button>
        {item.reverification_requested ? (
          <>
            <span className="hint">{t("verifications.reverification_pending")}</span>
            <button type="button" className="link-button" disabled={busy} onClick={() => void call("withdraw", t("verifications.reverification_withdrawn"))}>
              {t("verifications.withdraw")}
              <span className="visually-hidden">: {title}</span>
            </button>
          </>
        ) : (
          <button
            ref={reverify}
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => void call("request", t("verifications.reverification_requested"))}
          >
            {t("verifications.reverify")}
            <span className="visually-hidden">: {title}</span>
          </button>
        )}
      </span>
    );
  }
  if (item.evidence_state === "submitted") {
    return (
      <span className="actions">
        <button type="button" className="button small pending" disabled>
          {t("verifications.pending")}
          <span className="visually-hidden">: {title}</span>
        </button>
        <button type="button" className="link-button" disabled={busy} onClick={() => void call("withdraw", t("verifications.withdrawn"))}>
          {t("verifications.withdraw")}
          <span className="visually-hidden">: {title}</span>
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="button small primary"
      disabled={busy || !hasEvidence}
      title={hasEvidence ? undefined : t("verifications.needs_evidence")}
      onClick={() => void call("request", t("verifications.requested"))}
    >
      {t("verifications.request")}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}
