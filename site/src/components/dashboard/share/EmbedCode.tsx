import { embedSnippet, type EmbedOptions } from "@greenpage/widget/snippet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "./CopyField.tsx";

/** The one-tag popup embed, with the options a site owner usually sets; the tag itself comes from the widget package. */
export function EmbedCode({ origin, handle }: { origin: string; handle: string }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<"" | "en" | "ja">("");
  const [position, setPosition] = useState<EmbedOptions["position"]>("bottom-right");
  const [label, setLabel] = useState("");
  const snippet = embedSnippet({ origin, page: handle, lang: lang || undefined, position: position === "bottom-right" ? undefined : position, label: label || undefined });

  return (
    <div className="form">
      <div className="row">
        <div className="field">
          <label htmlFor="embed-lang">{t("share_screen.embed_lang")}</label>
          <select id="embed-lang" value={lang} onChange={(e) => setLang(e.target.value as typeof lang)}>
            <option value="">{t("share_screen.embed_lang_auto")}</option>
            <option value="en">{t("dash.lang.en")}</option>
            <option value="ja">{t("dash.lang.ja")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="embed-position">{t("share_screen.embed_position")}</label>
          <select id="embed-position" value={position} onChange={(e) => setPosition(e.target.value as EmbedOptions["position"])}>
            <option value="bottom-right">{t("share_screen.embed_bottom_right")}</option>
            <option value="bottom-left">{t("share_screen.embed_bottom_left")}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="embed-label">{t("share_screen.embed_label")}</label>
          <input id="embed-label" value={label} maxLength={40} placeholder={t("share_screen.embed_label_placeholder")} onChange={(e) => setLabel(e.target.value)} />
        </div>
      </div>
      <CopyField id="embed-code" label={t("share_screen.embed_code")} value={snippet} multiline />
    </div>
  );
}
