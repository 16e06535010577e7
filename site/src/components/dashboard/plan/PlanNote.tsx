import { useTranslation } from "react-i18next";
import { useCan } from "../shell/CurrentPage.tsx";

/**
 * Why a control is off on this page's plan, and where to change the plan:
 * an "Upgrade" link to Billing for the owner (only they can change it); a
 * member is told to ask them. The control itself is disabled and points here
 * with aria-describedby, so it is never offered only to be refused on save.
 */
export function PlanNote({ id, reason, ownPlan = false }: { id: string; reason: string; ownPlan?: boolean }) {
  const { t } = useTranslation();
  // `ownPlan`: the limit is the signed-in user's own account's (their pages), which they upgrade themselves.
  const owner = useCan("owner") || ownPlan;
  return (
    <p id={id} className="plan-note">
      {reason}{" "}
      {owner ? (
        <a href="/dashboard/billing" className="plan-upgrade">
          {t("dash.upgrade")}
        </a>
      ) : (
        t("dash.plan.ask_owner")
      )}
    </p>
  );
}
