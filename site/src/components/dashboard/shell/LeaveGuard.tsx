import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

type Guard = {
  setDirty: (key: string, dirty: boolean) => void;
  /** Resolves true when nothing is unsaved, or when the user chose to leave. */
  confirmLeave: () => Promise<boolean>;
};

const Context = createContext<Guard | null>(null);

/**
 * Guards the screen against leaving with unsaved changes: closing or reloading
 * the tab (the browser's own prompt), following a link (our stay-or-leave
 * dialog), and in-screen actions that call `confirmLeave` first.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dirtyKeys, setDirtyKeys] = useState<ReadonlySet<string>>(new Set());
  const dialog = useRef<HTMLDialogElement>(null);
  const pending = useRef<((leave: boolean) => void) | null>(null);
  const dirty = dirtyKeys.size > 0;

  const setDirty = useCallback((key: string, value: boolean) => {
    setDirtyKeys((keys) => {
      if (keys.has(key) === value) return keys;
      const next = new Set(keys);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const ask = useCallback(() => {
    pending.current?.(false);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
      dialog.current?.showModal();
    });
  }, []);
  const answer = (leave: boolean) => {
    dialog.current?.close();
    pending.current?.(leave);
    pending.current = null;
  };

  const confirmLeave = useCallback(() => (dirty ? ask() : Promise.resolve(true)), [dirty, ask]);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || link.target === "_blank" || link.hasAttribute("download") || link.closest("[data-leave-guard-ignore]")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return;
      event.preventDefault();
      void ask().then((leave) => {
        if (!leave) return;
        window.removeEventListener("beforeunload", beforeUnload);
        window.location.assign(url.href);
      });
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty, ask]);

  const value = useMemo(() => ({ setDirty, confirmLeave }), [setDirty, confirmLeave]);
  return (
    <Context.Provider value={value}>
      {children}
      <dialog
        ref={dialog}
        className="dialog"
        aria-labelledby="leave-guard-title"
        onCancel={(e) => {
          e.preventDefault();
          answer(false);
        }}
      >
        <h2 id="leave-guard-title">{t("dash.leave.title")}</h2>
        <p>{t("dash.leave.body")}</p>
        <div className="actions">
          {/* biome-ignore lint/a11y/noAutofocus: a modal dialog puts focus on its safe choice when it opens (WAI-ARIA dialog pattern). */}
          <button type="button" className="button primary" autoFocus onClick={() => answer(false)}>
            {t("dash.leave.stay")}
          </button>
          <button type="button" className="button" onClick={() => answer(true)}>
            {t("dash.leave.leave")}
          </button>
        </div>
      </dialog>
    </Context.Provider>
  );
}

/** Marks this form dirty (or clean) for the screen's guard; clean again when it unmounts. */
export function useDirtyGuard(key: string, dirty: boolean) {
  const guard = useContext(Context);
  useEffect(() => {
    guard?.setDirty(key, dirty);
    return () => guard?.setDirty(key, false);
  }, [guard, key, dirty]);
}

export function useConfirmLeave(): () => Promise<boolean> {
  return useContext(Context)?.confirmLeave ?? (() => Promise.resolve(true));
}
