import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SiteToaster, toastTopBelow } from "../../SiteToaster.tsx";
import { useConfirmLeave } from "../shell/LeaveGuard.tsx";

type Props = {
  title: string;
  onClose: () => void;
  /** A side panel for long forms (default), or a small centred dialog. */
  compact?: boolean;
  /** Gets `close`, which asks to stay or leave first when the form has unsaved changes. */
  children: (close: () => void) => ReactNode;
};

/**
 * A modal side panel for an editor form. Escape, the close button and the
 * form's Cancel all go through the unsaved-changes guard. A modal dialog
 * sits in the browser's top layer, above the page's own toasts (and the rest
 * of the page is inert), so the panel shows toasts itself while it is open:
 * the image size warning, a plan limit. They start below the panel's head,
 * never over its close button.
 */
export function EditorPanel({ title, onClose, compact = false, children }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmLeave = useConfirmLeave();
  const [toastTop, setToastTop] = useState<number | undefined>(undefined);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Measured once open: a closed dialog has no box.
    setToastTop(toastTopBelow(element?.querySelector(".panel-head")));
    return () => element?.close();
  }, []);

  const close = () => void confirmLeave().then((leave) => leave && onClose());

  return (
    <dialog
      ref={dialog}
      className={compact ? "dialog" : "dialog editor-panel"}
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      <div className="panel-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button small" onClick={close} aria-label={t("contents_screen.editor.close")}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children(close)}
      <SiteToaster top={toastTop} />
    </dialog>
  );
}
