import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "../../../lib/forms/zod.ts";
import { sdk } from "../../../lib/dashboard/api.ts";
import { showSaveFailure } from "../../../lib/dashboard/submit.ts";
import { useHandleCheck } from "../../../lib/dashboard/use-handle-check.ts";
import { HandleInput } from "../form/HandleInput.tsx";
import { useCan, useCurrentPage } from "../shell/CurrentPage.tsx";
import { useDirtyGuard } from "../shell/LeaveGuard.tsx";
import { HANDLE_LENGTH } from "@greenpage/sdk";

/** The page's address: checked live, changeable by the owner once every two weeks (the date of the next change is shown). */
export function HandleSection({ origin }: { origin: string }) {
  const { t, i18n } = useTranslation();
  const { page, replace } = useCurrentPage();
  const owner = useCan("owner");
  const schema = z.object({
    handle: z.string().trim().min(HANDLE_LENGTH.min, t("start.handle_length", HANDLE_LENGTH)).max(HANDLE_LENGTH.max, t("start.handle_length", HANDLE_LENGTH)),
  });
  type Values = z.infer<typeof schema>;
  const { register, handleSubmit, setError, watch, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { handle: page.handle },
  });
  const next = page.next_handle_change_at ? new Date(page.next_handle_change_at) : null;
  const locked = next !== null && next.getTime() > Date.now() && owner;
  const value = watch("handle");
  const check = useHandleCheck(value, { pageId: page.id, skip: locked || value.trim() === page.handle });
  useDirtyGuard("page-handle", formState.isDirty);
  const when = next ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(next) : null;

  const onSubmit = handleSubmit(async ({ handle }) => {
    try {
      const updated = await sdk.pages.update(page.id, { handle });
      replace(updated);
      reset({ handle: updated.handle });
      toast.success(t("page_settings.handle_saved"));
    } catch (error) {
      showSaveFailure(error, ["handle"], setError, t);
    }
  });

  return (
    <section className="card dash-section" aria-labelledby="handle-title">
      <h2 id="handle-title">{t("page_settings.handle_title")}</h2>
      {owner ? (
        <form className="form" onSubmit={onSubmit} noValidate>
          <HandleInput
            id="settings-handle"
            label={t("start.handle")}
            registration={register("handle")}
            check={check}
            error={formState.errors.handle}
            origin={origin}
            disabled={locked}
          />
          <p className="hint" data-testid="next-handle-change">
            {locked && when ? t("page_settings.handle_locked", { date: when }) : t("page_settings.handle_rule")}
          </p>
          <div className="actions">
            <button type="submit" className="button primary" disabled={locked || formState.isSubmitting || !formState.isDirty}>
              {t("page_settings.handle_save")}
            </button>
          </div>
        </form>
      ) : (
        <p data-testid="page-address">
          <a href={`/${page.handle}`} target="_blank" rel="noopener">{`${origin}/${page.handle}`}</a>
        </p>
      )}
    </section>
  );
}
