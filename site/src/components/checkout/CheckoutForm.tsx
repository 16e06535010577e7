import type { Checkout } from "@greenpage/sdk";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../lib/forms/zod.ts";
import { failureMessage, GreenpageError, sdk } from "../../lib/dashboard/api.ts";
import { money } from "../dashboard/billing/billing-format.ts";
import { Field } from "../Field.tsx";
import { withIsland } from "../Island.tsx";

const CARD_FIELDS = ["card_number", "expiry", "cvc"] as const;

/**
 * The built-in payment provider's hosted checkout (no Stripe configured):
 * a card form that takes Stripe's test numbers, the authentication step
 * some cards ask for, and the way back to Billing. With Stripe configured,
 * checkouts live on Stripe and this page sends the owner there.
 */
function CheckoutForm({ checkoutId }: { checkoutId: string }) {
  const { t, i18n } = useTranslation();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const schema = z.object({
    card_number: z.string().trim().min(1, t("form.required")),
    expiry: z.string().trim().min(1, t("form.required")),
    cvc: z.string().trim().min(1, t("form.required")),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { card_number: "", expiry: "", cvc: "" },
  });

  useEffect(() => {
    sdk.billing.getCheckout(checkoutId).then(
      (found) => {
        if (found.provider !== "test" && found.status === "open") window.location.assign(found.url);
        setCheckout(found);
      },
      (error) => setProblem(failureMessage(error, t("errors.internal"))),
    );
  }, [checkoutId, t]);

  useEffect(() => {
    if (checkout?.status !== "complete") return;
    const timer = setTimeout(() => window.location.assign(`/dashboard/billing?checkout=${checkout.id}`), 1200);
    return () => clearTimeout(timer);
  }, [checkout]);

  function refused(error: unknown) {
    if (error instanceof GreenpageError && error.kind === "field_errors") {
      for (const field of CARD_FIELDS) {
        const message = error.fieldError(field);
        if (message) setError(field, { type: "server", message }, { shouldFocus: true });
      }
      return;
    }
    const message = failureMessage(error, t("errors.internal"));
    setProblem(message);
    toast.error(message);
  }

  const pay = handleSubmit(async (values) => {
    setProblem(null);
    try {
      setCheckout(await sdk.billing.payTestCheckout(checkoutId, values));
    } catch (error) {
      refused(error);
    }
  });

  async function authenticate(approve: boolean) {
    setProblem(null);
    try {
      setCheckout(await sdk.billing.authenticateTestCheckout(checkoutId, approve));
    } catch (error) {
      refused(error);
      setCheckout(await sdk.billing.getCheckout(checkoutId));
    }
  }

  if (!checkout) return problem ? <Closed message={problem} /> : <p aria-busy="true">{t("dash.loading")}</p>;
  const amount = money(checkout.amount, checkout.currency, i18n.language);
  const closed = checkout.status === "expired" ? t("checkout.expired") : null;
  const interval = checkout.interval ? t(`billing.interval.${checkout.interval}`) : "";
  const item =
    checkout.item === "subscription"
      ? t("checkout.plan_item", { plan: t(`billing.item.${checkout.item_code}`), interval })
      : t("checkout.service_item", { service: t(`billing.service.${checkout.item_code}`) });

  return (
    <div className="card checkout-card">
      <p className="notice" role="note">
        {t("checkout.test_mode")}
      </p>
      <p>{t("checkout.summary")}</p>
      <p className="checkout-amount" data-testid="checkout-amount">
        {amount}
      </p>
      <p>{item}</p>
      {checkout.item === "subscription" && checkout.amount !== checkout.full_amount ? (
        <p className="hint">{t("checkout.upgrade_note", { price: money(checkout.full_amount, checkout.currency, i18n.language), interval })}</p>
      ) : null}
      {problem ? (
        <p className="error" role="alert" data-testid="checkout-error">
          {problem}
        </p>
      ) : null}
      {checkout.status === "complete" ? (
        <p role="status" data-testid="checkout-complete">
          {t("checkout.complete")}
        </p>
      ) : closed ? (
        <Closed message={closed} />
      ) : checkout.status === "requires_action" ? (
        <section aria-labelledby="checkout-auth-title">
          <h2 id="checkout-auth-title">{t("checkout.authenticate_title")}</h2>
          <p>{t("checkout.authenticate_lead")}</p>
          <div className="actions">
            <button type="button" className="button primary" onClick={() => void authenticate(true)}>
              {t("checkout.approve")}
            </button>
            <button type="button" className="button" onClick={() => void authenticate(false)}>
              {t("checkout.fail")}
            </button>
          </div>
        </section>
      ) : (
        <form onSubmit={pay} noValidate className="form" aria-label={t("checkout.title")}>
          <Field
            id="card_number"
            label={t("checkout.card_number")}
            registration={register("card_number")}
            error={formState.errors.card_number}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
          <div className="checkout-row">
            <Field
              id="expiry"
              label={t("checkout.expiry")}
              registration={register("expiry")}
              error={formState.errors.expiry}
              autoComplete="cc-exp"
              placeholder="12/34"
            />
            <Field
              id="cvc"
              label={t("checkout.cvc")}
              registration={register("cvc")}
              error={formState.errors.cvc}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
            />
          </div>
          <button type="submit" className="button primary" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("checkout.paying") : t("checkout.pay", { amount })}
          </button>
        </form>
      )}
      <p>
        <a href="/dashboard/billing">{t("checkout.back")}</a>
      </p>
    </div>
  );
}

function Closed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <p role="alert">{message}</p>
      <a className="button" href="/dashboard/billing">
        {t("checkout.back")}
      </a>
    </div>
  );
}

export default withIsland(CheckoutForm, { texts: ["billing", "dashboard"] });
