import type { BillingStatus } from "@greenpage/sdk";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastAccountFailure } from "../../../lib/dashboard/api.ts";
import { day, money, planName } from "./billing-format.ts";

/** The plan the account pays for, its state in words, and cancel / keep. */
export function CurrentPlan({ status, onChanged }: { status: BillingStatus; onChanged: (next: BillingStatus) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const name = planName(status.plan, lang);
  const paying = status.amount !== null && status.currency !== null && status.interval !== null;

  async function run(action: () => Promise<BillingStatus>, done: (next: BillingStatus) => string) {
    setBusy(true);
    try {
      const next = await action();
      dialog.current?.close();
      onChanged(next);
      toast.success(done(next));
    } catch (error) {
      toastAccountFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card dash-section billing-current" aria-labelledby="billing-current-title">
      <h2 id="billing-current-title">{t("billing.current_title")}</h2>
      <p className="billing-plan-line">
        <strong data-testid="billing-plan">{t("billing.plan_name", { plan: name })}</strong>{" "}
        <span className={`status-badge billing-${status.status}`} data-testid="billing-status">
          {t(`billing.status.${status.status}`)}
        </span>
      </p>
      <p data-testid="billing-price">
        {paying
          ? t("billing.price", { price: money(status.amount!, status.currency!, lang), interval: t(`billing.interval.${status.interval}`) })
          : t("billing.free")}
      </p>
      {status.status === "active" && paying ? <p>{t("billing.renews_on", { date: day(status.current_period_end, lang) })}</p> : null}
      {status.status === "scheduled_end" ? (
        <p className="notice" data-testid="billing-scheduled">
          {t("billing.ends_on", { date: day(status.ends_at, lang) })}{" "}
          {status.scheduled_change ? t("billing.then", { date: day(status.ends_at, lang), plan: planName(status.scheduled_change.plan, lang) }) : null}
        </p>
      ) : null}
      {status.status === "canceled" && status.ends_at ? <p>{t("billing.ended_on", { date: day(status.ends_at, lang) })}</p> : null}
      {status.status === "past_due" ? (
        <p className="notice warning" role="status">
          {t("billing.past_due", { date: day(status.next_attempt_at, lang) })}
        </p>
      ) : null}
      <p className="hint">{status.card ? t("billing.card", { brand: status.card.brand, last4: status.card.last4 }) : t("billing.no_card")}</p>
      <div className="actions">
        {status.portal ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void sdk.billing.portal().then(
                ({ url }) => window.location.assign(url),
                (error) => toastAccountFailure(error, t),
              )
            }
          >
            {t("billing.portal")}
          </button>
        ) : null}
        {status.status === "past_due" && status.provider === "test" ? (
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() =>
              void sdk.billing
                .checkout({ plan: status.plan.code, tier: status.tier!, currency: status.currency!, interval: status.interval! }, crypto.randomUUID())
                .then(
                  ({ url }) => window.location.assign(url),
                  (error) => toastAccountFailure(error, t),
                )
            }
          >
            {t("billing.pay_now")}
          </button>
        ) : null}
        {(status.status === "active" || status.status === "past_due") && paying ? (
          <button type="button" className="button" onClick={() => dialog.current?.showModal()}>
            {t("billing.cancel")}
          </button>
        ) : null}
        {status.status === "scheduled_end" ? (
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() =>
              void run(
                () => sdk.billing.reactivate(),
                () => t("billing.reactivated"),
              )
            }
          >
            {t("billing.reactivate")}
          </button>
        ) : null}
      </div>
      <dialog ref={dialog} className="dialog" aria-labelledby="billing-cancel-title">
        <h2 id="billing-cancel-title">{t("billing.cancel_title")}</h2>
        <p>{status.status === "past_due" ? t("billing.cancel_now_lead") : t("billing.cancel_lead", { date: day(status.current_period_end, lang) })}</p>
        <div className="actions">
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={() =>
              void run(
                () => sdk.billing.cancel(),
                (next) => t("billing.canceled", { date: day(next.ends_at, lang) }),
              )
            }
          >
            {t("billing.cancel_confirm")}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("dash.cancel")}
          </button>
        </div>
      </dialog>
    </section>
  );
}
