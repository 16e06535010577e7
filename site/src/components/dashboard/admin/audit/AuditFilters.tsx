import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type AuditFilter, NO_AUDIT_FILTER } from "../../../../lib/dashboard/admin/audit.ts";
import { Control, describedBy } from "../../form/Control.tsx";

type Props = {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  /** A message per filter (the end before the start, or the server's). */
  errors: Partial<Record<keyof AuditFilter, string>>;
  /** The action names the log may hold, for the select. */
  actions: string[];
  /** An action's label in the interface language. */
  actionLabel: (action: string) => string;
};

const ID = "audit-filter";

/** Which entries the Audit log shows: an action, an admin, a target, a date range, a search. Each change applies as typed. */
export function AuditFilters({ filter, onChange, errors, actions, actionLabel }: Props) {
  const { t } = useTranslation();
  const error = (field: keyof AuditFilter): FieldError | undefined => (errors[field] ? { type: "validate", message: errors[field] } : undefined);
  const set = (field: keyof AuditFilter) => (event: { target: { value: string } }) => onChange({ ...filter, [field]: event.target.value });
  const control = (field: keyof AuditFilter, label: string, input: (id: string) => ReactNode) => (
    <Control id={`${ID}-${field}`} label={label} error={error(field)}>
      {input(`${ID}-${field}`)}
    </Control>
  );
  const text =
    (field: keyof AuditFilter, placeholder: string, type = "text") =>
    (id: string) => (
      <input id={id} type={type} value={filter[field]} onChange={set(field)} placeholder={placeholder} maxLength={200} {...describedBy(id, error(field))} />
    );
  const date = (field: "from" | "to") => (id: string) => (
    <input id={id} type="date" value={filter[field]} onChange={set(field)} {...describedBy(id, error(field))} />
  );
  // The filter from the address is an option before the list of actions has arrived, so the select shows it at once.
  const options = [...new Set(filter.action ? [...actions, filter.action] : actions)].sort((a, b) => actionLabel(a).localeCompare(actionLabel(b)));

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for every browser the team uses; the role says the same.
    <form className="audit-filters card dash-section" role="search" aria-label={t("admin_audit.filters")} onSubmit={(e) => e.preventDefault()}>
      {control("action", t("admin_audit.action"), (id) => (
        <select id={id} value={filter.action} onChange={set("action")} {...describedBy(id, error("action"))}>
          <option value="">{t("admin_audit.any_action")}</option>
          {options.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      ))}
      {control("actor", t("admin_audit.actor"), text("actor", t("admin_audit.actor_placeholder")))}
      {control("target", t("admin_audit.target"), text("target", t("admin_audit.target_placeholder")))}
      {control("from", t("admin_audit.from"), date("from"))}
      {control("to", t("admin_audit.to"), date("to"))}
      {control("q", t("admin_audit.q"), text("q", t("admin_audit.q_placeholder"), "search"))}
      <div className="actions filters-actions">
        <button type="button" className="button" disabled={Object.values(filter).every((v) => !v)} onClick={() => onChange(NO_AUDIT_FILTER)}>
          {t("admin_audit.clear")}
        </button>
      </div>
    </form>
  );
}
