import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { authClient } from "../lib/auth-client.ts";
import { withIsland } from "./Island.tsx";

/** Resends the verification mail while the email is unverified (sign-out lives in the dashboard header). */
function AccountActions({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation();

  async function resend() {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: `${window.location.origin}/verify-email` });
    if (error) toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    else toast.success(t("dashboard.resent"));
  }

  if (verified) return null;
  return (
    <div className="actions">
      <button type="button" className="button" onClick={resend}>
        {t("dashboard.resend")}
      </button>
    </div>
  );
}

// Always beside a dashboard screen, whose Toaster shows this island's toasts too.
export default withIsland(AccountActions, { toaster: false });
