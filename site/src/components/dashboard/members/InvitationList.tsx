import type { TeamInvitation } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { isNotFound, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { NamedButton } from "../contents/NamedButton.tsx";
import { useCopyLink } from "./CopyLink.tsx";
import { day } from "./members-format.ts";

type Props = { pageId: number; invitations: TeamInvitation[]; onChanged: () => Promise<void> };

/** The owner's live invite links: what each gives, who made it, how much of it is used, and copying or revoking it. */
export function InvitationList({ pageId, invitations, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const copy = useCopyLink();
  const [revoking, setRevoking] = useState<TeamInvitation | null>(null);
  if (invitations.length === 0) return null;

  const revoke = async (invitation: TeamInvitation) => {
    try {
      await sdk.members.revokeInvitation(pageId, invitation.id);
      toast.success(t("members.pending.revoked"));
    } catch (error) {
      // Already revoked or used up elsewhere: the list simply catches up.
      if (!isNotFound(error)) toastFailure(error, t);
    }
    await onChanged();
  };
  const named = (invitation: TeamInvitation) =>
    t("members.pending.link_of", { role: t(`members.roles.${invitation.role}`), date: day(invitation.expires_at, i18n.language) });

  return (
    <section className="invitations" aria-labelledby="pending-title">
      <h3 id="pending-title">{t("members.pending.title")}</h3>
      <div className="table-wrap">
        <table className="data member-table">
          <caption className="visually-hidden">{t("members.pending.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("members.pending.role")}</th>
              <th scope="col">{t("members.pending.created_by")}</th>
              <th scope="col">{t("members.pending.uses")}</th>
              <th scope="col">{t("members.pending.expires")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("members.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id} data-testid="invitation-row">
                <th scope="row">
                  {t(`members.roles.${invitation.role}`)}
                  {invitation.email ? (
                    <>
                      <br />
                      <small className="hint">{t("members.pending.for", { email: invitation.email })}</small>
                    </>
                  ) : null}
                </th>
                <td data-label={t("members.pending.created_by")}>{invitation.created_by ?? "—"}</td>
                <td data-label={t("members.pending.uses")}>{t("members.pending.uses_value", { uses: invitation.uses, max: invitation.max_uses })}</td>
                <td data-label={t("members.pending.expires")}>
                  <time dateTime={invitation.expires_at}>{day(invitation.expires_at, i18n.language)}</time>
                </td>
                <td>
                  <div className="actions">
                    <NamedButton label={t("members.invite.copy")} target={named(invitation)} onClick={() => void copy(invitation.url)} />
                    <NamedButton
                      className="button small danger-outline"
                      label={t("members.pending.revoke")}
                      target={named(invitation)}
                      onClick={() => setRevoking(invitation)}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revoking ? (
        <ConfirmDialog
          title={t("members.pending.revoke_title")}
          body={t("members.pending.revoke_body")}
          confirmLabel={t("members.pending.revoke_confirm")}
          busyLabel={t("members.pending.revoking")}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
