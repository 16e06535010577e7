import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type LinkBlock, sdk } from "../../../lib/dashboard/api.ts";
import {
  LINK_BLOCK_FIELDS,
  type LinkBlockValues,
  linkBlockFormValues,
  linkBlockPayload,
  linkBlockSchema,
  linkBlocksKey,
} from "../../../lib/dashboard/link-blocks.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { Field } from "../../Field.tsx";
import { EditorPanel } from "../contents/EditorPanel.tsx";
import { ImagePicker } from "../form/ImagePicker.tsx";
import { LocalizedInputs, PAGE_LANGUAGES } from "../form/LocalizedInputs.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { IconPicker } from "./IconPicker.tsx";

type Props = {
  pageId: number;
  /** The block to edit, or null to add one. */
  existing: LinkBlock | null;
  maxImageBytes: number;
  onClose: () => void;
};

/** Adds or edits a link block: title and description per language, URL, an icon or a thumbnail. */
export function LinkBlockDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <EditorPanel title={props.existing ? t("link_blocks.edit_title") : t("link_blocks.add_title")} onClose={props.onClose}>
      {(cancel) => <LinkBlockForm {...props} cancel={cancel} />}
    </EditorPanel>
  );
}

function LinkBlockForm({ pageId, existing, maxImageBytes, onClose, cancel }: Props & { cancel: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { register, handleSubmit, setError, setValue, formState } = useForm<LinkBlockValues>({
    resolver: zodResolver(linkBlockSchema(t)),
    defaultValues: linkBlockFormValues(existing),
  });
  const [thumbnailUrl, setThumbnailUrl] = useState(existing?.thumbnail_url ?? null);
  useDirtyGuard("customization-link-block", formState.isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body = linkBlockPayload(values);
      if (existing) await sdk.linkBlocks.update(pageId, existing.id, body);
      else await sdk.linkBlocks.create(pageId, body);
      toast.success(t("dash.saved"));
      await client.invalidateQueries({ queryKey: linkBlocksKey(pageId) });
      onClose();
    } catch (error) {
      showSaveFailure(error, LINK_BLOCK_FIELDS, setError, t);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <LocalizedInputs
        name="title_json"
        label={t("link_blocks.title")}
        register={register}
        errors={formState.errors}
        languages={PAGE_LANGUAGES}
        idPrefix="block"
      />
      <Field id="block-url" label={t("link_blocks.url")} type="url" placeholder="example.com" registration={register("url")} error={formState.errors.url} />
      <LocalizedInputs
        name="description_json"
        label={t("link_blocks.description")}
        register={register}
        errors={formState.errors}
        languages={PAGE_LANGUAGES}
        idPrefix="block"
      />
      <IconPicker registration={register("icon")} />
      <ImagePicker
        pageId={pageId}
        label={t("link_blocks.thumbnail")}
        url={thumbnailUrl}
        maxBytes={maxImageBytes}
        error={formState.errors.thumbnail?.message}
        onChange={(image) => {
          setThumbnailUrl(image?.url ?? null);
          setValue("thumbnail", image?.key ?? "", { shouldDirty: true });
        }}
      />
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("dash.saving") : existing ? t("dash.save") : t("link_blocks.add")}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t("dash.cancel")}
        </button>
      </div>
    </form>
  );
}
