import { I18nextProvider } from "react-i18next";
import { createRoot, type Root } from "react-dom/client";
import { islandI18n, islandTexts, loadTexts } from "../../i18n/texts.ts";
import "./feedback.css";
import { FeedbackModal } from "./FeedbackModal.tsx";
import type { FeedbackTarget } from "./target.ts";

let root: Root | null = null;
const TEXTS = islandTexts(["feedback"]);

/** Opens the modal for a target; closing it unmounts it and gives focus back to the button that opened it. */
export async function openFeedback(target: FeedbackTarget, opener: HTMLElement): Promise<void> {
  await loadTexts(target.locale, TEXTS);
  if (!root) {
    const host = document.createElement("div");
    host.dataset.feedbackRoot = "";
    document.body.append(host);
    root = createRoot(host);
  }
  const close = () => {
    root?.render(null);
    opener.focus();
  };
  // A new key per opening: the modal starts fresh each time.
  root.render(
    <I18nextProvider i18n={islandI18n(target.locale, TEXTS)!}>
      <FeedbackModal key={Date.now()} target={target} onClose={close} />
    </I18nextProvider>,
  );
}
