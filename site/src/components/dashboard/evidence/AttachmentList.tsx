import { apiLinks } from "@greenpage/sdk";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type Content, failureMessage } from "../../../lib/dashboard/api.ts";
import { ATTACHMENT_MAX_BYTES, checkPdf, megabytes, removeAttachment, uploadAttachment } from "../../../lib/dashboard/attachments.ts";
import { isTooLarge } from "../../../lib/dashboard/images.ts";

type Props = {
  pageId: number;
  item: Content;
  /** Called after a file was added or removed (the item's evidence state may have changed too). */
  onChanged: () => void;
};

/**
 * An item's PDFs: open, add (checked for size and type before it is sent),
 * remove. Changing the evidence of a Verified item sends it back to Self
 * Reported on the server, so the owner is told before that happens.
 */
export function AttachmentList({ pageId, item, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  async function add(file: File | undefined) {
    if (!file) return;
    const problem = checkPdf(file);
    if (input.current) input.current.value = "";
    if (problem) {
      toast.warning(problem === "too_large" ? t("attachments.too_large", { mb: megabytes(ATTACHMENT_MAX_BYTES) }) : t("attachments.type"));
      return;
    }
    setBusy(true);
    try {
      await uploadAttachment(pageId, item.id, file);
      toast.success(t("attachments.added", { name: file.name }));
      onChanged();
    } catch (failure) {
      toast.error(isTooLarge(failure) ? t("attachments.too_large", { mb: megabytes(ATTACHMENT_MAX_BYTES) }) : failureMessage(failure, t("errors.internal")));
    } finally {
      setBusy(false);
    }
  }

  async function remove(key: string, name: string) {
    setBusy(true);
    try {
      await removeAttachment(pageId, item.id, key);
      toast.success(t("attachments.removed", { name }));
      onChanged();
    } catch (failure) {
      toast.error(failureMessage(failure, t("errors.internal")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="attachments-field">
      {item.attachments.length === 0 ? (
        <p className="hint">{t("attachments.none")}</p>
      ) : (
        <ul className="attachment-list">
          {item.attachments.map((file) => (
            <li key={file.key}>
              <a href={apiLinks.file(file.key)} target="_blank" rel="noopener">
                {file.name}
              </a>{" "}
              <span className="hint">PDF · {size.format(megabytes(file.size))} MB</span>{" "}
              <button type="button" className="button small" disabled={busy} onClick={() => void remove(file.key, file.name)}>
                {t("attachments.remove", { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field">
        <label htmlFor={id}>{t("attachments.add")}</label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => void add(e.target.files?.[0])}
        />
        <small id={`${id}-hint`} className="hint" aria-live="polite">
          {busy ? t("attachments.working") : t("attachments.hint", { mb: megabytes(ATTACHMENT_MAX_BYTES) })}
          {item.evidence_state === "verified" ? ` ${t("attachments.resets")}` : ""}
        </small>
      </div>
    </div>
  );
}
