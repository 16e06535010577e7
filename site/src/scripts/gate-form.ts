/**
 * The gate of a limited or password item. The fields are checked here first
 * (in the visitor's language), then by the API, whose answers (in the same
 * language) land on their fields. A passed gate sets a short-lived cookie
 * for this item's page, so the page is simply loaded again, now with the
 * protected details.
 */
import type { GateInput } from "@greenpage/sdk";

type Messages = Record<"required" | "email" | "password_blank" | "rate_limited" | "failed", string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function showErrors(form: HTMLFormElement, errors: Record<string, string>) {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[name]")) {
    const message = errors[input.name];
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${input.name}"]`)!;
    slot.textContent = message ?? "";
    if (message) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  form.querySelector<HTMLInputElement>("input[aria-invalid='true']")?.focus();
}

function checkLocally(values: Record<string, string>, messages: Messages): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!value.trim()) errors[name] = name === "password" ? messages.password_blank : messages.required;
  }
  if (values.email?.trim() && !EMAIL.test(values.email.trim())) errors.email = messages.email;
  return errors;
}

async function submit(form: HTMLFormElement) {
  const messages = JSON.parse(form.dataset.messages ?? "{}") as Messages;
  const formError = form.querySelector<HTMLElement>("[data-form-error]")!;
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
  const values = Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
  formError.textContent = "";
  const local = checkLocally(values, messages);
  showErrors(form, local);
  if (Object.keys(local).length > 0) return;
  button.disabled = true;
  try {
    // The API client loads on the first submit: a visitor who only reads downloads none of it.
    const { gates, GreenpageError } = await import("../lib/visitor-calls.ts");
    try {
      // The API answers field errors in the page's language, so they are shown as they come.
      const lang = document.documentElement.lang.startsWith("ja") ? "ja" : "en";
      await gates.open(form.dataset.gate!, form.dataset.gateContent!, values as GateInput, { lang });
      location.reload();
    } catch (error) {
      if (!(error instanceof GreenpageError)) throw error;
      if (error.kind === "field_errors") {
        showErrors(form, Object.fromEntries(Object.keys(error.fieldErrors).map((field) => [field, error.fieldError(field)!])));
      } else {
        formError.textContent = error.kind === "rate_limited" ? messages.rate_limited : messages.failed;
      }
    }
  } catch {
    formError.textContent = messages.failed;
  } finally {
    button.disabled = false;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-gate]")) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void submit(form);
  });
}
