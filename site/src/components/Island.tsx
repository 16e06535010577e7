import { type ComponentType, useMemo } from "react";
import { I18nextProvider } from "react-i18next";
import { Toaster } from "sonner";
import { createI18n, type Locale } from "../i18n/index.ts";

/** Every island gets its language and the app's toasts (top-right, 5000 ms). */
export function withIsland<P extends object>(Component: ComponentType<P>) {
  return function Island(props: P & { locale: Locale }) {
    const i18n = useMemo(() => createI18n(props.locale), [props.locale]);
    return (
      <I18nextProvider i18n={i18n}>
        <Component {...props} />
        <Toaster position="top-right" duration={5000} richColors closeButton />
      </I18nextProvider>
    );
  };
}
