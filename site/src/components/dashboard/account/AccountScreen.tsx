import { withDashboard } from "../shell/DashboardIsland.tsx";
import { ApiKeysSection } from "./ApiKeysSection.tsx";
import { DeleteAccount } from "./DeleteAccount.tsx";
import { NotificationsSection } from "./NotificationsSection.tsx";
import { EmailForm, NameForm, PasswordForm } from "./ProfileForms.tsx";

type Props = { name: string; email: string; emailVerified: boolean };

/** The signed-in person's own settings; needs no page. */
function AccountScreen({ name, email, emailVerified }: Props) {
  return (
    <>
      <section className="card dash-section">
        <NameForm name={name} />
      </section>
      <section className="card dash-section">
        <EmailForm email={email} verified={emailVerified} />
      </section>
      <section className="card dash-section">
        <PasswordForm />
      </section>
      <NotificationsSection />
      <ApiKeysSection />
      <DeleteAccount />
    </>
  );
}

export default withDashboard(AccountScreen, { needsPage: false, texts: ["dashboard-account", "dashboard-contents", "dashboard-share"] });
