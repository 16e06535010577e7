import { type ComponentType, type ReactNode, Suspense, use, useEffect, useMemo, useRef } from "react";
import { I18nextProvider } from "react-i18next";
import type { Locale } from "../i18n/locales.ts";
import { SiteToaster } from "./SiteToaster.tsx";
import { type IslandTexts, islandI18n, islandMessages, islandTexts, islandTextsId, loadTexts, provideIslandMessages } from "../i18n/texts.ts";

const TEXTS_ATTRIBUTE = "data-island-texts";
/**
 * Set on the `<astro-island>` once React has committed it. Astro drops `ssr`
 * when it *starts* hydrating, which React then does in a transition: input
 * typed before the commit is reset by the forms' defaults, so end-to-end
 * tests wait for this instead.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** The strings the server wrote beside an island of this kind and language, read before the first render. */
function stringsOnPage(id: string): Record<string, unknown> | null {
  if (typeof document === "undefined") return null;
  const tag = document.querySelector(`script[${TEXTS_ATTRIBUTE}="${id}"]`);
  try {
    return tag?.textContent ? (JSON.parse(tag.textContent) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The island's strings, and only its own in its visitor's language. The
 * server holds them all and writes the island's beside its HTML (JSON in a
 * script tag), so the browser hydrates at once, with no second download; an
 * island without them on the page fetches its files and React keeps the
 * server's HTML meanwhile.
 */
function Texts({ locale, texts, children }: { locale: Locale; texts: IslandTexts; children: ReactNode }) {
  const id = islandTextsId(locale, texts);
  if (!islandMessages(locale, texts)) {
    const onPage = stringsOnPage(id);
    if (onPage) provideIslandMessages(locale, texts, onPage);
    else use(loadTexts(locale, texts));
  }
  const messages = islandMessages(locale, texts)!;
  // `<` escaped, so no string can close the script tag; the browser renders the same text from the same object.
  const json = useMemo(() => JSON.stringify(messages).replace(/</g, "\\u003c"), [messages]);
  const strings = useRef<HTMLScriptElement>(null);
  useEffect(() => strings.current?.closest("astro-island")?.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data (not script), with `<` escaped above. */}
      <script ref={strings} type="application/json" {...{ [TEXTS_ATTRIBUTE]: id }} dangerouslySetInnerHTML={{ __html: json }} />
      <I18nextProvider i18n={islandI18n(locale, texts)!}>{children}</I18nextProvider>
    </>
  );
}

/**
 * Every island gets its language and the app's toasts (top-right, 5000 ms).
 * Toasts are global, so each Toaster shows every toast: a small island that
 * always shares its page with a main one (header buttons) passes `toaster: false`.
 * `texts` names the string files it reads besides `core`; a test checks the
 * list against the keys its code uses.
 */
export function withIsland<P extends object>(
  Component: ComponentType<P>,
  { toaster = true, texts = [] }: { toaster?: boolean; texts?: readonly string[] } = {},
) {
  const files = islandTexts(texts);
  return function Island(props: P & { locale: Locale }) {
    return (
      <Suspense fallback={null}>
        <Texts locale={props.locale} texts={files}>
          <Component {...props} />
          {toaster ? <SiteToaster /> : null}
        </Texts>
      </Suspense>
    );
  };
}
