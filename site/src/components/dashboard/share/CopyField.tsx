import { useTranslation } from "react-i18next";
import { toast } from "sonner";

/** A read-only value with a copy button (the clipboard API, or selecting the text when it is unavailable). */
export function CopyField({ id, label, value, multiline = false }: { id: string; label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t("share_screen.copied"));
    } catch {
      (document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | null)?.select();
      toast.info(t("share_screen.copy_manually"));
    }
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field">
        {multiline ? <textarea id={id} readOnly rows={3} value={value} /> : <input id={id} readOnly value={value} />}
        <button type="button" className="button" onClick={() => void copy()}>
          {t("share_screen.copy", { what: label })}
        </button>
      </div>
    </div>
  );
}
