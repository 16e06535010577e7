import { GreenpageError, membersApi } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { browserApi } from "../../lib/browser-api.ts";
import { rememberPageRole, rememberSelectedPage } from "../../lib/dashboard/storage.ts";
import { loginToJoin } from "../../lib/join/links.ts";
import { withIsland } from "../Island.tsx";

const members = membersApi(browserApi);

/** The join page's refusals, by the API's code, in the visitor's language. */
const REFUSALS: Record<string, string> = {
  invitation_expired: "join.expired",
  invitation_revoked: "join.revoked",
  invitation_used_up: "join.used_up",
  invitation_invalid: "join.invalid",
  plan_limit: "join.full",
  rate_limited: "errors.rate_limited",
};

/**
 * Joins the page with the link's token, then makes that page the current one
 * and opens the dashboard on it. A refusal (the link closed meanwhile, the
 * team is full) is said in place; a session that ended sends to log in and back.
 */
function JoinButton({ token, pageName }: { token: string; pageName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function join() {
    setBusy(true);
    setRefusal(null);
    try {
      const joined = await members.join(token);
      rememberSelectedPage(joined.business_id);
      rememberPageRole(joined.business_id, joined.role);
      window.location.assign("/dashboard");
    } catch (error) {
      setBusy(false);
      if (error instanceof GreenpageError && error.status === 401) {
        window.location.assign(loginToJoin(token));
        return;
      }
      const said = error instanceof GreenpageError ? (REFUSALS[error.code] ?? (error.status === 400 ? "join.invalid" : undefined)) : undefined;
      setRefusal(t(said ?? "errors.internal"));
    }
  }

  return (
    <>
      {refusal ? (
        <p className="card alert" role="alert">
          {refusal}
        </p>
      ) : null}
      <p>
        <button type="button" className="button primary" disabled={busy} onClick={() => void join()}>
          {busy ? t("join.joining") : t("join.join", { page: pageName })}
        </button>
      </p>
    </>
  );
}

export default withIsland(JoinButton, { texts: ["join"] });
