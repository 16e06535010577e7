import type { MembersView } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { ActivityList } from "./ActivityList.tsx";
import { HandoverBanner, HandoverSection } from "./Handover.tsx";
import { InviteSection } from "./InviteSection.tsx";
import { MemberTable } from "./MemberTable.tsx";
import { allowanceText, membersKey } from "./members-format.ts";

/**
 * Members: who works on the current page and in which role, the plan's
 * allowance, invite links, handing the page over and what each member
 * changed. The owner manages; editors and viewers read, and may leave.
 */
export function MembersScreen() {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  const client = useQueryClient();
  const team = useQuery({ queryKey: membersKey(page.id), queryFn: () => sdk.members.list(page.id) });
  const onChanged = () => client.invalidateQueries({ queryKey: membersKey(page.id) });
  const pageName = localized(page.name_json, uiLanguage(i18n.language)) || page.handle;

  if (team.isError) return <LoadFailure onRetry={() => void team.refetch()} />;
  if (!team.data) return <p aria-busy="true">{t("dash.loading")}</p>;
  const view = team.data;
  const props = { pageId: page.id, pageName, view, onChanged };
  const owner = view.my_role === "owner";
  return (
    <>
      <PageChip page={page} count={pages.length} />
      <p className="hint dash-section">{t("members.lead")}</p>
      <HandoverBanner {...props} />
      <section className="card dash-section" aria-labelledby="members-title">
        <h2 id="members-title">{t("members.list_title")}</h2>
        <Allowance view={view} />
        <MemberTable {...props} />
        {owner ? null : <LeavePage pageId={page.id} pageName={pageName} others={pages.length - 1} />}
      </section>
      {owner ? <InviteSection {...props} /> : null}
      {owner ? <HandoverSection {...props} /> : null}
      <ActivityList pageId={page.id} />
    </>
  );
}

function Allowance({ view }: { view: MembersView }) {
  const { t, i18n } = useTranslation();
  const { pending } = view.allowance;
  return (
    <p className="allowance">
      <strong data-testid="members-allowance">{allowanceText(view.allowance, t, i18n.language)}</strong>
      {pending > 0 ? <span className="hint"> {t("members.allowance.pending", { count: pending })}</span> : null}
    </p>
  );
}

/** An editor or viewer leaves the page, then goes to their other pages (or the dashboard, which starts a page when none is left). */
function LeavePage({ pageId, pageName, others }: { pageId: number; pageName: string; others: number }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const leave = async () => {
    try {
      await sdk.members.leave(pageId);
      toast.success(t("members.left", { page: pageName }));
      rememberSelectedPage(null);
      window.location.assign(others > 0 ? "/dashboard/pages" : "/dashboard");
    } catch (error) {
      toastFailure(error, t);
    }
  };
  return (
    <>
      <p className="hint">{t("members.read_only")}</p>
      <div className="actions">
        <button type="button" className="button danger-outline" onClick={() => setAsking(true)}>
          {t("members.leave")}
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={t("members.leave_title")}
          body={t("members.leave_body", { page: pageName })}
          confirmLabel={t("members.leave")}
          busyLabel={t("members.leaving")}
          onConfirm={leave}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}

export default withDashboard(MembersScreen, { screen: "members", texts: ["dashboard-members", "dashboard-contents"] });
