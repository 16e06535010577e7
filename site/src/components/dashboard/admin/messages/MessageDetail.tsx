import type { AdminMessage } from "@greenpage/sdk";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../../lib/dashboard/submit.ts";
import { Control, describedBy } from "../../form/Control.tsx";
import { LoadFailure } from "../../shell/LoadFailure.tsx";
import { When } from "../Pager.tsx";

export const MESSAGES_KEY = ["admin", "messages"] as const;

/** One Contact message (opening it marks it read): its text, the replies sent, handled or not, and the reply form. */
export function MessageDetail({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const message = useQuery({ queryKey: [...MESSAGES_KEY, "one", messageId], queryFn: () => sdk.admin.messages.get(messageId) });
  const [busy, setBusy] = useState(false);
  const changed = (next: AdminMessage) => {
    client.setQueryData([...MESSAGES_KEY, "one", messageId], next);
    void client.invalidateQueries({ queryKey: [...MESSAGES_KEY, "list"] });
  };

  async function toggleHandled(m: AdminMessage) {
    setBusy(true);
    try {
      const next = m.handled_at ? await sdk.admin.messages.reopen(m.id) : await sdk.admin.messages.markHandled(m.id);
      toast.success(t(next.handled_at ? "admin_messages.marked_handled" : "admin_messages.reopened"));
      changed(next);
    } catch (error) {
      toastFailure(error, t);
    } finally {
      setBusy(false);
    }
  }

  if (message.isError) return <LoadFailure onRetry={() => void message.refetch()} />;
  const m = message.data;
  if (!m) return <p aria-busy="true">{t("dash.loading")}</p>;
  return (
    <article className="card dash-section admin-message" aria-labelledby={`${id}-title`} data-testid="message-detail">
      <h3 id={`${id}-title`}>{t("admin_messages.message_title", { name: m.name })}</h3>
      <dl className="facts admin-facts">
        <div className="fact">
          <dt>{t("admin_messages.col_from")}</dt>
          <dd>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </dd>
        </div>
        {m.company ? (
          <div className="fact">
            <dt>{t("admin_messages.company")}</dt>
            <dd>{m.company}</dd>
          </div>
        ) : null}
        <div className="fact">
          <dt>{t("admin_messages.col_category")}</dt>
          <dd>{m.category}</dd>
        </div>
        <div className="fact">
          <dt>{t("admin_messages.language")}</dt>
          <dd>{t(`admin_messages.languages.${m.locale === "ja" ? "ja" : "en"}`)}</dd>
        </div>
        <div className="fact">
          <dt>{t("admin_messages.sent")}</dt>
          <dd>
            <When iso={m.created_at} time />
          </dd>
        </div>
      </dl>
      <blockquote className="admin-message-text">{m.message}</blockquote>
      <p role="status">
        {m.handled_at
          ? t("admin_messages.handled_by", { date: new Date(m.handled_at).toLocaleString(i18n.language), by: m.handled_by ?? "—" })
          : t("admin_messages.not_handled")}
      </p>
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void toggleHandled(m)}>
          {m.handled_at ? t("admin_messages.reopen") : t("admin_messages.mark_handled")}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t("admin_messages.close")}
        </button>
      </div>
      {m.replies.length > 0 ? (
        <>
          <h4>{t("admin_messages.replies_title")}</h4>
          <ul className="admin-replies">
            {m.replies.map((r) => (
              <li key={r.id}>
                <p className="hint">
                  {r.author_name} · <When iso={r.created_at} time />
                </p>
                <p className="admin-message-text">{r.body}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ReplyForm message={m} onSent={changed} />
    </article>
  );
}

function ReplyForm({ message, onSent }: { message: AdminMessage; onSent: (next: AdminMessage) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ body: string }>({ defaultValues: { body: "" } });
  const { errors, isSubmitting } = formState;
  const language = t(`admin_messages.languages.${message.locale === "ja" ? "ja" : "en"}`);
  const submit = handleSubmit(async ({ body }) => {
    try {
      const next = await sdk.admin.messages.reply(message.id, body);
      toast.success(t("admin_messages.sent_reply", { email: message.email }));
      reset();
      onSent(next);
    } catch (error) {
      showSaveFailure(error, ["body"], setError, t);
    }
  });
  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t("admin_messages.reply_title")}</h4>
      <Control
        id={`${id}-body`}
        label={t("admin_messages.reply_body")}
        error={errors.body}
        hint={t("admin_messages.reply_hint", { email: message.email, language })}
      >
        <textarea
          id={`${id}-body`}
          rows={6}
          maxLength={5000}
          {...register("body", { validate: (v) => v.trim().length > 0 || t("admin_messages.reply_required") })}
          {...describedBy(`${id}-body`, errors.body, true)}
        />
      </Control>
      <div className="actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("admin_messages.sending") : t("admin_messages.send")}
        </button>
      </div>
    </form>
  );
}
