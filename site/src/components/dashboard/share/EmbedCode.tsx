import type { LanguageCode } from "@greenpage/sdk";
import { embed } from "@greenpage/sdk/embed";
import { DEFAULT_COLOR, embedSnippet, type EmbedOptions } from "@greenpage/widget/snippet";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "./CopyField.tsx";

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The widget's colour to start from: the page's own main colour (its Customization style), else the widget's green. */
export function pageMainColor(style: Record<string, unknown> | null | undefined): string {
  const color = style?.primary_color;
  return typeof color === "string" && HEX_COLOR.test(color) ? color.toLowerCase() : DEFAULT_COLOR;
}

/** The one-tag popup embed, with the options a site owner usually sets; the tag itself comes from the widget package. */
export function EmbedCode({ origin, handle, mainColor = DEFAULT_COLOR }: { origin: string; handle: string; mainColor?: string }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<"" | LanguageCode>("");
  const [position, setPosition] = useState<EmbedOptions["position"]>("bottom-right");
  const [label, setLabel] = useState("");
  const [color, setColor] = useState(mainColor);
  const [open, setOpen] = useState<NonNullable<EmbedOptions["open"]>>("click");
  // The widget's own defaults are left out, so the tag stays as short as the widget allows (a page colour other than its green is written).
  const snippet = embedSnippet({
    origin,
    page: handle,
    lang: lang || undefined,
    position: position === "bottom-right" ? undefined : position,
    label: label || undefined,
    color: color === DEFAULT_COLOR ? undefined : color,
    open: open === "click" ? undefined : open,
  });
  const [previewing, setPreviewing] = useState(false);
  const openOnStart = useRef(false);

  // The preview is the real widget, put on this screen by the SDK as a single-page app would.
  useEffect(() => {
    if (!previewing) return;
    const widget = embed({ origin, page: handle, lang: lang || undefined, position, label: label || undefined, color });
    if (openOnStart.current) widget.open();
    openOnStart.current = false;
    return () => widget.destroy();
  }, [previewing, origin, handle, lang, position, label, color]);

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
          <input
            id="embed-label"
            value={label}
            maxLength={40}
            placeholder={t("share_screen.embed_label_placeholder")}
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="embed-color">{t("share_screen.embed_color")}</label>
          <input id="embed-color" type="color" value={color} onChange={(e) => setColor(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="embed-open">{t("share_screen.embed_open")}</label>
          <select id="embed-open" value={open} onChange={(e) => setOpen(e.target.value as typeof open)}>
            <option value="click">{t("share_screen.embed_open_click")}</option>
            <option value="auto">{t("share_screen.embed_open_auto")}</option>
          </select>
        </div>
      </div>
      <CopyField id="embed-code" label={t("share_screen.embed_code")} value={snippet} multiline />
      <p className="actions">
        <button
          type="button"
          className="button"
          aria-pressed={previewing}
          onClick={() => {
            openOnStart.current = !previewing;
            setPreviewing(!previewing);
          }}
        >
          {previewing ? t("share_screen.preview_stop") : t("share_screen.preview")}
        </button>
        <span className="hint">{t("share_screen.preview_hint")}</span>
      </p>
    </div>
  );
}
