import type { ShareLink } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { isNotFound, sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { NamedButton } from "../contents/NamedButton.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { localDay } from "./analytics-format.ts";
import { ShareLinkForm } from "./ShareLinkForm.tsx";

export const shareLinksKey = (pageId: number) => ["analytics", pageId, "share-links"] as const;

/** Puts a stats link on the clipboard; where the browser refuses, the field showing it (if any) is selected for Ctrl+C. */
function useCopyLink() {
  const { t } = useTranslation();
  return async (url: string, fieldId?: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("analytics.share.copied"));
    } catch {
      if (fieldId) (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast.info(t("analytics.share.copy_manually"));
    }
  };
}

/** The link just made, in a field to copy from: focus moves here so it is read first. */
function CreatedLink({ link, onDone }: { link: ShareLink; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = useCopyLink();
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new link takes the focus again.
  useEffect(() => box.current?.focus(), [link.id]);
  return (
    <section className="card created-share-link" ref={box} tabIndex={-1} aria-labelledby="created-share-link-title" data-testid="created-share-link">
      <h3 id="created-share-link-title">{t("analytics.share.created_title")}</h3>
      <div className="field">
        <label htmlFor="created-share-link-url">{t("analytics.share.link")}</label>
        <div className="copy-field">
          <input id="created-share-link-url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button primary" onClick={() => void copy(link.url, "created-share-link-url")}>
            {t("analytics.share.copy")}
          </button>
        </div>
        <small className="hint">{link.has_password ? t("analytics.share.created_with_password") : t("analytics.share.created_open")}</small>
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t("analytics.share.done")}
        </button>
      </div>
    </section>
  );
}

/** The links that still work: what each is called, whether it asks a password, who made it when; copy or revoke. */
function LinkList({ pageId, links, onChanged }: { pageId: number; links: ShareLink[]; onChanged: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const copy = useCopyLink();
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  if (links.length === 0) return <p className="hint">{t("analytics.share.none")}</p>;
  const named = (link: ShareLink) => link.name || t("analytics.share.unnamed", { date: localDay(link.created_at, i18n.language) });
  const revoke = async (link: ShareLink) => {
    try {
      await sdk.analytics.revokeShareLink(pageId, link.id);
      toast.success(t("analytics.share.revoked"));
    } catch (error) {
      // Revoked elsewhere already: the list simply catches up.
      if (!isNotFound(error)) toastFailure(error, t);
    }
    await onChanged();
  };
  return (
    <div className="table-wrap">
      <table className="data share-link-table">
        <caption className="visually-hidden">{t("analytics.share.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("analytics.share.name")}</th>
            <th scope="col">{t("analytics.share.password")}</th>
            <th scope="col">{t("analytics.share.created")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("analytics.share.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <tr key={link.id} data-testid="share-link-row">
              <th scope="row">{named(link)}</th>
              <td data-label={t("analytics.share.password")}>{link.has_password ? t("analytics.share.protected") : t("analytics.share.open")}</td>
              <td data-label={t("analytics.share.created")}>
                <time dateTime={link.created_at}>{localDay(link.created_at, i18n.language)}</time>
                {link.created_by ? <span className="hint"> · {link.created_by.name}</span> : null}
              </td>
              <td>
                <div className="actions">
                  <NamedButton label={t("analytics.share.copy")} target={named(link)} onClick={() => void copy(link.url)} />
                  <NamedButton
                    className="button small danger-outline"
                    label={t("analytics.share.revoke")}
                    target={named(link)}
                    onClick={() => setRevoking(link)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking ? (
        <ConfirmDialog
          title={t("analytics.share.revoke_title", { name: named(revoking) })}
          body={t("analytics.share.revoke_body")}
          confirmLabel={t("analytics.share.revoke")}
          busyLabel={t("analytics.share.revoking")}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </div>
  );
}

/**
 * Read-only links to these numbers (Plausible-style), for editors and the
 * owner: anyone with one sees this screen's report without signing in, and a
 * revoked link stops working at once.
 */
export function ShareLinks({ pageId }: { pageId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const links = useQuery({ queryKey: shareLinksKey(pageId), queryFn: () => sdk.analytics.shareLinks(pageId) });
  const [created, setCreated] = useState<ShareLink | null>(null);
  const onChanged = () => client.invalidateQueries({ queryKey: shareLinksKey(pageId) });
  return (
    <section className="card dash-section" aria-labelledby="share-links-title">
      <h2 id="share-links-title">{t("analytics.share.title")}</h2>
      <p className="hint">{t("analytics.share.lead")}</p>
      {created ? <CreatedLink link={created} onDone={() => setCreated(null)} /> : null}
      <ShareLinkForm
        pageId={pageId}
        onCreated={(link) => {
          setCreated(link);
          void onChanged();
        }}
      />
      <h3 className="share-links-subtitle">{t("analytics.share.list_title")}</h3>
      {links.isError ? (
        <LoadFailure onRetry={() => void links.refetch()} />
      ) : !links.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : (
        <LinkList pageId={pageId} links={links.data.results} onChanged={onChanged} />
      )}
    </section>
  );
}
