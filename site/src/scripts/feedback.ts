import { FEEDBACK_HASH, type FeedbackTarget } from "../components/feedback/target.ts";

/**
 * "Give feedback" buttons (`data-feedback` = their target as JSON). The modal
 * (React, forms, sign-on) is downloaded on the first click, so the public
 * page ships none of it up front. `#feedback` in the address opens it on
 * load: single sign-on comes back that way, and the widget links there.
 */
let modal: Promise<typeof import("../components/feedback/mount.tsx")> | null = null;

function open(button: HTMLElement) {
  const target = JSON.parse(button.dataset.feedback!) as FeedbackTarget;
  modal ??= import("../components/feedback/mount.tsx");
  modal
    .then(({ openFeedback }) => openFeedback(target, button))
    .catch(() => {
      // Offline for a moment (the modal or its strings): the next click tries the download again.
      modal = null;
    });
}

document.addEventListener("click", (event) => {
  const button = (event.target as Element | null)?.closest<HTMLElement>("button[data-feedback]");
  if (button) open(button);
});

if (location.hash === FEEDBACK_HASH) {
  const button = document.querySelector<HTMLElement>("button[data-feedback]");
  if (button) {
    history.replaceState(null, "", location.pathname + location.search);
    open(button);
  }
}
