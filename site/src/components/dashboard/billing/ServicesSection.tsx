import type { BillingCatalog, ServiceOrder } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk, toastAccountFailure } from "../../../lib/dashboard/api.ts";
import { useMyPages } from "../shell/CurrentPage.tsx";
import { day, money } from "./billing-format.ts";

/** The paid setup services, orderable through checkout, and the orders with their due dates (business days). */
export function ServicesSection({ catalog, orders, currency }: { catalog: BillingCatalog; orders: ServiceOrder[]; currency: "USD" | "JPY" }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pages = useMyPages();
  const page = pages.data?.find((p) => p.role === "owner");
  const [busy, setBusy] = useState<string | null>(null);

  async function order(service: string) {
    setBusy(service);
    try {
      const checkout = await sdk.billing.checkout({ service, currency, ...(page ? { business_id: page.id } : {}) }, crypto.randomUUID());
      window.location.assign(checkout.url);
    } catch (error) {
      setBusy(null);
      toastAccountFailure(error, t);
    }
  }

  return (
    <section className="card dash-section" aria-labelledby="billing-services-title">
      <h2 id="billing-services-title">{t("billing.services_title")}</h2>
      <p className="hint">{t("billing.services_lead")}</p>
      <ul className="billing-offers">
        {catalog.services.map((service) => (
          <li key={service.code} className="billing-offer" data-service={service.code}>
            <div>
              <strong>{t(`billing.service.${service.code}`)}</strong>
              <div className="hint">{t("billing.delivery", { count: service.business_days })}</div>
            </div>
            <button type="button" className="button small" disabled={busy !== null} onClick={() => void order(service.code)}>
              {busy === service.code ? t("billing.opening_checkout") : t("billing.order", { price: money(service.price[currency], currency, lang) })}
            </button>
          </li>
        ))}
      </ul>
      {orders.length > 0 ? (
        <>
          <h3>{t("billing.orders_title")}</h3>
          <ul className="billing-orders" data-testid="billing-orders">
            {orders.map((o) => (
              <li key={o.id}>
                <strong>{t(`billing.service.${o.service}`)}</strong> · {money(o.amount, o.currency, lang)} · {t(`billing.order_status.${o.status}`)} ·{" "}
                {t("billing.due_on", { date: day(o.due_on, lang) })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
