import type { AnalyticsReport } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";

/** Clicks on each link block in the window, most first: a bar as wide as its share of the most clicked (clicks are not page views). */
export function LinkClicksCard({ rows }: { rows: AnalyticsReport["link_clicks"] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";
  const most = Math.max(1, ...rows.map((r) => r.clicks));
  const title = t("analytics.link_clicks.title");
  return (
    <section className="card breakdown" aria-labelledby="breakdown-link-clicks" data-testid="breakdown-link_clicks">
      <h3 id="breakdown-link-clicks">{title}</h3>
      {rows.length === 0 ? (
        <p className="hint">{t("analytics.link_clicks.empty")}</p>
      ) : (
        <table className="breakdown-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("analytics.link_clicks.link")}</th>
              <th scope="col">{t("analytics.link_clicks.clicks")}</th>
              <th scope="col">{t("analytics.breakdown.visitors")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = row.title_json[lang] || row.title_json.en || row.title_json.ja || row.url;
              return (
                <tr key={row.link_block_id}>
                  <th scope="row" className="breakdown-name">
                    <span className="breakdown-bar" style={{ width: `${(row.clicks / most) * 100}%` }} aria-hidden="true" />
                    <span className="breakdown-label" title={row.url}>
                      {name}
                    </span>
                  </th>
                  <td>{number.format(row.clicks)}</td>
                  <td>{number.format(row.visitors)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
