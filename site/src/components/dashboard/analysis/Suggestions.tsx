import type { AnalysisRun, OwnedPage } from "@greenpage/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { categoriesKey, useCategories } from "../contents/queries.ts";

type Suggestion = AnalysisRun["findings"]["suggestions"][number];
type Props = { run: AnalysisRun; page: OwnedPage; canEdit: boolean };

/**
 * Catalogue initiatives that would close the most gaps. "Add to my page"
 * creates the standard initiative through the contents API, as the Contents
 * screen's catalogue choice does (its text and frameworks come from the
 * catalogue), in the page's first category; one already on the page shows
 * as added, whichever run is open.
 */
export function Suggestions({ run, page, canEdit }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useCategories(page.id);
  const [adding, setAdding] = useState<number | null>(null);
  const onPage = new Set((categories.data ?? []).flatMap((c) => c.custom_contents.map((item) => item.standard_initiative_id)));
  const { suggestions } = run.findings;

  const add = async (suggestion: Suggestion) => {
    setAdding(suggestion.standard_initiative_id);
    try {
      const category = categories.data?.find((c) => c.id !== null)?.id ?? null;
      await sdk.contents.create(page.id, { kind: "standard", standard_initiative_id: suggestion.standard_initiative_id, content_category_id: category });
      toast.success(t("ai_analysis.suggestions.added_toast", { title: suggestion.title }));
      await client.invalidateQueries({ queryKey: categoriesKey(page.id) });
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setAdding(null);
    }
  };

  return (
    <section aria-labelledby="analysis-suggestions" data-testid="analysis-suggestions">
      <h3 id="analysis-suggestions">{t("ai_analysis.suggestions.heading")}</h3>
      {suggestions.length === 0 ? (
        <p className="hint">{t("ai_analysis.suggestions.empty")}</p>
      ) : (
        <>
          <p className="hint">{t("ai_analysis.suggestions.lead")}</p>
          <ul className="analysis-suggestions">
            {suggestions.map((s) => (
              <li key={s.standard_initiative_id} className="card analysis-suggestion" data-testid={`suggestion-${s.code}`}>
                <h4 id={`suggestion-${s.standard_initiative_id}`}>{s.title}</h4>
                <p>{s.text}</p>
                <p className="hint">
                  {t("ai_analysis.suggestions.closes")}: {s.closes.map((c) => `${c.code} ${c.title}`).join(" · ")}
                </p>
                {onPage.has(s.standard_initiative_id) ? (
                  <p className="analysis-added" role="status">
                    <span className="status-badge evidence-verified">{t("ai_analysis.suggestions.added")}</span>{" "}
                    <a href="/dashboard/contents">{t("ai_analysis.suggestions.see")}</a>
                  </p>
                ) : canEdit ? (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void add(s)}
                    disabled={adding !== null || !categories.data}
                    aria-busy={adding === s.standard_initiative_id}
                    aria-describedby={`suggestion-${s.standard_initiative_id}`}
                  >
                    {adding === s.standard_initiative_id ? t("ai_analysis.suggestions.adding") : t("ai_analysis.suggestions.add")}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
