import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { type AssessmentSummary, assessmentsIncluded, assessmentsKey, type Questionnaire, questionnairesKey } from "../../../lib/dashboard/assessments.ts";
import { uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { PageChip } from "../PageChip.tsx";
import { PlanNote } from "../plan/PlanNote.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { AssessmentView } from "./AssessmentView.tsx";

const openInAddress = () => Number(new URLSearchParams(window.location.search).get("assessment")) || null;

/** The assessment open on the screen is in the address (`?assessment=`), so a reload or a shared link resumes it. */
function useOpenAssessment(): [number | null, (id: number | null) => void] {
  const [open, setOpen] = useState<number | null>(() => (typeof window === "undefined" ? null : openInAddress()));
  useEffect(() => {
    const onPop = () => setOpen(openInAddress());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const go = (id: number | null) => {
    const url = new URL(window.location.href);
    if (id === null) url.searchParams.delete("assessment");
    else url.searchParams.set("assessment", String(id));
    window.history.pushState(null, "", url);
    setOpen(id);
    window.scrollTo({ top: 0 });
  };
  return [open, go];
}

/**
 * Assessments (Premium): the questionnaires a page can answer, its
 * assessments in progress and the history of completed ones, and the one
 * opened. Other plans see what exists, read-only, and how to upgrade.
 */
function AssessmentsScreen() {
  const { t } = useTranslation();
  const { page, pages } = useCurrentPage();
  const [open, setOpen] = useOpenAssessment();
  const catalogue = useQuery({ queryKey: questionnairesKey, queryFn: () => sdk.assessments.questionnaires(), staleTime: Number.POSITIVE_INFINITY });
  const list = useQuery({ queryKey: assessmentsKey(page.id), queryFn: () => sdk.assessments.list(page.id) });
  const included = assessmentsIncluded(page);

  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("assessments.lead")}</p>
      {included ? null : (
        <div className="card notice dash-section" data-testid="assessments-upgrade">
          <PlanNote id="assessments-plan" reason={t("assessments.plan")} />
        </div>
      )}
      {catalogue.isError || list.isError ? (
        <LoadFailure onRetry={() => void Promise.all([catalogue.refetch(), list.refetch()])} />
      ) : !catalogue.data || !list.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : open !== null ? (
        <AssessmentView id={open} questionnaires={catalogue.data} included={included} onBack={() => setOpen(null)} onOpen={(id) => setOpen(id)} />
      ) : (
        <Overview questionnaires={catalogue.data} assessments={list.data} included={included} onOpen={setOpen} />
      )}
    </>
  );
}

function Overview({
  questionnaires,
  assessments,
  included,
  onOpen,
}: {
  questionnaires: Questionnaire[];
  assessments: AssessmentSummary[];
  included: boolean;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const { page } = useCurrentPage();
  const client = useQueryClient();
  const canStart = useCan("editor") && included;
  const [starting, setStarting] = useState<string | null>(null);
  const title = (code: string) => questionnaires.find((q) => q.code === code)?.title[language] ?? code;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });

  async function start(code: string) {
    setStarting(code);
    try {
      const created = await sdk.assessments.start(page.id, code);
      await client.invalidateQueries({ queryKey: assessmentsKey(page.id) });
      toast.success(t("assessments.started", { title: title(code) }));
      onOpen(created.id);
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setStarting(null);
    }
  }

  return (
    <>
      <section className="dash-section" aria-labelledby="questionnaires-title">
        <h2 id="questionnaires-title">{t("assessments.questionnaires")}</h2>
        <ul className="questionnaire-list">
          {questionnaires.map((q) => {
            const open = assessments.find((a) => a.questionnaire === q.code && a.state === "in_progress");
            const count = q.sections.reduce((n, s) => n + s.questions.length, 0);
            return (
              <li key={q.code} className="card" data-testid={`questionnaire-${q.code}`}>
                <h3>{q.title[language]}</h3>
                <p className="hint">{q.description[language]}</p>
                <p className="hint">{t("assessments.size", { sections: q.sections.length, questions: count })}</p>
                {open ? (
                  <button type="button" className="button" onClick={() => onOpen(open.id)}>
                    {t("assessments.continue", { title: q.title[language] })}
                  </button>
                ) : canStart ? (
                  <button type="button" className="button primary" disabled={starting !== null} onClick={() => void start(q.code)}>
                    {t("assessments.start", { title: q.title[language] })}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="dash-section" aria-labelledby="assessments-title">
        <h2 id="assessments-title">{t("assessments.mine")}</h2>
        {assessments.length === 0 ? (
          <p className="card">{t("assessments.none")}</p>
        ) : (
          <ul className="assessment-list">
            {assessments.map((a) => (
              <li key={a.id} className="card assessment-row" data-testid={`assessment-${a.id}`}>
                <div>
                  <h3>{title(a.questionnaire)}</h3>
                  <p className="hint">
                    <span className={`status-badge assessment-${a.state}`}>{t(`assessments.state.${a.state}`)}</span>{" "}
                    {a.completed_at
                      ? t("assessments.completed_on", { date: when.format(new Date(a.completed_at)) })
                      : t("assessments.started_on", { date: when.format(new Date(a.created_at)), name: a.started_by?.name ?? "—" })}
                  </p>
                  <label className="progress-label">
                    <span>{t("assessments.progress", { answered: a.progress.answered, required: a.progress.required })}</span>
                    <progress max={100} value={a.progress.percent} />
                  </label>
                  {a.overall !== null ? <p className="assessment-score">{t("assessments.overall", { score: a.overall })}</p> : null}
                </div>
                <button type="button" className="button" onClick={() => onOpen(a.id)}>
                  {t(a.state === "completed" ? "assessments.view" : "assessments.open", { title: title(a.questionnaire) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default withDashboard(AssessmentsScreen, { screen: "assessments", texts: ["dashboard-assessments"] });
