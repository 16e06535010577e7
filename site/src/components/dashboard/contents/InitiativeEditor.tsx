import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { REVIEW_INTERVALS } from "@greenpage/sdk";
import { type OwnedPage, type Content, type ContentCategory, sdk } from "../../../lib/dashboard/api.ts";
import {
  INITIATIVE_FIELDS,
  initiativeBody,
  initiativeDefaults,
  initiativeSchema,
  type InitiativeValues,
  NEWS_VALUE,
} from "../../../lib/dashboard/contents/initiative-form.ts";
import { localized, pageLanguages, uiLanguage } from "../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { Control, describedBy } from "../form/Control.tsx";
import { ImagePicker } from "../form/ImagePicker.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { AccessFields } from "./AccessFields.tsx";
import { pagePlanLimits } from "../../../lib/dashboard/plan-limits.ts";
import { EditorPanel } from "./EditorPanel.tsx";
import { DisclosuresSection } from "./DisclosuresSection.tsx";
import { EvidenceFacts } from "./EvidenceFacts.tsx";
import { FrameworkPicker } from "./FrameworkPicker.tsx";
import { InitiativeSource } from "./InitiativeSource.tsx";
import { useCatalog, useStatuses } from "../../../lib/dashboard/catalog.ts";
import { categoriesKey } from "./queries.ts";

type Props = {
  page: OwnedPage;
  /** The initiative to edit, or null for a new one in `category`. */
  existing: Content | null;
  category: number | null;
  categories: ContentCategory[];
  maxImageBytes: number;
  onClose: () => void;
};

const ID = "initiative";

/** Adds or edits an initiative in a side panel, with every field the API accepts. */
export function InitiativeEditor(props: Props) {
  const { t } = useTranslation();
  return (
    <EditorPanel title={props.existing ? t("contents_screen.editor.edit_title") : t("contents_screen.editor.new_title")} onClose={props.onClose}>
      {(close) => <InitiativeForm {...props} cancel={close} />}
    </EditorPanel>
  );
}

function InitiativeForm({ page, existing, category, categories, maxImageBytes, onClose, cancel }: Props & { cancel: () => void }) {
  const { t, i18n } = useTranslation();
  const language = uiLanguage(i18n.language);
  const client = useQueryClient();
  const catalog = useCatalog();
  const statuses = useStatuses();
  const schema = useMemo(
    () =>
      initiativeSchema(
        {
          required: t("form.required"),
          passwordBlank: t("contents_screen.errors.password_blank"),
          frameworkCategory: t("contents_screen.errors.framework_category"),
          expiration: t("contents_screen.errors.expiration"),
          url: t("contents_screen.errors.url"),
        },
        existing,
      ),
    [t, existing],
  );
  const form = useForm<InitiativeValues>({ resolver: zodResolver(schema), defaultValues: initiativeDefaults(existing, category) });
  const { register, handleSubmit, control, watch, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  useDirtyGuard("contents-initiative-editor", formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = initiativeBody(values, existing);
      const saved = existing ? await sdk.contents.update(page.id, existing.id, body) : await sdk.contents.create(page.id, body);
      reset(initiativeDefaults(saved, saved.content_category_id));
      toast.success(t("dash.saved"));
      void client.invalidateQueries({ queryKey: categoriesKey(page.id) });
      onClose();
    } catch (error) {
      showSaveFailure(error, INITIATIVE_FIELDS, setError, t);
    }
  });

  const languages = pageLanguages(page);
  const text = (name: (typeof INITIATIVE_FIELDS)[number], label: string, type = "text") => (
    <Field
      id={`${ID}-${name}`}
      label={label}
      type={type}
      registration={register(name as keyof InitiativeValues)}
      error={errors[name as keyof InitiativeValues] as FieldError | undefined}
    />
  );
  const standardName = existing?.standard_initiative_id
    ? catalog.data?.standard_initiatives.find((s) => s.id === existing.standard_initiative_id)?.translations[language]?.title
    : undefined;

  return (
    <form className="form editor-form" onSubmit={onSubmit} noValidate>
      {existing ? (
        <p className="hint">
          {existing.kind === "standard" ? t("contents_screen.editor.is_standard", { name: standardName ?? "" }) : t("contents_screen.editor.is_custom")}
        </p>
      ) : (
        <InitiativeSource idPrefix={ID} form={form} catalog={catalog.data} language={language} />
      )}
      <Control id={`${ID}-category`} label={t("contents_screen.editor.category")} error={errors.content_category_id}>
        <select id={`${ID}-category`} {...register("content_category_id")} {...describedBy(`${ID}-category`, errors.content_category_id)}>
          {categories.map((c) => (
            <option key={c.id ?? NEWS_VALUE} value={c.id ?? NEWS_VALUE}>
              {c.id === null ? t("contents_screen.news_category") : localized(c.name_json, language)}
            </option>
          ))}
        </select>
      </Control>
      <LocalizedInputs name="title_json" label={t("contents_screen.editor.title")} register={register} errors={errors} languages={languages} idPrefix={ID} />
      <LocalizedInputs
        name="description_json"
        label={t("contents_screen.editor.description")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix={ID}
        multiline
      />
      <LocalizedInputs
        name="content_json"
        label={t("contents_screen.editor.content")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix={ID}
        multiline
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePicker
            pageId={page.id}
            label={t("contents_screen.editor.image")}
            url={field.value?.url ?? null}
            maxBytes={maxImageBytes}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="cover_image"
        render={({ field, fieldState }) => (
          <ImagePicker
            pageId={page.id}
            label={t("contents_screen.editor.cover_image")}
            url={field.value?.url ?? null}
            maxBytes={maxImageBytes}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Control id={`${ID}-status`} label={t("contents_screen.editor.status")} error={errors.status_id}>
        <select id={`${ID}-status`} {...register("status_id")} {...describedBy(`${ID}-status`, errors.status_id)}>
          <option value="">{t("contents_screen.editor.no_status")}</option>
          {statuses.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name_json[language] ?? s.name}
            </option>
          ))}
        </select>
      </Control>
      <fieldset>
        <legend>{t("contents_screen.editor.certificate")}</legend>
        <div className="row">
          {text("issuing_organization", t("contents_screen.editor.issuing_organization"))}
          {text("auditor", t("contents_screen.editor.auditor"))}
        </div>
        <div className="row">
          {text("issue_date", t("contents_screen.editor.issue_date"), "date")}
          {text("expiration_date", t("contents_screen.editor.expiration_date"), "date")}
        </div>
        <Control
          id={`${ID}-review-interval`}
          label={t("contents_screen.editor.review_interval")}
          hint={t("contents_screen.editor.review_interval_hint")}
          error={errors.review_interval_months}
        >
          <select
            id={`${ID}-review-interval`}
            {...register("review_interval_months")}
            {...describedBy(`${ID}-review-interval`, errors.review_interval_months, true)}
          >
            <option value="">{t("contents_screen.editor.review_interval_none")}</option>
            {REVIEW_INTERVALS.map((months) => (
              <option key={months} value={months}>
                {t("contents_screen.editor.review_interval_months", { count: months })}
              </option>
            ))}
          </select>
        </Control>
        {text("credential_id", t("contents_screen.editor.credential_id"))}
        {text("link", t("contents_screen.editor.link"), "url")}
      </fieldset>
      <LocalizedInputs
        name="additional_info_json"
        label={t("contents_screen.editor.additional_info")}
        register={register}
        errors={errors}
        languages={languages}
        idPrefix={ID}
        multiline
      />
      <AccessFields
        idPrefix={ID}
        register={register}
        errors={errors}
        access={watch("access")}
        existing={existing}
        accessControl={pagePlanLimits(page).access_control}
      />
      <Controller
        control={control}
        name="frameworks"
        render={({ field }) => (
          <FrameworkPicker
            idPrefix={ID}
            frameworks={catalog.data?.frameworks ?? []}
            value={field.value}
            onChange={field.onChange}
            errorAt={(i) => errors.frameworks?.[i]?.categories?.message ?? errors.frameworks?.[i]?.framework?.message}
            language={language}
          />
        )}
      />
      {existing ? <EvidenceFacts pageId={page.id} item={existing} /> : null}
      {existing ? <DisclosuresSection pageId={page.id} contentId={existing.id} language={language} /> : null}
      <div className="actions panel-actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : existing ? t("dash.save") : t("contents_screen.editor.create")}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t("dash.cancel")}
        </button>
      </div>
    </form>
  );
}
