import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { CreatePageForm } from "./CreatePageForm.tsx";

/** The user's pages (owned or shared with them) and which one is current; choosing one makes it current. */
export function PagesList() {
  const { t, i18n } = useTranslation();
  const { page: current, pages, select } = useCurrentPage();
  const lang = i18n.language.startsWith("ja") ? "ja" : "en";

  return (
    <section className="card dash-section" aria-labelledby="pages-title">
      <h2 id="pages-title">{t("pages_screen.list_title")}</h2>
      <div className="table-wrap">
        <table className="data">
          <thead>
            <tr>
              <th scope="col">{t("pages_screen.name")}</th>
              <th scope="col">{t("pages_screen.state")}</th>
              <th scope="col">{t("pages_screen.plan")}</th>
              <th scope="col">{t("pages_screen.role")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("pages_screen.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => {
              const name = p.name_json?.[lang] || p.name_json?.en || p.name_json?.ja || p.handle;
              return (
                <tr key={p.id} aria-current={p.id === current.id ? "true" : undefined}>
                  <td>
                    <strong>{name}</strong>
                    <br />
                    <small className="hint">@{p.handle}</small>
                  </td>
                  <td>{p.is_published ? t("dash.state.published") : t("dash.state.draft")}</td>
                  <td>{p.page_subscription?.subscription_plan.name_json[lang] ?? p.page_subscription?.subscription_plan.code ?? "—"}</td>
                  <td>{t(`pages_screen.role_${p.role}`)}</td>
                  <td>
                    {p.id === current.id ? (
                      <span className="status-badge on">{t("pages_screen.current")}</span>
                    ) : (
                      <button
                        type="button"
                        className="button small"
                        onClick={() => {
                          select(p.id);
                          toast.success(t("pages_screen.switched", { name }));
                        }}
                      >
                        {t("pages_screen.make_current", { name })}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Switch Pages: the list, and a new page within the plan's limit. */
function PagesScreen({ origin }: { origin: string }) {
  const { page, pages, select } = useCurrentPage();
  return (
    <>
      <PageChip page={page} count={pages.length} />
      <PagesList />
      <CreatePageForm origin={origin} onCreated={(id) => select(id)} />
    </>
  );
}

export default withDashboard(PagesScreen, { texts: ["dashboard-account", "dashboard-start"] });
