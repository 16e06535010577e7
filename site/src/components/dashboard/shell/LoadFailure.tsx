import { useTranslation } from "react-i18next";

/** A read that failed: the catalogue's words and a way to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="notice error" role="alert">
      {t("errors.network")}{" "}
      <button type="button" className="button small" onClick={onRetry}>
        {t("dash.retry")}
      </button>
    </p>
  );
}
