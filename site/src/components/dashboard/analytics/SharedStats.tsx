import { type AnalyticsWindow, analyticsApi, GreenpageError, isNotFound, isPlanLimit, isRateLimited, type SharedStats as Shared } from "@greenpage/sdk";
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../../lib/browser-api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { withIsland } from "../../Island.tsx";
import { ReportView } from "./ReportView.tsx";
import { SharedPasswordForm, sharedAccess } from "./SharedPasswordForm.tsx";
import { WindowControls } from "./WindowControls.tsx";

const analytics = analyticsApi(browserApi);

/**
 * The link's numbers for a window: the one asked for, else 30 days, or 7
 * when the page's plan keeps fewer (the link says its plan only with an answer).
 */
type Credentials = { access: string | null; password: string | null };

async function readShared(token: string, credentials: Credentials, days: AnalyticsWindow | null, compare: boolean): Promise<Shared> {
  const { access, password } = credentials;
  const proof = access ? { access } : password ? { password } : {};
  const ask = (d: number) => analytics.shared({ token, ...proof, days: d, compare });
  if (days !== null) return ask(days);
  try {
    return await ask(30);
  } catch (error) {
    if (isPlanLimit(error)) return ask(7);
    throw error;
  }
}

/** Why the link shows no numbers, when the answer says it needs a password (none given, or a wrong one). */
function passwordProblem(error: unknown): "required" | "incorrect" | null {
  if (!(error instanceof GreenpageError)) return null;
  if (error.code === "share_password_required") return "required";
  return error.kind === "field_errors" && error.fieldErrors.password ? "incorrect" : null;
}

function Failure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isNotFound(error))
    return (
      <p className="card notice error" role="alert" data-testid="shared-stats-gone">
        {t("analytics.shared.not_found")}
      </p>
    );
  if (isRateLimited(error))
    return (
      <p className="card notice error" role="alert">
        {t("errors.rate_limited")}
      </p>
    );
  return (
    <p className="card notice error" role="alert">
      {t("errors.network")}{" "}
      <button type="button" className="button small" onClick={onRetry}>
        {t("analytics.shared.retry")}
      </button>
    </p>
  );
}

/**
 * A page's Analytics through a stats link, signed out and read-only: the same
 * report as the dashboard's within the windows the page's plan keeps, and a
 * password first when the link has one (kept for this tab only).
 */
function SharedStatsView({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  // Read by each request, not keys of it: earning a pass must not read the same window again.
  const credentials = useRef<Credentials>({ access: sharedAccess.read(token), password: null });
  const [tries, setTries] = useState(0);
  const [picked, setPicked] = useState<AnalyticsWindow | null>(null);
  const [compare, setCompare] = useState(false);
  const shared = useQuery({
    queryKey: ["shared-stats", token, tries, picked, compare],
    queryFn: async () => {
      try {
        const answer = await readShared(token, credentials.current, picked, compare);
        // The password is sent once; the pass it earned opens the next windows.
        if (answer.access && answer.access !== credentials.current.access) sharedAccess.keep(token, answer.access);
        credentials.current = { access: answer.access, password: null };
        return answer;
      } catch (error) {
        if (passwordProblem(error)) {
          sharedAccess.forget(token);
          credentials.current = { access: null, password: null };
        }
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    // A window once read is kept for the tab.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const problem = shared.isError ? passwordProblem(shared.error) : null;
  if (problem) {
    return (
      <SharedPasswordForm
        incorrect={problem === "incorrect"}
        onSubmit={(value) => {
          credentials.current = { access: null, password: value };
          setTries((n) => n + 1);
        }}
      />
    );
  }
  if (shared.isError) return <Failure error={shared.error} onRetry={() => void shared.refetch()} />;
  if (!shared.data) return <p aria-busy="true">{t("analytics.shared.loading")}</p>;
  const { page, report } = shared.data;
  const name = localized(page.name_json, uiLanguage(i18n.language)) || page.handle;
  return (
    <>
      <p className="shared-stats-page" data-testid="shared-stats-page">
        <strong>{name}</strong> (@{page.handle}) ·{" "}
        <a href={`/${page.handle}`} target="_blank" rel="noopener">
          {t("analytics.shared.view_page")}
        </a>
      </p>
      <p className="hint">{t("analytics.shared.lead")}</p>
      <WindowControls
        days={picked ?? (report.window_days as AnalyticsWindow)}
        limit={page.analytics_window_days}
        onDays={setPicked}
        compare={compare}
        onCompare={setCompare}
      />
      <ReportView
        report={report}
        handle={page.handle}
        busy={shared.isPlaceholderData}
        empty={<p className="card analytics-empty">{t("analytics.shared.empty")}</p>}
      />
    </>
  );
}

function SharedStats({ token }: { token: string }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <SharedStatsView token={token} />
    </QueryClientProvider>
  );
}

export default withIsland(SharedStats, { texts: ["dashboard-analytics"] });
