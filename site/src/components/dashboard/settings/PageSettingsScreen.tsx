import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import type { CountryOption } from "../../../lib/countries.ts";
import { CountrySection } from "./CountrySection.tsx";
import { DeletePageSection } from "./DeletePageSection.tsx";
import { HandleSection } from "./HandleSection.tsx";
import { ModerationNotice } from "./ModerationNotice.tsx";
import { PublishSection } from "./PublishSection.tsx";
import { VisibilitySection } from "./VisibilitySection.tsx";

type Props = { email: string; emailVerified: boolean; origin: string; countries: CountryOption[] };

function PageSettingsScreen({ email, emailVerified, origin, countries }: Props) {
  const { page, pages } = useCurrentPage();
  return (
    <>
      <PageChip page={page} count={pages.length} />
      <ModerationNotice />
      <PublishSection email={email} emailVerified={emailVerified} />
      <VisibilitySection />
      <HandleSection origin={origin} />
      <CountrySection countries={countries} />
      <DeletePageSection />
    </>
  );
}

export default withDashboard(PageSettingsScreen, { screen: "page_settings", texts: ["dashboard-settings", "dashboard-start", "dashboard-moderation"] });
