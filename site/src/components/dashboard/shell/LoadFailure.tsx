import { useTranslation } from "react-i18next";

/** A read that failed: the catalogue's words (or the screen's own, when it has some) and a way to try again. */
export function LoadFailure({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <p className="notice error" role="alert">
      {message ?? t("errors.network")}{" "}
      <button type="button" className="button small" onClick={onRetry}>
        {t("dash.retry")}
      </button>
    </p>
  );
}
