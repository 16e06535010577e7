import type { MembersView } from "@greenpage/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastAccountFailure, toastFailure } from "../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { PAGES_KEY } from "../shell/CurrentPage.tsx";
import { day } from "./members-format.ts";

type Props = { pageId: number; pageName: string; view: MembersView; onChanged: () => Promise<void> };

/**
 * The owner offers the page to a member; nothing changes until that member
 * accepts. A waiting offer is shown with the way to withdraw it.
 */
export function HandoverSection({ pageId, pageName, view, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const candidates = view.members.filter((m) => m.role !== "owner");
  const [chosen, setChosen] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const taker = candidates.find((m) => m.user_id === chosen);

  const offer = async () => {
    if (!taker) return;
    try {
      await sdk.members.offerOwnership(pageId, taker.user_id);
      toast.success(t("members.handover.offered", { name: taker.name }));
      setChosen("");
    } catch (error) {
      toastFailure(error, t);
    }
    await onChanged();
  };
  const withdraw = async () => {
    setBusy(true);
    try {
      await sdk.members.cancelOwnership(pageId);
      toast.success(t("members.handover.withdrawn"));
    } catch (error) {
      toastFailure(error, t);
    }
    await onChanged();
    setBusy(false);
  };

  return (
    <section className="card dash-section" aria-labelledby="handover-title">
      <h2 id="handover-title">{t("members.handover.title")}</h2>
      <p className="hint">{t("members.handover.lead")}</p>
      {view.transfer ? (
        <div className="actions handover-pending" data-testid="handover-pending">
          <p>{t("members.handover.pending", { name: view.transfer.to.name, date: day(view.transfer.expires_at, i18n.language) })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void withdraw()}>
            {t("members.handover.withdraw")}
          </button>
        </div>
      ) : candidates.length === 0 ? (
        <p>{t("members.handover.no_members")}</p>
      ) : (
        <form
          className="form handover-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (taker) setConfirming(true);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-taker`}>{t("members.handover.member")}</label>
            <select id={`${id}-taker`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t("members.handover.choose")}</option>
              {candidates.map((m) => (
                <option key={m.user_id} value={m.user_id}>
                  {m.name} ({m.email})
                </option>
              ))}
            </select>
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={!taker}>
              {t("members.handover.offer")}
            </button>
          </div>
        </form>
      )}
      {confirming && taker ? (
        <ConfirmDialog
          title={t("members.handover.confirm_title", { page: pageName, name: taker.name })}
          body={t("members.handover.confirm_body", { name: taker.name })}
          confirmLabel={t("members.handover.confirm")}
          busyLabel={t("members.handover.offering")}
          onConfirm={offer}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

/** The member a page was offered to: accept (they own it, on their plan) or decline. */
export function HandoverBanner({ pageId, pageName, view, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const transfer = view.transfer;
  const me = view.members.find((m) => m.is_me);
  if (!transfer || !me || transfer.to.user_id !== me.user_id) return null;

  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) {
        await sdk.members.acceptOwnership(pageId);
        toast.success(t("members.handover.accepted", { page: pageName }));
        // The role on each screen comes from the pages list: it changed.
        await client.invalidateQueries({ queryKey: PAGES_KEY });
      } else {
        await sdk.members.cancelOwnership(pageId);
        toast.success(t("members.handover.declined"));
      }
    } catch (error) {
      // Taking the page over is refused by the taker's own plan: they are the one to upgrade.
      toastAccountFailure(error, t);
    }
    await onChanged();
    setBusy(false);
  };

  return (
    <section className="card notice dash-section handover-banner" aria-labelledby="handover-banner-title" data-testid="handover-offer">
      <h2 id="handover-banner-title">{t("members.handover.banner_title", { name: transfer.from.name })}</h2>
      <p>{t("members.handover.banner", { name: transfer.from.name, page: pageName, date: day(transfer.expires_at, i18n.language) })}</p>
      <div className="actions">
        <button type="button" className="button primary" disabled={busy} onClick={() => void answer(true)}>
          {t("members.handover.accept")}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void answer(false)}>
          {t("members.handover.decline")}
        </button>
      </div>
    </section>
  );
}
