import { PageChip } from "../PageChip.tsx";
import { useCurrentPage } from "../shell/CurrentPage.tsx";
import { withDashboard } from "../shell/DashboardIsland.tsx";
import { LinkBlocksEditor } from "../links/LinkBlocksEditor.tsx";
import { LinksForm } from "./LinksForm.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { StyleForm } from "./StyleForm.tsx";

/** Profile, style, link blocks and links: each saved on its own. */
function CustomizationScreen({ maxImageBytes }: { maxImageBytes: number }) {
  const { page, pages } = useCurrentPage();
  return (
    <>
      <PageChip page={page} count={pages.length} />
      <section className="card dash-section" id="profile">
        <ProfileForm maxImageBytes={maxImageBytes} />
      </section>
      <section className="card dash-section" id="style">
        <StyleForm />
      </section>
      <section className="card dash-section" id="link-blocks">
        <LinkBlocksEditor maxImageBytes={maxImageBytes} />
      </section>
      <section className="card dash-section" id="links">
        <LinksForm />
      </section>
    </>
  );
}

export default withDashboard(CustomizationScreen, { screen: "customization", texts: ["dashboard-contents", "dashboard-customization", "dashboard-start"] });
