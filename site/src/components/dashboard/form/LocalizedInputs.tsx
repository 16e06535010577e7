import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Language } from "../../../lib/dashboard/page-text.ts";
import { Control, describedBy } from "./Control.tsx";

/** Both languages a page can be written in (category names are given in each). */
export const PAGE_LANGUAGES: readonly Language[] = ["en", "ja"];

type Props<T extends FieldValues> = {
  /** Form field holding `{ en, ja }` (a dotted path inside a list works too: `questions.0.label_json`). */
  name: string;
  label: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  multiline?: boolean;
  /** Languages to show: the page's enabled ones, default language first. */
  languages?: readonly Language[];
  idPrefix: string;
};

/** One input per page language (business text is per language: `name_json`). */
export function LocalizedInputs<T extends FieldValues>({ name, label, register, errors, multiline, languages = PAGE_LANGUAGES, idPrefix }: Props<T>) {
  const { t } = useTranslation();
  const fieldError = name.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
    | (Record<string, { message?: string }> & { message?: string })
    | undefined;
  return (
    <>
      {languages.map((lang) => {
        const id = `${idPrefix}-${name}-${lang}`;
        const error = fieldError?.[lang] ?? (lang === languages[0] && fieldError?.message ? fieldError : undefined);
        const fieldErr = error?.message ? { type: "validate", message: error.message } : undefined;
        // "Required in some language" sits on the group: typing in either language checks the group again, so a stale message goes.
        const registration = register(`${name}.${lang}` as Path<T>, { deps: name as Path<T> });
        return (
          <Control key={lang} id={id} label={`${label} (${t(`dash.lang.${lang}`)})`} error={fieldErr}>
            {multiline ? (
              <textarea id={id} rows={4} {...registration} {...describedBy(id, fieldErr)} />
            ) : (
              <input id={id} {...registration} {...describedBy(id, fieldErr)} />
            )}
          </Control>
        );
      })}
    </>
  );
}
