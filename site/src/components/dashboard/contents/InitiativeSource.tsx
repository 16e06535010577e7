import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { InitiativeValues } from "../../../lib/dashboard/contents/initiative-form.ts";
import type { Language } from "../../../lib/dashboard/page-text.ts";
import { Control, describedBy } from "../form/Control.tsx";
import type { Catalog } from "../../../lib/dashboard/catalog.ts";

type Props = {
  idPrefix: string;
  form: UseFormReturn<InitiativeValues>;
  catalog: Catalog | undefined;
  language: Language;
};

/**
 * A new initiative comes from the catalogue or is written by the owner.
 * Picking a standard one fills in its title, description and frameworks
 * (in every language the catalogue has), which the owner may then edit.
 */
export function InitiativeSource({ idPrefix, form, catalog, language }: Props) {
  const { t } = useTranslation();
  const { register, watch, setValue, formState } = form;
  const kind = watch("kind");
  const selectId = `${idPrefix}-standard`;
  const error = formState.errors.standard_initiative_id;

  const pick = (id: string) => {
    const standard = catalog?.standard_initiatives.find((s) => String(s.id) === id);
    if (!standard) return;
    const text = (field: "title" | "description") => Object.fromEntries(Object.entries(standard.translations).map(([lang, tr]) => [lang, tr[field]]));
    const options = { shouldDirty: true } as const;
    setValue("title_json", text("title"), options);
    setValue("description_json", text("description"), options);
    setValue(
      "frameworks",
      standard.frameworks.map((f) => ({ framework: f.framework, categories: [...f.categories] })),
      options,
    );
  };

  return (
    <fieldset>
      <legend>{t("contents_screen.editor.source")}</legend>
      <div className="choices">
        <label className="choice">
          <input type="radio" value="standard" {...register("kind")} />
          {t("contents_screen.editor.from_catalog")}
        </label>
        <label className="choice">
          <input type="radio" value="custom" {...register("kind")} />
          {t("contents_screen.editor.custom")}
        </label>
      </div>
      {kind === "standard" ? (
        <Control id={selectId} label={t("contents_screen.editor.standard")} error={error}>
          <select
            id={selectId}
            {...register("standard_initiative_id", { onChange: (e) => pick(e.target.value) })}
            {...describedBy(selectId, error)}
            aria-busy={!catalog}
          >
            <option value="">{t("contents_screen.editor.choose")}</option>
            {catalog?.standard_initiatives.map((s) => (
              <option key={s.id} value={s.id}>
                {s.translations[language]?.title ?? s.translations.en?.title ?? s.code}
              </option>
            ))}
          </select>
        </Control>
      ) : null}
    </fieldset>
  );
}
