import { type ComponentType, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "sonner";
import { createI18n, type Locale } from "../i18n/index.ts";

/**
 * Every island gets its language and the app's toasts (top-right, 5000 ms).
 * Toasts are global, so each Toaster shows every toast: a small island that
 * always shares its page with a main one (header buttons) passes `toaster: false`.
 */
export function withIsland<P extends object>(Component: ComponentType<P>, { toaster = true }: { toaster?: boolean } = {}) {
  return function Island(props: P & { locale: Locale }) {
    const i18n = useMemo(() => createI18n(props.locale), [props.locale]);
    return (
      <I18nextProvider i18n={i18n}>
        <Component {...props} />
        {toaster ? <Toaster position="top-right" duration={5000} richColors closeButton /> : null}
      </I18nextProvider>
    );
  };
}
