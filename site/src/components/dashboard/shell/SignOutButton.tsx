import { useTranslation } from "react-i18next";
import { signOut } from "../../../lib/dashboard/sign-out.ts";
import { withIsland } from "../../Island.tsx";

function SignOutButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="button small" onClick={() => void signOut()}>
      {t("nav.logout")}
    </button>
  );
}

// Always beside a dashboard screen, whose Toaster shows this island's toasts too.
export default withIsland(SignOutButton, { toaster: false });
