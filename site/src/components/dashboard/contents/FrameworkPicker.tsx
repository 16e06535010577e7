import { useTranslation } from "react-i18next";
import type { Framework } from "@greenpage/sdk";
import type { Language } from "../../../lib/dashboard/page-text.ts";

type Choice = { framework: string; categories: string[] };
type Props = {
  idPrefix: string;
  frameworks: Framework[];
  value: Choice[];
  onChange: (value: Choice[]) => void;
  /** The first error of the choice at this index of `value` (client rule or server field error). */
  errorAt: (index: number) => string | undefined;
  language: Language;
};

/** Frameworks the initiative reports against, each with at least one of its categories. */
export function FrameworkPicker({ idPrefix, frameworks, value, onChange, errorAt, language }: Props) {
  const { t } = useTranslation();
  const toggleFramework = (code: string, on: boolean) =>
    onChange(on ? [...value, { framework: code, categories: [] }] : value.filter((v) => v.framework !== code));
  const toggleCategory = (code: string, category: string, on: boolean) =>
    onChange(
      value.map((v) => (v.framework !== code ? v : { ...v, categories: on ? [...v.categories, category] : v.categories.filter((c) => c !== category) })),
    );

  return (
    <fieldset className="framework-picker">
      <legend>{t("contents_screen.editor.frameworks")}</legend>
      <small className="hint">{t("contents_screen.editor.frameworks_hint")}</small>
      {frameworks.map((framework) => {
        const index = value.findIndex((v) => v.framework === framework.code);
        const chosen = index >= 0 ? value[index]! : null;
        const error = index >= 0 ? errorAt(index) : undefined;
        const errorId = `${idPrefix}-${framework.code}-error`;
        return (
          <div key={framework.code} className="framework">
            <label className="choice">
              <input type="checkbox" checked={chosen !== null} onChange={(e) => toggleFramework(framework.code, e.target.checked)} />
              {framework.name[language]}
            </label>
            {chosen ? (
              <fieldset className="framework-categories" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
                <legend>{t("contents_screen.editor.framework_categories", { name: framework.name[language] })}</legend>
                {framework.categories.map((category) => (
                  <label key={category.code} className="choice">
                    <input
                      type="checkbox"
                      checked={chosen.categories.includes(category.code)}
                      onChange={(e) => toggleCategory(framework.code, category.code, e.target.checked)}
                    />
                    {category.name[language]}
                  </label>
                ))}
                {error ? (
                  <small id={errorId} className="error" role="alert">
                    {error}
                  </small>
                ) : null}
              </fieldset>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
