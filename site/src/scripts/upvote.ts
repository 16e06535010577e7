import { showToast } from "../lib/toast.ts";

/**
 * Upvote buttons anywhere on the page (`data-upvote` = the API path). A PUT
 * upvotes and a DELETE withdraws; both are idempotent on the server, so a
 * double click cannot count twice. A visitor without a session (401) gets the
 * sign-up-to-vote dialog instead.
 */
async function toggle(button: HTMLButtonElement) {
  const pressed = button.getAttribute("aria-pressed") === "true";
  button.disabled = true;
  try {
    const response = await fetch(button.dataset.upvote!, { method: pressed ? "DELETE" : "PUT", credentials: "same-origin" });
    if (response.status === 401) {
      document.querySelector<HTMLDialogElement>("#vote-dialog")?.showModal();
      return;
    }
    if (!response.ok) throw new Error(String(response.status));
    const result = (await response.json()) as { upvoted: boolean; upvote_count: number };
    button.setAttribute("aria-pressed", String(result.upvoted));
    button.querySelector(".upvote-label")!.textContent = (result.upvoted ? button.dataset.labelOn : button.dataset.labelOff) ?? "";
    button.querySelector(".upvote-count")!.textContent = String(result.upvote_count);
  } catch {
    void showToast("error", button.dataset.failed ?? "");
  } finally {
    button.disabled = false;
  }
}

document.addEventListener("click", (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-upvote]");
  if (button) void toggle(button);
});
