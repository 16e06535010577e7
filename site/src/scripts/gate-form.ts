/**
 * The gate of a limited or password item. The fields are checked here first
 * (in the visitor's language), then by the API, whose answers land on their
 * fields. A passed gate sets a short-lived cookie for this item's page, so
 * the page is simply loaded again, now with the protected details.
 */
type Messages = Record<"required" | "email" | "password_blank" | "incorrect_password" | "rate_limited" | "failed", string>;

/** The API's words for the problems the form knows, to show them in the page's language. */
const KNOWN: Record<string, keyof Messages> = {
  "This field is required.": "required",
  "A valid email is required for limited access.": "email",
  "Password cannot be blank.": "password_blank",
  "Incorrect password": "incorrect_password",
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function showErrors(form: HTMLFormElement, errors: Record<string, string>, messages: Messages) {
  for (const input of form.querySelectorAll<HTMLInputElement>("input[name]")) {
    const message = errors[input.name];
    const slot = form.querySelector<HTMLElement>(`[data-error-for="${input.name}"]`)!;
    slot.textContent = message ? (KNOWN[message] ? messages[KNOWN[message]] : message) : "";
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
  showErrors(form, local, messages);
  if (Object.keys(local).length > 0) return;
  button.disabled = true;
  try {
    const response = await fetch(form.dataset.gate!, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(values),
    });
    if (response.ok) {
      location.reload();
      return;
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 400) {
      const first = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
      showErrors(form, first, messages);
    } else {
      formError.textContent = response.status === 429 ? messages.rate_limited : messages.failed;
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
