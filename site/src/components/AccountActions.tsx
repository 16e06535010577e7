import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { authClient } from "../lib/auth-client.ts";
import { withIsland } from "./Island.tsx";

/** Resend the verification mail (when unverified) and log out. */
function AccountActions({ email, verified }: { email: string; verified: boolean }) {
  const { t } = useTranslation();

  async function resend() {
    const { error } = await authClient.sendVerificationEmail({ email, callbackURL: `${window.location.origin}/verify-email` });
    if (error) toast.error(error.status === 429 ? t("errors.rate_limited") : t("errors.internal"));
    else toast.success(t("dashboard.resent"));
  }

  async function logout() {
    await fetch("/api/v1/logout/", { credentials: "same-origin" }).catch(() => null);
    window.location.assign("/");
  }

  return (
    <div className="actions">
      {verified ? null : (
        <button type="button" className="button" onClick={resend}>
          {t("dashboard.resend")}
        </button>
      )}
      <button type="button" className="button" onClick={logout}>
        {t("nav.logout")}
      </button>
    </div>
  );
}

export default withIsland(AccountActions);
