import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs; "Deleting…" unless given. */
  busyLabel?: string;
  /** Runs the action; the dialog stays open (busy) until it settles, then closes. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** Asks before a destructive action, saying what will happen. Cancel has the focus first. */
export function ConfirmDialog({ title, body, confirmLabel, busyLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-body`}>{body}</p>
      <div className="actions">
        {/* biome-ignore lint/a11y/noAutofocus: a modal dialog puts focus on its safe choice when it opens (WAI-ARIA dialog pattern). */}
        <button type="button" className="button" autoFocus disabled={busy} onClick={onClose}>
          {t("dash.cancel")}
        </button>
        <button type="button" className="button danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? (busyLabel ?? t("contents_screen.deleting")) : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
