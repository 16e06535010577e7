import { SIGN_IN_CODE_LENGTH } from "@greenpage/sdk";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FEEDBACK_HASH } from "./target.ts";
import { feedbackApi, type Providers } from "./api.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** better-auth's codes for a refused one-time code, as the modal words them. */
const CODE_ERRORS: Record<string, string> = {
  INVALID_OTP: "feedback.code_invalid",
  OTP_EXPIRED: "feedback.code_expired",
  TOO_MANY_ATTEMPTS: "feedback.code_too_many",
};

/**
 * Sign-on before answering: a one-time code by email (any address; a new one
 * becomes an account), or the configured single sign-on, which leaves the
 * page and comes back to it with the modal open.
 */
export function SignOnStep({ lang, onSignedIn }: { lang: string; onSignedIn: () => void }) {
  const { t } = useTranslation();
  const ids = { email: useId(), code: useId(), error: useId() };
  const [providers, setProviders] = useState<Providers | null>(null);
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    void feedbackApi.providers().then((reply) => setProviders(reply.ok ? reply.data : { email_code: true, magic_link: false, oidc: null }));
  }, []);

  async function sendCode() {
    const address = email.trim();
    if (!EMAIL.test(address)) return setError(t("feedback.email_invalid"));
    setBusy(true);
    setError("");
    const reply = await feedbackApi.sendCode(address, lang).catch(() => null);
    setBusy(false);
    if (reply?.ok) setSentTo(address);
    else setError(t(reply?.status === 429 ? "feedback.rate_limited" : "feedback.send_failed"));
  }

  async function signIn() {
    if (!code.trim()) return setError(t("feedback.required"));
    setBusy(true);
    setError("");
    const reply = await feedbackApi.signInWithCode(sentTo!, code.trim()).catch(() => null);
    setBusy(false);
    if (reply?.ok) return onSignedIn();
    const known = reply && !reply.ok ? CODE_ERRORS[String(reply.body.code)] : undefined;
    setError(t(known ?? (reply?.status === 429 ? "feedback.rate_limited" : "feedback.code_invalid")));
  }

  async function singleSignOn(provider: string) {
    setBusy(true);
    const back = `${location.origin}${location.pathname}${location.search}${FEEDBACK_HASH}`;
    const reply = await feedbackApi.singleSignOn(provider, back).catch(() => null);
    if (reply?.ok && reply.data.url) location.assign(reply.data.url);
    else {
      setBusy(false);
      setError(t("feedback.send_failed"));
    }
  }

  return (
    <div className="feedback-signon">
      <h3>{t("feedback.signon_title")}</h3>
      <p className="hint">{t("feedback.signon_lead")}</p>
      {providers?.oidc ? (
        <>
          <button type="button" className="button" disabled={busy} onClick={() => void singleSignOn(providers.oidc!.id)}>
            {t("feedback.sso", { name: providers.oidc.name })}
          </button>
          <p className="feedback-or">{t("feedback.or")}</p>
        </>
      ) : null}
      {sentTo === null ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <div className="field">
            <label htmlFor={ids.email}>{t("feedback.email")}</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
            />
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? t("feedback.sending_code") : t("feedback.send_code")}
          </button>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void signIn();
          }}
        >
          <p role="status">{t("feedback.code_sent", { email: sentTo })}</p>
          <div className="field">
            <label htmlFor={ids.code}>{t("feedback.code")}</label>
            <input
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGN_IN_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              // biome-ignore lint/a11y/noAutofocus: the field appears because the visitor just asked for a code; it is what they type next.
              autoFocus
            />
          </div>
          <div className="actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? t("feedback.signing_in") : t("feedback.sign_in")}
            </button>
            <button
              type="button"
              className="button link"
              onClick={() => {
                setSentTo(null);
                setCode("");
                setError("");
              }}
            >
              {t("feedback.other_email")}
            </button>
          </div>
        </form>
      )}
      <p id={ids.error} className="field-error" role="alert">
        {error}
      </p>
    </div>
  );
}
