import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ApiKey, CreatedApiKey } from "@greenpage/sdk";
import { isNotFound, sdk, toastAccountFailure } from "../../../lib/dashboard/api.ts";
import { ConfirmDialog } from "../contents/ConfirmDialog.tsx";
import { NamedButton } from "../contents/NamedButton.tsx";
import { CopyField } from "../share/CopyField.tsx";
import { LoadFailure } from "../shell/LoadFailure.tsx";
import { CreateApiKeyForm } from "./CreateApiKeyForm.tsx";

const KEYS = ["api-keys"] as const;
const shown = (key: ApiKey) => `gpk_${key.prefix}…`;

/**
 * Keys for the CLI, the SDK and scripts: each acts as this user. A new key is
 * shown once, right after it is made; the list only tells keys apart.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const keys = useQuery({ queryKey: KEYS, queryFn: () => sdk.apiKeys.list() });
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const revoked = useRef(false);
  // The revoked row and its button are gone: once the dialog has closed, keep the keyboard in this section.
  useEffect(() => {
    if (revoking || !revoked.current) return;
    revoked.current = false;
    heading.current?.focus();
  }, [revoking]);

  // No toast: focus moves to the new key's notice, which says it all.
  const onCreated = (key: CreatedApiKey) => {
    setCreated(key);
    void client.invalidateQueries({ queryKey: KEYS });
  };
  const revoke = async (key: ApiKey) => {
    try {
      await sdk.apiKeys.revoke(key.id);
      toast.success(t("api_keys.revoked", { name: key.name }));
      if (created?.id === key.id) setCreated(null);
    } catch (error) {
      // Already revoked (in another tab, say): the list simply catches up.
      if (!isNotFound(error)) toastAccountFailure(error, t);
    }
    revoked.current = true;
    await client.invalidateQueries({ queryKey: KEYS });
  };

  return (
    <section className="card dash-section api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title" ref={heading} tabIndex={-1}>
        {t("api_keys.title")}
      </h2>
      <p className="hint">{t("api_keys.lead")}</p>
      {created ? (
        <NewKey
          created={created}
          onDone={() => {
            setCreated(null);
            heading.current?.focus();
          }}
        />
      ) : null}
      {keys.isError ? (
        <LoadFailure onRetry={() => void keys.refetch()} />
      ) : !keys.data ? (
        <p aria-busy="true">{t("dash.loading")}</p>
      ) : keys.data.length === 0 ? (
        <p>{t("api_keys.empty")}</p>
      ) : (
        <KeyTable keys={keys.data} onRevoke={setRevoking} />
      )}
      <CreateApiKeyForm onCreated={onCreated} />
      {revoking ? (
        <ConfirmDialog
          title={t("api_keys.revoke_title")}
          body={t("api_keys.revoke_body", { name: revoking.name, prefix: shown(revoking) })}
          confirmLabel={t("api_keys.revoke_confirm")}
          busyLabel={t("api_keys.revoking")}
          onConfirm={() => revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}

function KeyTable({ keys, onRevoke }: { keys: ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const date = (iso: string, format: Intl.DateTimeFormat) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;
  const now = Date.now();
  return (
    <div className="table-wrap">
      <table className="data api-key-table">
        <caption className="visually-hidden">{t("api_keys.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("api_keys.name")}</th>
            <th scope="col">{t("api_keys.key")}</th>
            <th scope="col">{t("api_keys.created_at")}</th>
            <th scope="col">{t("api_keys.last_used")}</th>
            <th scope="col">{t("api_keys.expires")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("api_keys.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} data-testid="api-key-row">
              <th scope="row" data-label={t("api_keys.name")}>
                {key.name}
              </th>
              <td data-label={t("api_keys.key")}>
                <code>{shown(key)}</code>
              </td>
              <td data-label={t("api_keys.created_at")}>{date(key.created_at, day)}</td>
              <td data-label={t("api_keys.last_used")}>{key.last_used_at ? date(key.last_used_at, moment) : t("api_keys.never_used")}</td>
              <td data-label={t("api_keys.expires")}>
                {key.expires_at ? date(key.expires_at, day) : t("api_keys.never_expires")}
                {key.expires_at && Date.parse(key.expires_at) <= now ? <span className="status-badge key-expired">{t("api_keys.expired")}</span> : null}
              </td>
              <td>
                <NamedButton className="button small danger-outline" onClick={() => onRevoke(key)} label={t("api_keys.revoke")} target={key.name} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The new key, this once: focus moves here so the warning is read first. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new key takes the focus again.
  useEffect(() => box.current?.focus(), [created.id]);
  return (
    <section className="card notice new-api-key" ref={box} tabIndex={-1} aria-labelledby="new-api-key-title" data-testid="new-api-key">
      <h3 id="new-api-key-title">{t("api_keys.new_title", { name: created.name })}</h3>
      <p>
        <strong>{t("api_keys.new_warning")}</strong>
      </p>
      <CopyField id="new-api-key-value" label={t("api_keys.new_label")} value={created.key} />
      <p className="hint">
        {t("api_keys.new_usage")} <code>Authorization: Bearer gpk_…</code>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={onDone}>
          {t("api_keys.new_done")}
        </button>
      </div>
    </section>
  );
}
