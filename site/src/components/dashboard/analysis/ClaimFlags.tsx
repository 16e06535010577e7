import type { AnalysisFindings } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";
import { contentsEditLink } from "../../../lib/dashboard/contents/edit-link.ts";

/** Generic environmental claims made without evidence, each with why it matters, the law and a link to the item's editor. */
export function ClaimFlags({ flags }: { flags: AnalysisFindings["claim_flags"] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="analysis-flags" data-testid="analysis-flags">
      <h3 id="analysis-flags">{t("ai_analysis.flags.heading")}</h3>
      {flags.length === 0 ? (
        <p className="hint">{t("ai_analysis.flags.empty")}</p>
      ) : (
        <>
          <p className="hint">{t("ai_analysis.flags.lead")}</p>
          <ul className="analysis-flags">
            {flags.map((flag) => (
              <li key={`${flag.item_type}-${flag.item_id}-${flag.claim}`} className="card analysis-flag">
                <p>
                  <strong className="analysis-phrase">{flag.phrase}</strong> {flag.text}
                </p>
                <details>
                  <summary>{t("ai_analysis.flags.why")}</summary>
                  <p>
                    {flag.why}{" "}
                    <a href={flag.law.url} rel="noopener noreferrer" target="_blank" lang="en">
                      {flag.law.citation}
                    </a>
                  </p>
                </details>
                <a className="button" href={contentsEditLink(flag.item_type === "news" ? "news" : "initiative", flag.item_id)}>
                  {t("ai_analysis.flags.edit", { title: flag.title })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
