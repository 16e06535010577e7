import type { MembersView, TeamInvitation } from "@greenpage/sdk";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkField } from "./CopyLink.tsx";
import { InvitationList } from "./InvitationList.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { day, seatsLeft } from "./members-format.ts";

type Props = { pageId: number; view: MembersView; onChanged: () => Promise<void> };

/**
 * The owner's invitations: a new link (shown once made, to copy), the form
 * while seats are left, else the specification's full-team message with the
 * way to upgrade, and the live links.
 */
export function InviteSection({ pageId, view, onChanged }: Props) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TeamInvitation | null>(null);
  const left = seatsLeft(view.allowance);
  const full = left === 0;

  return (
    <section className="card dash-section" aria-labelledby="invite-title">
      <h2 id="invite-title">{t("members.invite.title")}</h2>
      {created ? <CreatedLink invitation={created} onDone={() => setCreated(null)} /> : null}
      {full ? (
        <div className="card notice team-full" data-testid="team-full">
          <p>
            {t("members.full", { limit: view.allowance.limit })} <a href="/dashboard/billing">{t("members.full_upgrade")}</a>
          </p>
          {view.allowance.pending > 0 ? <p>{t("members.full_revoke")}</p> : null}
        </div>
      ) : (
        <InviteForm
          pageId={pageId}
          seatsLeft={left}
          onCreated={(invitation) => {
            setCreated(invitation);
            void onChanged();
          }}
        />
      )}
      <InvitationList pageId={pageId} invitations={view.invitations} onChanged={onChanged} />
    </section>
  );
}

/** The link just made: focus moves here so it is read (and copied) first. */
function CreatedLink({ invitation, onDone }: { invitation: TeamInvitation; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new link takes the focus again.
  useEffect(() => box.current?.focus(), [invitation.id]);
  const hint = t("members.invite.link_hint", { role: t(`members.roles.${invitation.role}`), date: day(invitation.expires_at, i18n.language) });
  return (
    <section className="card created-link" ref={box} tabIndex={-1} aria-labelledby="created-link-title" data-testid="created-link">
      <h3 id="created-link-title">{t("members.invite.created_title")}</h3>
      <LinkField id="created-link-url" url={invitation.url} hint={hint} />
      {invitation.email ? <p>{t("members.invite.mailed", { email: invitation.email })}</p> : null}
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t("members.invite.done")}
        </button>
      </div>
    </section>
  );
}
