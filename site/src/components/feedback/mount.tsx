import { I18nextProvider } from "react-i18next";
import { createRoot, type Root } from "react-dom/client";
import { createI18n } from "../../i18n/index.ts";
import "./feedback.css";
import { FeedbackModal } from "./FeedbackModal.tsx";
import type { FeedbackTarget } from "./target.ts";

let root: Root | null = null;

/** Opens the modal for a target; closing it unmounts it and gives focus back to the button that opened it. */
export function openFeedback(target: FeedbackTarget, opener: HTMLElement): void {
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
    <I18nextProvider i18n={createI18n(target.locale)}>
      <FeedbackModal key={Date.now()} target={target} onClose={close} />
    </I18nextProvider>,
  );
}
