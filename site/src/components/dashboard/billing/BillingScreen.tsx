import type { BillingStatus } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk } from "../../../lib/dashboard/api.ts";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { day, planName } from "./billing-format.ts";
import { CurrentPlan } from "./CurrentPlan.tsx";
import { HISTORY_KEY, PaymentHistory } from "./PaymentHistory.tsx";
import { PlanPicker } from "./PlanPicker.tsx";
import { ServicesSection } from "./ServicesSection.tsx";

const STATUS_KEY = ["billing", "status"] as const;

/** What the address asks for: back from a checkout (`checkout`), or an offer chosen on the pricing page (`buy`, `tier`). */
function readAddress() {
  const query = new URLSearchParams(typeof window === "undefined" ? "" : window.location.search);
  const plan = query.get("buy");
  const tier = query.get("tier");
  const currency = query.get("currency");
  const chosen: "USD" | "JPY" | null = currency === "USD" || currency === "JPY" ? currency : null;
  return { checkout: query.get("checkout"), buy: plan && tier ? { plan, tier, currency: chosen } : null };
}

/**
 * Billing: the plan and its state, changing it (upgrade through checkout,
 * downgrade and cancel from the period end), setup services and the payment
 * history with receipts. Every price comes from the API's catalogue.
 */
function BillingScreen() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [address] = useState(readAddress);
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: () => sdk.billing.status() });
  const catalog = useQuery({ queryKey: ["billing", "catalog"], queryFn: () => sdk.billing.catalog(), staleTime: 600_000 });
  const orders = useQuery({ queryKey: ["billing", "orders"], queryFn: () => sdk.billing.orders() });

  useEffect(() => {
    if (!address.checkout) return;
    window.history.replaceState(null, "", window.location.pathname);
    void sdk.billing.getCheckout(address.checkout).then(async (checkout) => {
      if (checkout.status !== "complete") return;
      if (checkout.item === "setup_service") {
        const list = await sdk.billing.orders();
        toast.success(t("billing.service_paid", { date: day(list[0]?.due_on, i18n.language) }));
        return;
      }
      const plan = catalog.data?.plans.find((p) => p.code === checkout.item_code);
      toast.success(t("billing.welcome", { plan: plan ? planName(plan, i18n.language) : checkout.item_code }));
    });
  }, [address.checkout, catalog.data, t, i18n.language]);

  const changed = (next: BillingStatus) => {
    client.setQueryData(STATUS_KEY, next);
    void client.invalidateQueries({ queryKey: HISTORY_KEY });
  };

  if (status.isError || catalog.isError) return <LoadFailure onRetry={() => void Promise.all([status.refetch(), catalog.refetch()])} />;
  if (!status.data || !catalog.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  const currency = (status.data.pro_currency ?? status.data.currency ?? (i18n.language.startsWith("ja") ? "JPY" : "USD")) as "USD" | "JPY";
  return (
    <>
      <p className="hint dash-section">{t("billing.lead")}</p>
      <CurrentPlan status={status.data} onChanged={changed} />
      <PlanPicker catalog={catalog.data} status={status.data} buy={address.buy} onChanged={changed} />
      <ServicesSection catalog={catalog.data} orders={orders.data ?? []} currency={currency} />
      <PaymentHistory />
    </>
  );
}

export default withDashboard(BillingScreen, { needsPage: false, texts: ["billing"] });
