import { formatMoney, isNotFound, type PlanHistory, type PlanTarget } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { sdk } from "../../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../../lib/dashboard/page-text.ts";
import { withDashboard } from "../../shell/DashboardIsland.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { When } from "../Pager.tsx";
import { AssignForm, ExtendForm } from "./PlanForms.tsx";
import { HistoryTable, TransactionsTable } from "./PlanRecords.tsx";

type Kind = "user" | "page";
const toTarget = (kind: Kind, value: string): PlanTarget => (kind === "user" ? { user: value } : { page: value });

/**
 * Plans (admin console): find a user or a page, see its subscription,
 * assign a plan (no end or until a date), extend it, refund a payment of
 * the billed account, and read what the team did to it.
 */
function PlansScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>("user");
  const [text, setText] = useState("");
  const [target, setTarget] = useState<PlanTarget | null>(null);
  const client = useQueryClient();
  const key = ["admin", "plans", target] as const;
  const history = useQuery({ queryKey: key, queryFn: () => sdk.admin.plans.history(target!), enabled: target !== null, retry: false });
  const refresh = () => void client.invalidateQueries({ queryKey: key });

  function find(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) setTarget(toTarget(kind, text.trim()));
  }

  return (
    <>
      <p className="hint dash-section">{t("admin_plans.lead")}</p>
      <section className="card dash-section" aria-labelledby={`${id}-find`}>
        <h2 id={`${id}-find`}>{t("admin_plans.find_title")}</h2>
        <search>
          <form className="form admin-filters" onSubmit={find}>
            <fieldset className="admin-kind">
              <legend>{t("admin_plans.kind")}</legend>
              {(["user", "page"] as const).map((k) => (
                <label key={k}>
                  <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} /> {t(`admin_plans.kind_${k}`)}
                </label>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor={`${id}-target`}>{t("admin_plans.target")}</label>
              <input id={`${id}-target`} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
            </div>
            <button type="submit" className="button primary">
              {t("admin_plans.find")}
            </button>
          </form>
        </search>
      </section>
      {target === null ? null : history.isError ? (
        isNotFound(history.error) ? (
          <p className="card" role="status">
            {t("admin_plans.not_found")}
          </p>
        ) : (
          <LoadFailure onRetry={() => void history.refetch()} />
        )
      ) : !history.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <Subscription data={history.data} target={target} onChange={refresh} />
      )}
    </>
  );
}

function Subscription({ data, target, onChange }: { data: PlanHistory; target: PlanTarget; onChange: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = uiLanguage(i18n.language);
  const sub = data.subscription;
  const facts: [string, React.ReactNode][] = sub
    ? [
        [t("admin_plans.plan"), localized(sub.plan.name_json, language)],
        [t("admin_plans.status"), sub.status],
        [t("admin_plans.ends"), sub.ends_at ? <When key="ends" iso={sub.ends_at} /> : t("admin_plans.no_end")],
        ...(sub.current_period_end ? ([[t("admin_plans.period_end"), <When key="end" iso={sub.current_period_end} />]] as [string, React.ReactNode][]) : []),
        [
          t("admin_plans.billed"),
          sub.billed ? `${formatMoney(sub.billed.amount, sub.billed.currency, i18n.language)} / ${sub.billed.interval ?? ""}` : t("admin_plans.free"),
        ],
        ...(sub.scheduled_plan ? ([[t("admin_plans.scheduled"), localized(sub.scheduled_plan.name_json, language)]] as [string, React.ReactNode][]) : []),
      ]
    : [];
  return (
    <div data-testid="plan-subscription">
      <section className="card dash-section" aria-labelledby={`${id}-sub`}>
        <h2 id={`${id}-sub`}>
          {t("admin_plans.subscription_title")}: {data.target.label}
        </h2>
        {data.target.owner ? (
          <p className="hint">
            {t("admin_plans.owner")}: {data.target.owner.email}
          </p>
        ) : null}
        {sub ? (
          <dl className="facts admin-facts">
            {facts.map(([label, value]) => (
              <div key={label} className="fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t("admin_plans.none")}</p>
        )}
      </section>
      <div className="admin-two dash-section">
        <AssignForm target={target} label={data.target.label} current={sub?.plan.code} onDone={onChange} />
        <ExtendForm target={target} onDone={onChange} />
      </div>
      <section className="card dash-section" aria-labelledby={`${id}-tx`}>
        <h2 id={`${id}-tx`}>{t("admin_plans.transactions_title")}</h2>
        <TransactionsTable transactions={data.transactions} onRefunded={onChange} />
      </section>
      <section className="card dash-section" aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t("admin_plans.history_title")}</h2>
        <HistoryTable entries={data.entries} />
      </section>
    </div>
  );
}

export default withDashboard(PlansScreen, { needsPage: false, screen: "admin_plans", texts: ["admin-business", "dashboard-contents"] });
