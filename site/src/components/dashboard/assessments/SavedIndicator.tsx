import { useTranslation } from "react-i18next";

export type SaveState = "idle" | "saving" | "saved" | "failed";

/** Whether the answers typed so far are saved: read out politely as it changes. */
export function SavedIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  return (
    <span className={`saved-indicator saved-${state}`} role="status" aria-live="polite" data-testid="saved-indicator">
      {state === "idle" ? "" : t(`assessments.save.${state}`)}
    </span>
  );
}
