import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { failureMessage, sdk } from "../../../lib/dashboard/api.ts";
import type { AssessmentAnswer } from "../../../lib/dashboard/assessments.ts";
import { ATTACHMENT_MAX_BYTES, megabytes } from "../../../lib/dashboard/attachments.ts";
import { isTooLarge } from "../../../lib/dashboard/images.ts";
import { useCurrentPage } from "../shell/CurrentPage.tsx";

const ACCEPTED = /\.(pdf|png|jpe?g)$/i;

type Props = { assessmentId: number; question: string; files: AssessmentAnswer["attachments"]; writable: boolean; onChanged: () => void };

/** Evidence for an answer: PDFs and images (10 MB each), open to the page's members; added and removed while the assessment is open. */
export function AnswerFiles({ assessmentId, question, files, writable, onChanged }: Props) {
  const { t } = useTranslation();
  const { page } = useCurrentPage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function add(file: File | undefined) {
    if (input.current) input.current.value = "";
    if (!file) return;
    if (file.size > ATTACHMENT_MAX_BYTES) return void toast.warning(t("assessments.files.too_large", { mb: megabytes(ATTACHMENT_MAX_BYTES) }));
    if (!ACCEPTED.test(file.name)) return void toast.warning(t("assessments.files.type"));
    setBusy(true);
    try {
      await sdk.assessments.attach(page.id, assessmentId, question, file.name, file);
      toast.success(t("assessments.files.added", { name: file.name }));
      onChanged();
    } catch (error) {
      toast.error(isTooLarge(error) ? t("assessments.files.too_large", { mb: megabytes(ATTACHMENT_MAX_BYTES) }) : failureMessage(error, t("errors.internal")));
    } finally {
      setBusy(false);
    }
  }

  async function remove(fileId: string, name: string) {
    setBusy(true);
    try {
      await sdk.assessments.detach(page.id, assessmentId, question, fileId);
      toast.success(t("assessments.files.removed", { name }));
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error, t("errors.internal")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="answer-files">
      {files.length > 0 ? (
        <ul className="attachment-list" aria-label={t("assessments.files.list")}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={new URL(file.url).pathname} download={file.name}>
                {file.name}
              </a>
              {writable ? (
                <button type="button" className="button small" disabled={busy} onClick={() => void remove(file.id, file.name)}>
                  {t("assessments.files.remove", { name: file.name })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {writable ? (
        <div className="field">
          <label htmlFor={id}>{t("assessments.files.add")}</label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="application/pdf,.pdf,image/png,image/jpeg"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onChange={(e) => void add(e.target.files?.[0])}
          />
          <small id={`${id}-hint`} className="hint" aria-live="polite">
            {busy ? t("assessments.files.working") : t("assessments.files.hint", { mb: megabytes(ATTACHMENT_MAX_BYTES) })}
          </small>
        </div>
      ) : null}
    </div>
  );
}
