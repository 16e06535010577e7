import type { InvitedRole, Member, MembersView } from "@greenpage/sdk";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { NamedButton } from "../contents/NamedButton.tsx";
import { day, INVITED_ROLES } from "./members-format.ts";

type Props = {
  pageId: number;
  view: MembersView;
  /** Refetch the team (and its activity) after a change. */
  onChanged: () => Promise<void>;
};

/**
 * Who is on the page. The owner changes each member's role and removes
 * members; the owner's own row has neither (the owner changes only by a
 * handover). Everyone else reads the list.
 */
export function MemberTable({ pageId, view, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // A role picked but not yet saved, per member: arrowing through the list must not save every step.
  const [picked, setPicked] = useState<Record<string, InvitedRole>>({});
  const owner = view.my_role === "owner";

  const changeRole = async (member: Member, role: InvitedRole) => {
    setBusy(member.user_id);
    try {
      await sdk.members.setRole(pageId, member.user_id, role);
      toast.success(t("members.role_changed", { name: member.name, role: t(`members.roles.${role}`) }));
      setPicked(({ [member.user_id]: _saved, ...rest }) => rest);
      await onChanged();
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(null);
    }
  };
  const remove = async (member: Member) => {
    try {
      await sdk.members.remove(pageId, member.user_id);
      toast.success(t("members.removed", { name: member.name }));
    } catch (error) {
      toastFailure(error, t);
    }
    await onChanged();
  };

  return (
    <>
      <div className="table-wrap">
        <table className="data member-table">
          <caption className="visually-hidden">{t("members.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("members.name")}</th>
              <th scope="col">{t("members.email")}</th>
              <th scope="col">{t("members.role")}</th>
              <th scope="col">{t("members.joined")}</th>
              {owner ? (
                <th scope="col">
                  <span className="visually-hidden">{t("members.actions")}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {view.members.map((member) => (
              <tr key={member.user_id} data-testid="member-row">
                <th scope="row">
                  {member.name} {member.is_me ? <span className="hint">{t("members.you")}</span> : null}
                </th>
                <td data-label={t("members.email")}>{member.email}</td>
                <td data-label={t("members.role")}>
                  {owner && member.role !== "owner" ? (
                    <div className="role-pick">
                      <select
                        className="role-select"
                        aria-label={t("members.role_of", { name: member.name })}
                        value={picked[member.user_id] ?? member.role}
                        disabled={busy === member.user_id}
                        onChange={(e) => setPicked((all) => ({ ...all, [member.user_id]: e.target.value as InvitedRole }))}
                      >
                        {INVITED_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`members.roles.${role}`)}
                          </option>
                        ))}
                      </select>
                      {picked[member.user_id] && picked[member.user_id] !== member.role ? (
                        <NamedButton
                          className="button small"
                          label={t("members.save_role")}
                          target={member.name}
                          disabled={busy === member.user_id}
                          onClick={() => void changeRole(member, picked[member.user_id]!)}
                        />
                      ) : null}
                    </div>
                  ) : (
                    t(`members.roles.${member.role}`)
                  )}
                </td>
                <td data-label={t("members.joined")}>
                  <time dateTime={member.joined_at}>{day(member.joined_at, i18n.language)}</time>
                </td>
                {owner ? (
                  <td>
                    {member.role !== "owner" ? (
                      <NamedButton
                        className="button small danger-outline"
                        label={t("members.remove")}
                        target={member.name}
                        onClick={() => setRemoving(member)}
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removing ? (
        <ConfirmDialog
          title={t("members.remove_title", { name: removing.name })}
          body={t("members.remove_body", { name: removing.name })}
          confirmLabel={t("members.remove_confirm")}
          busyLabel={t("members.removing")}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
