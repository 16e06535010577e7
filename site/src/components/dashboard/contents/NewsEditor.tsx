import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type OwnedPage, type NewsItem, sdk } from "../../../lib/dashboard/api.ts";
import { NEWS_FIELDS, newsBody, newsDefaults, newsSchema, type NewsValues } from "../../../lib/dashboard/contents/news-form.ts";
import { pageLanguages } from "../../../lib/dashboard/page-text.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { ImagePicker } from "../form/ImagePicker.tsx";
import { LocalizedInputs } from "../form/LocalizedInputs.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { EditorPanel } from "./EditorPanel.tsx";
import { newsKey } from "./queries.ts";

type Props = { page: OwnedPage; existing: NewsItem | null; maxImageBytes: number; onClose: () => void };

const ID = "news";

/** Adds or edits a news item or an event (an event has a start, and may have an end and a place). */
export function NewsEditor(props: Props) {
  const { t } = useTranslation();
  return (
    <EditorPanel title={props.existing ? t("contents_screen.news.edit_title") : t("contents_screen.news.new_title")} onClose={props.onClose}>
      {(close) => <NewsForm {...props} cancel={close} />}
    </EditorPanel>
  );
}

function NewsForm({ page, existing, maxImageBytes, onClose, cancel }: Props & { cancel: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const schema = useMemo(
    () => newsSchema({ required: t("form.required"), eventEnd: t("contents_screen.errors.event_end"), url: t("contents_screen.errors.url") }),
    [t],
  );
  const { register, handleSubmit, control, watch, setError, reset, formState } = useForm<NewsValues>({
    resolver: zodResolver(schema),
    defaultValues: newsDefaults(existing),
  });
  const { errors, isSubmitting } = formState;
  useDirtyGuard("contents-news-editor", formState.isDirty);
  const event = watch("kind") === "event";

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = newsBody(values, existing);
      const saved = existing ? await sdk.news.update(page.id, existing.id, body) : await sdk.news.create(page.id, body);
      reset(newsDefaults(saved));
      toast.success(t("dash.saved"));
      void client.invalidateQueries({ queryKey: newsKey(page.id) });
      onClose();
    } catch (error) {
      showSaveFailure(error, NEWS_FIELDS, setError, t);
    }
  });

  return (
    <form className="form editor-form" onSubmit={onSubmit} noValidate>
      <fieldset>
        <legend>{t("contents_screen.news.kind")}</legend>
        <div className="choices">
          <label className="choice">
            <input type="radio" value="news" {...register("kind")} />
            {t("contents_screen.news.kind_news")}
          </label>
          <label className="choice">
            <input type="radio" value="event" {...register("kind")} />
            {t("contents_screen.news.kind_event")}
          </label>
        </div>
      </fieldset>
      <LocalizedInputs
        name="title_json"
        label={t("contents_screen.news.title")}
        register={register}
        errors={errors}
        languages={pageLanguages(page)}
        idPrefix={ID}
      />
      <LocalizedInputs
        name="body_json"
        label={t("contents_screen.news.body")}
        register={register}
        errors={errors}
        languages={pageLanguages(page)}
        idPrefix={ID}
        multiline
      />
      <Field
        id={`${ID}-date`}
        type="date"
        label={t("contents_screen.news.date")}
        hint={t("contents_screen.news.date_hint")}
        registration={register("date")}
        error={errors.date}
      />
      {event ? (
        <div className="row">
          <Field
            id={`${ID}-starts`}
            type="datetime-local"
            label={t("contents_screen.news.starts_at")}
            registration={register("starts_at")}
            error={errors.starts_at}
          />
          <Field id={`${ID}-ends`} type="datetime-local" label={t("contents_screen.news.ends_at")} registration={register("ends_at")} error={errors.ends_at} />
        </div>
      ) : null}
      {event ? <Field id={`${ID}-location`} label={t("contents_screen.news.location")} registration={register("location")} error={errors.location} /> : null}
      <Field id={`${ID}-link`} type="url" label={t("contents_screen.news.link")} registration={register("link")} error={errors.link} />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImagePicker
            pageId={page.id}
            label={t("contents_screen.news.image")}
            url={field.value?.url ?? null}
            maxBytes={maxImageBytes}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <label className="choice">
        <input type="checkbox" {...register("is_published")} />
        {t("contents_screen.news.published")}
      </label>
      <div className="actions panel-actions">
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t("dash.saving") : existing ? t("dash.save") : t("contents_screen.news.create")}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t("dash.cancel")}
        </button>
      </div>
    </form>
  );
}
