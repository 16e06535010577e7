import type { BillingCatalog, BillingStatus, DowngradePreview } from "@greenpage/sdk";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastAccountFailure } from "../../../lib/dashboard/api.ts";
import { day, money, planName } from "./billing-format.ts";

type Currency = "USD" | "JPY";
type Interval = "month" | "year";
type Offer = { plan: string; tier: string | null; custom: boolean; price: number | null; monthly: number | null };
type Choice = "current" | "upgrade" | "downgrade" | "sales" | "locked";

/**
 * Where an offer stands against the running plan, by the tiers' monthly
 * list prices: the rule the API applies (api/src/modules/billing/checkout.ts).
 * A yearly plan keeps yearly billing, and a downgrade keeps the billing period.
 */
function choiceOf(offer: Offer, status: BillingStatus, interval: Interval, currentMonthly: number | null): Choice {
  if (offer.custom) return "sales";
  const paying = status.amount !== null && status.interval !== null && status.plan.code !== "starter" && status.status !== "canceled";
  if (offer.plan === "starter") return paying ? "downgrade" : "current";
  if (!paying || status.status === "past_due") return "upgrade";
  if (offer.plan === status.plan.code && offer.tier === status.tier && interval === status.interval) return "current";
  if (status.interval === "year" && interval === "month") return "locked";
  const now = currentMonthly ?? status.amount!;
  const next = offer.monthly!;
  if (next > now || (next === now && status.interval === "month" && interval === "year")) return "upgrade";
  return interval === status.interval ? "downgrade" : "locked";
}

/**
 * Every offer of the catalogue in one currency and billing period: upgrade
 * (through checkout, prorated), downgrade (from the period end, after seeing
 * what the lower plan will limit) or contact sales. `buy` (from the pricing
 * page) opens the checkout for that offer at once.
 */
export function PlanPicker({
  catalog,
  status,
  buy,
  onChanged,
}: {
  catalog: BillingCatalog;
  status: BillingStatus;
  buy: { plan: string; tier: string; currency: Currency | null } | null;
  onChanged: (next: BillingStatus) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const locked = (status.pro_currency ?? (status.status !== "canceled" ? status.currency : null)) as Currency | null;
  const [currency, setCurrency] = useState<Currency>(locked ?? buy?.currency ?? (lang.startsWith("ja") ? "JPY" : "USD"));
  const [interval, setPeriod] = useState<Interval>((status.interval as Interval | null) ?? "month");
  const [busy, setBusy] = useState<string | null>(null);
  const [target, setTarget] = useState<{ offer: Offer; preview: DowngradePreview | null } | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const started = useRef(false);
  const plans = new Map<string, BillingCatalog["plans"][number]>(catalog.plans.map((plan) => [plan.code, plan]));
  const name = (code: string) => (plans.get(code) ? planName(plans.get(code)!, lang) : code);
  const offers: Offer[] = [
    { plan: "starter", tier: null, custom: false, price: 0, monthly: 0 },
    ...catalog.prices.map((row) => ({
      plan: row.plan,
      tier: row.tier,
      custom: row.custom,
      price: row[interval]?.[currency] ?? null,
      monthly: row.month?.[currency] ?? null,
    })),
  ];
  const currentMonthly = catalog.prices.find((row) => row.plan === status.plan.code && row.tier === status.tier)?.month?.[currency] ?? null;

  async function upgrade(offer: Offer) {
    setBusy(`${offer.plan}-${offer.tier}`);
    try {
      const checkout = await sdk.billing.checkout({ plan: offer.plan, tier: offer.tier!, currency, interval }, crypto.randomUUID());
      window.location.assign(checkout.url);
    } catch (error) {
      setBusy(null);
      toastAccountFailure(error, t);
    }
  }

  useEffect(() => {
    if (!buy || started.current) return;
    started.current = true;
    const offer = offers.find((o) => o.plan === buy.plan && o.tier === buy.tier);
    if (offer && choiceOf(offer, status, interval, currentMonthly) === "upgrade") void upgrade(offer);
  });

  async function openDowngrade(offer: Offer) {
    setTarget({ offer, preview: null });
    dialog.current?.showModal();
    try {
      setTarget({ offer, preview: await sdk.billing.downgradePreview(offer.plan) });
    } catch (error) {
      dialog.current?.close();
      toastAccountFailure(error, t);
    }
  }

  async function confirmDowngrade() {
    if (!target) return;
    setBusy("downgrade");
    try {
      const { offer } = target;
      const next = offer.plan === "starter" ? await sdk.billing.cancel() : await sdk.billing.downgrade({ plan: offer.plan, tier: offer.tier! });
      dialog.current?.close();
      onChanged(next);
      toast.success(t("billing.downgraded", { date: day(next.ends_at, lang) }));
    } catch (error) {
      toastAccountFailure(error, t);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card dash-section" aria-labelledby="billing-change-title">
      <h2 id="billing-change-title">{t("billing.change_title")}</h2>
      <p className="hint">{t("billing.change_lead")}</p>
      <div className="billing-switches">
        <fieldset>
          <legend>{t("billing.currency")}</legend>
          {(["USD", "JPY"] as const).map((code) => (
            <label key={code}>
              <input
                type="radio"
                name="billing-currency"
                checked={currency === code}
                disabled={locked !== null && locked !== code}
                onChange={() => setCurrency(code)}
              />{" "}
              {code}
            </label>
          ))}
          {locked ? <small className="hint">{t("billing.currency_locked", { currency: locked })}</small> : null}
        </fieldset>
        <fieldset>
          <legend>{t("billing.billing_period")}</legend>
          {(["month", "year"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="billing-interval" checked={interval === value} onChange={() => setPeriod(value)} />{" "}
              {t(`billing.interval_choice.${value}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <ul className="billing-offers">
        {offers.map((offer) => {
          const choice = choiceOf(offer, status, interval, currentMonthly);
          const key = `${offer.plan}-${offer.tier}`;
          const label = name(offer.plan);
          return (
            <li key={key} className="billing-offer" data-offer={key} data-choice={choice}>
              <div>
                <strong>{label}</strong>
                {offer.tier ? <span className="hint"> · {t("billing.employees", { band: t(`billing.bands.${offer.tier}`) })}</span> : null}
                <div>
                  {offer.custom
                    ? t("billing.custom_price")
                    : offer.price
                      ? t("billing.price", { price: money(offer.price, currency, lang), interval: t(`billing.interval.${interval}`) })
                      : t("billing.free")}
                </div>
              </div>
              {choice === "current" ? (
                <span className="status-badge">{t("billing.current")}</span>
              ) : choice === "locked" ? (
                <small className="hint">{t("billing.interval_locked")}</small>
              ) : choice === "sales" ? (
                <a className="button small" href="/contact?category=sales">
                  {t("billing.contact_sales")}
                </a>
              ) : choice === "upgrade" ? (
                <button type="button" className="button primary small" disabled={busy !== null} onClick={() => void upgrade(offer)}>
                  {busy === key ? t("billing.opening_checkout") : t(status.amount ? "billing.upgrade" : "billing.choose", { plan: label })}
                </button>
              ) : (
                <button
                  type="button"
                  className="button small"
                  disabled={busy !== null || status.status === "past_due"}
                  onClick={() => void openDowngrade(offer)}
                >
                  {t("billing.downgrade", { plan: label })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <dialog ref={dialog} className="dialog" aria-labelledby="billing-downgrade-title">
        {target ? <DowngradeDetails offer={target.offer} preview={target.preview} status={status} name={name(target.offer.plan)} /> : null}
        <div className="actions">
          <button type="button" className="button danger" disabled={!target?.preview || busy !== null} onClick={() => void confirmDowngrade()}>
            {t("billing.downgrade_confirm")}
          </button>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {t("dash.cancel")}
          </button>
        </div>
      </dialog>
    </section>
  );
}

function DowngradeDetails({ preview, status, name }: { offer: Offer; preview: DowngradePreview | null; status: BillingStatus; name: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h2 id="billing-downgrade-title">{t("billing.downgrade_title", { plan: name })}</h2>
      <p>{t("billing.downgrade_lead", { date: day(status.current_period_end, i18n.language) })}</p>
      <h3>{t("billing.blocked_title", { plan: name })}</h3>
      {!preview ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : preview.blocked.length === 0 ? (
        <p>{t("billing.blocked_none", { plan: name })}</p>
      ) : (
        <ul data-testid="billing-blocked">
          {preview.blocked.map((item) => (
            <li key={`${item.limit}-${item.page}`}>
              {t(`billing.blocked.${item.limit}`, { used: item.used, allowed: item.allowed, page: item.page ? `@${item.page}` : "" })}
            </li>
          ))}
        </ul>
      )}
      <p className="hint">{t("billing.kept")}</p>
    </>
  );
}
