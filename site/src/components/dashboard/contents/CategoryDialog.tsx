import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { CATEGORY_LIMITS } from "@greenpage/sdk";
import { type ContentCategory, sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { LocalizedInputs, PAGE_LANGUAGES } from "../form/LocalizedInputs.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { EditorPanel } from "./EditorPanel.tsx";
import { categoriesKey } from "./queries.ts";

type Props = {
  pageId: number;
  /** The category to rename, or null to create one. */
  existing: ContentCategory | null;
  onClose: () => void;
};

const FIELDS = ["name_json", "name_json.en", "name_json.ja"] as const;

/** Creates or renames a category: its name in English and Japanese (at least one). */
export function CategoryDialog({ pageId, existing, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <EditorPanel compact title={existing ? t("contents_screen.category.rename_title") : t("contents_screen.category.new_title")} onClose={onClose}>
      {(cancel) => <CategoryForm pageId={pageId} existing={existing} onClose={onClose} cancel={cancel} />}
    </EditorPanel>
  );
}

function CategoryForm({ pageId, existing, onClose, cancel }: Props & { cancel: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const schema = z
    .object({ name_json: z.object({ en: z.string().trim().max(CATEGORY_LIMITS.name_json), ja: z.string().trim().max(CATEGORY_LIMITS.name_json) }) })
    .refine((v) => v.name_json.en || v.name_json.ja, { path: ["name_json"], message: t("form.required") });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name_json: { en: existing?.name_json.en ?? "", ja: existing?.name_json.ja ?? "" } },
  });
  useDirtyGuard("contents-category", formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      // News (id null) is built in: the board offers no rename for it.
      if (existing?.id != null) await sdk.categories.update(pageId, existing.id, values);
      else if (!existing) await sdk.categories.create(pageId, values);
      toast.success(t("dash.saved"));
      await client.invalidateQueries({ queryKey: categoriesKey(pageId) });
      onClose();
    } catch (error) {
      showSaveFailure(error, FIELDS, setError, t);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <LocalizedInputs
        name="name_json"
        label={t("contents_screen.category.name")}
        register={register}
        errors={formState.errors}
        languages={PAGE_LANGUAGES}
        idPrefix="category"
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("dash.saving") : existing ? t("dash.save") : t("contents_screen.category.create")}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t("dash.cancel")}
        </button>
      </div>
    </form>
  );
}
