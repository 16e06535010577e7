import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { failureMessage } from "../../../lib/dashboard/api.ts";
import { checkImage, isTooLarge, uploadImage } from "../../../lib/dashboard/images.ts";

type Props = {
  pageId: number;
  label: string;
  /** The image's URL now (for the preview), or null. */
  url: string | null;
  maxBytes: number;
  /** A new storage key (and its URL), or null when removed. */
  onChange: (value: { key: string; url: string } | null) => void;
  error?: string | undefined;
};

/**
 * Chooses, checks and uploads a JPG or PNG. Size and type are checked before
 * anything is sent (a warning toast with the limit); the server checks again.
 */
export function ImagePicker({ pageId, label, url, maxBytes, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = checkImage(file, maxBytes);
    if (problem?.problem === "too_large") {
      toast.warning(t("dash.image.too_large", { mb: problem.maxMb }));
      if (input.current) input.current.value = "";
      return;
    }
    if (problem?.problem === "type") {
      toast.warning(t("dash.image.type"));
      if (input.current) input.current.value = "";
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(pageId, file);
      onChange({ key: image.key, url: image.url });
    } catch (failure) {
      const body = isTooLarge(failure) ? (failure.body as { max_mb?: number }) : null;
      if (body) toast.warning(t("dash.image.too_large", { mb: body.max_mb }));
      else toast.error(failureMessage(failure, t("errors.internal")));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="field image-picker">
      <label htmlFor={id}>{label}</label>
      {url ? <img src={url} alt="" className="image-preview" /> : null}
      <div className="actions">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          disabled={busy}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        {url ? (
          <button type="button" className="button small" onClick={() => onChange(null)}>
            {t("dash.image.remove", { label })}
          </button>
        ) : null}
      </div>
      <small id={`${id}-hint`} className="hint">
        {busy ? t("dash.image.uploading") : t("dash.image.hint", { mb: Math.round(maxBytes / 1024 / 1024) })}
      </small>
      {error ? (
        <small id={`${id}-error`} className="error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
