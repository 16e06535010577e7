import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { sdk, toastFailure } from "../../../lib/dashboard/api.ts";
import { localized, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { rememberSelectedPage } from "../../../lib/dashboard/storage.ts";
import { Control, describedBy } from "../form/Control.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";

/**
 * The owner deletes the page with everything on it. The dialog says what
 * goes and asks for the handle, typed, so no page goes by a slip; then the
 * dashboard moves to the other pages, or to starting a new one.
 */
export function DeletePageSection() {
  const { t } = useTranslation();
  const owner = useCan("owner");
  const [open, setOpen] = useState(false);
  if (!owner) return null;
  return (
    <section className="card dash-section danger-zone" aria-labelledby="delete-page-title">
      <h2 id="delete-page-title">{t("page_settings.delete_title")}</h2>
      <p>{t("page_settings.delete_lead")}</p>
      <button type="button" className="button danger" onClick={() => setOpen(true)}>
        {t("page_settings.delete_open")}
      </button>
      {open ? <DeletePageDialog onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeletePageDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { page, pages } = useCurrentPage();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = localized(page.name_json, uiLanguage(i18n.language)) || page.handle;

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (typed.trim() !== page.handle) return setError(t("page_settings.delete_mismatch", { handle: page.handle }));
    setBusy(true);
    try {
      await sdk.pages.delete(page.id);
      toast.success(t("page_settings.deleted", { page: name }));
      rememberSelectedPage(null);
      window.location.assign(pages.some((p) => p.id !== page.id) ? "/dashboard/pages" : "/dashboard/start");
    } catch (failure) {
      setBusy(false);
      toastFailure(failure, t);
    }
  }

  const field = `${id}-handle`;
  const fieldError = error ? { type: "validate", message: error } : undefined;
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form onSubmit={(e) => void confirm(e)} noValidate className="form">
        <h2 id={`${id}-title`}>{t("page_settings.delete_confirm_title", { page: name })}</h2>
        <p>{t("page_settings.delete_lead")}</p>
        <Control id={field} label={t("page_settings.delete_type", { handle: page.handle })} error={fieldError}>
          <input
            id={field}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            {...describedBy(field, fieldError)}
          />
        </Control>
        <div className="actions">
          <button type="button" className="button" disabled={busy} onClick={onClose}>
            {t("dash.cancel")}
          </button>
          <button type="submit" className="button danger" disabled={busy}>
            {busy ? t("page_settings.deleting") : t("page_settings.delete_submit")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
