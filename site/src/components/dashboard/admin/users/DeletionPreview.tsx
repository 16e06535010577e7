import type { UserDeletionPreview } from "@greenpage/sdk";
import { useTranslation } from "react-i18next";

/** What deleting a user removes, or why it cannot happen yet. */
export function DeletionPreview({ preview }: { preview: UserDeletionPreview }) {
  const { t } = useTranslation();
  if (!preview.can_delete) {
    return (
      <div className="notice error" role="alert">
        <p>{t("admin_users.delete_blocked")}</p>
        <p>{preview.blocked_reason}</p>
      </div>
    );
  }
  const lines = [
    ...preview.pages.map((p) => t("admin_users.delete_page", { handle: p.handle, items: p.items, news: p.news })),
    ...preview.memberships.map((m) => t("admin_users.delete_membership", { handle: m.handle, role: m.role })),
    ...(preview.subscription ? [t("admin_users.delete_subscription", { plan: preview.subscription.subscription_plan.code })] : []),
    ...(preview.api_keys ? [t("admin_users.delete_api_keys", { count: preview.api_keys })] : []),
  ];
  return (
    <div data-testid="deletion-preview">
      <p>{t("admin_users.delete_lead")}</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {preview.pages.length === 0 && preview.memberships.length === 0 ? <p className="hint">{t("admin_users.delete_nothing")}</p> : null}
    </div>
  );
}
