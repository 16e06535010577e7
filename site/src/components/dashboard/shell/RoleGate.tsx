import type { PageRole } from "@greenpage/sdk";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { hasRole } from "../../../lib/dashboard/roles.ts";
import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "./CurrentPage.tsx";

/**
 * A screen for at least `least` on the current page. A member below that sees
 * which page is current, why the screen is not theirs and the way home,
 * instead of controls the API would refuse.
 */
export function RoleGate({ least, children }: { least: PageRole | null; children: ReactNode }) {
  const { t } = useTranslation();
  const { page, pages } = useCurrentPage();
  if (hasRole(page.role, least)) return children;
  return (
    <>
      <PageChip page={page} count={pages.length} />
      <section className="card notice dash-section" data-testid="role-gate">
        <p>{least === "owner" ? t("dash.gate.needs_owner", { role: t(`dash.role.${page.role}`) }) : t("dash.gate.needs_editor")}</p>
        <a className="button" href="/dashboard">
          {t("dash.gate.home")}
        </a>
      </section>
    </>
  );
}
