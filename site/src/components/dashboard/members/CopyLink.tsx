import { useTranslation } from "react-i18next";
import { toast } from "sonner";

/**
 * Puts a join link on the clipboard ("Link copied"). Where the browser
 * refuses, the field showing the link (if any) is selected for Ctrl+C.
 */
export function useCopyLink() {
  const { t } = useTranslation();
  return async (url: string, fieldId?: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("members.invite.copied"));
    } catch {
      if (fieldId) (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast.info(t("members.invite.copy_manually"));
    }
  };
}

/** A join link in a read-only field, with its Copy button. */
export function LinkField({ id, url, hint }: { id: string; url: string; hint: string }) {
  const { t } = useTranslation();
  const copy = useCopyLink();
  return (
    <div className="field">
      <label htmlFor={id}>{t("members.invite.link")}</label>
      <div className="copy-field">
        <input id={id} readOnly value={url} aria-describedby={`${id}-hint`} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button primary" onClick={() => void copy(url, id)}>
          {t("members.invite.copy")}
        </button>
      </div>
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
    </div>
  );
}
