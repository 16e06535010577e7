import { showToast } from "../lib/toast.ts";

/**
 * Upvote buttons anywhere on the page (`data-upvote` = the page's handle,
 * `data-upvote-content` = the item's id for an initiative's button). A PUT
 * upvotes and a DELETE withdraws; both are idempotent on the server, so a
 * double click cannot count twice. A visitor without a session (401) gets the
 * sign-up-to-vote dialog instead; the page's own owner or member (403
 * `own_page`) is told they cannot vote for it. The API client loads on the first click.
 */
async function toggle(button: HTMLButtonElement) {
  const pressed = button.getAttribute("aria-pressed") === "true";
  button.disabled = true;
  let calls: typeof import("../lib/visitor-calls.ts") | undefined;
  try {
    calls = await import("../lib/visitor-calls.ts");
    const { upvote: handle, upvoteContent: contentId } = button.dataset;
    const result = contentId ? await calls.upvotes.content(handle!, contentId, !pressed) : await calls.upvotes.page(handle!, !pressed);
    button.setAttribute("aria-pressed", String(result.upvoted));
    button.querySelector(".upvote-label")!.textContent = (result.upvoted ? button.dataset.labelOn : button.dataset.labelOff) ?? "";
    button.querySelector(".upvote-count")!.textContent = String(result.upvote_count);
  } catch (error) {
    if (calls?.isUnauthorized(error)) document.querySelector<HTMLDialogElement>("#vote-dialog")?.showModal();
    else void showToast("error", (calls && voteRefusal(calls, error, button)) ?? button.dataset.failed ?? "");
  } finally {
    button.disabled = false;
  }
}

/** What a refused vote tells the voter, when the API said why (not a failure: retrying will not help). */
function voteRefusal(calls: typeof import("../lib/visitor-calls.ts"), error: unknown, button: HTMLButtonElement): string | undefined {
  return error instanceof calls.GreenpageError && error.code === "own_page" ? button.dataset.ownPage : undefined;
}

document.addEventListener("click", (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-upvote]");
  if (button) void toggle(button);
});
