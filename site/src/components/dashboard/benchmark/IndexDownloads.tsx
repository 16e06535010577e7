import { apiLinks } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PlanNote } from "../plan/PlanNote.tsx";

const FORMATS = ["html", "csv", "pdf"] as const;

/** The GRI content index as a download in three formats and either language; on a plan without it, the reason and the way to upgrade. */
export function IndexDownloads({ pageId, included }: { pageId: number; included: boolean }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState<"en" | "ja">(uiLanguage(i18n.language));
  return (
    <section className="card dash-section" aria-labelledby="benchmark-index-title" data-testid="benchmark-index">
      <h2 id="benchmark-index-title">{t("benchmark.index.title")}</h2>
      <p>{t("benchmark.index.lead")}</p>
      {included ? (
        <>
          <label className="benchmark-pick">
            {t("benchmark.index.language")}{" "}
            <select value={lang} onChange={(e) => setLang(e.target.value as "en" | "ja")}>
              <option value="en">English</option>
              <option value="ja" lang="ja">
                日本語
              </option>
            </select>
          </label>
          <p className="benchmark-downloads">
            {FORMATS.map((format) => (
              <a key={format} className="button" href={apiLinks.griIndex(pageId, { format, lang })} download>
                {t(`benchmark.index.${format}`)}
              </a>
            ))}
          </p>
        </>
      ) : (
        <PlanNote id="benchmark-index-plan" reason={t("benchmark.index.upgrade")} />
      )}
    </section>
  );
}
