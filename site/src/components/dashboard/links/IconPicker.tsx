import { LINK_ICONS } from "@greenpage/sdk";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { BlockIcon } from "./BlockIcon.tsx";

/** The fixed set of icons as a radio group (arrow keys move between them), "None" first. */
export function IconPicker({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <fieldset className="icon-picker">
      <legend>{t("link_blocks.icon")}</legend>
      <label className="icon-choice">
        <input type="radio" value="" {...registration} />
        <span>{t("link_blocks.icon_none")}</span>
      </label>
      {LINK_ICONS.map((name) => (
        <label key={name} className="icon-choice" title={t(`link_blocks.icons.${name}`)}>
          <input type="radio" value={name} {...registration} />
          <BlockIcon name={name} />
          <span className="visually-hidden">{t(`link_blocks.icons.${name}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
