import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { disclosureLabel, disclosureTitle, searchDisclosures, useFrameworkData } from "../../../lib/dashboard/disclosures.ts";
import type { Language } from "../../../lib/dashboard/page-text.ts";

type Ref = { framework: string; disclosure: string };
type Props = { pageFrameworks: string[]; counted: Ref[]; language: Language; onAdd: (ref: Ref) => void };

/** Adds any disclosure by search: of the page's frameworks (or all), by code, title or keyword. */
export function DisclosurePicker({ pageFrameworks, counted, language, onAdd }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const data = useFrameworkData();
  const [query, setQuery] = useState("");
  const [scope, setScope] = useState<"page" | "all">(pageFrameworks.length > 0 ? "page" : "all");
  const frameworks = scope === "page" ? pageFrameworks : [];
  const isCounted = (framework: string, code: string) => counted.some((c) => c.framework === framework && c.disclosure === code);
  // A few hundred disclosures: searching them on each keystroke costs less than a frame.
  const results = searchDisclosures(data.data ?? [], frameworks, query).filter((o) => !isCounted(o.framework, o.code));

  return (
    <fieldset className="disclosure-picker">
      <legend>{t("contents_screen.disclosures.add")}</legend>
      <div className="row">
        {pageFrameworks.length > 0 ? (
          <label htmlFor={`${id}-scope`} className="field">
            {t("contents_screen.disclosures.framework_filter")}
            <select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as "page" | "all")}>
              <option value="page">{t("contents_screen.disclosures.page_frameworks")}</option>
              <option value="all">{t("contents_screen.disclosures.all_frameworks")}</option>
            </select>
          </label>
        ) : null}
        <label htmlFor={`${id}-search`} className="field">
          {t("contents_screen.disclosures.search")}
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setQuery(e.target.value)}
            // Enter searches as typed; it must not submit the initiative's form around this field.
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          />
        </label>
      </div>
      <small id={`${id}-hint`} className="hint">
        {t("contents_screen.disclosures.search_hint")}
      </small>
      {query.trim() && data.data && results.length === 0 ? <p className="hint">{t("contents_screen.disclosures.no_results")}</p> : null}
      <ul className="disclosure-list" aria-live="polite">
        {results.map((o) => {
          const label = disclosureLabel(o.framework, o.code);
          return (
            <li key={`${o.framework}:${o.code}`}>
              <span className="disclosure-name">
                <strong>{label}</strong> {disclosureTitle(o.title, language)}
              </span>
              <button
                type="button"
                className="button small"
                aria-label={t("contents_screen.disclosures.add_label", { label })}
                onClick={() => {
                  onAdd({ framework: o.framework, disclosure: o.code });
                  setQuery("");
                }}
              >
                {t("contents_screen.disclosures.add_one")}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
