import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Previous / next under a paginated admin list, with where one is. */
export function Pager({ page, pageSize, count, onPage }: { page: number; pageSize: number; count: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t("admin_codes.page_of", { page, pages, count })}>
      <button type="button" className="button small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("admin_codes.previous")}
      </button>
      <span>{t("admin_codes.page_of", { page, pages, count })}</span>
      <button type="button" className="button small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("admin_codes.next")}
      </button>
    </nav>
  );
}

/** A date (and time) as the reader's language writes it, in a `<time>`. */
export function When({ iso, time = false }: { iso: string | null | undefined; time?: boolean }) {
  const { i18n } = useTranslation();
  if (!iso) return null;
  const format = new Intl.DateTimeFormat(i18n.language, time ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" });
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}

/** Where a table wider than the screen scrolls: a named region keyboard users can reach and scroll. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so a keyboard can scroll it (axe scrollable-region-focusable).
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}

/**
 * The row above an admin list: a status select, a search box and whatever
 * follows (a CSV link). Each change goes to the caller, which also turns
 * back to the list's first page.
 */
export function StatusSearchFilters<S extends string>({
  id,
  status,
  search,
  children,
}: {
  id: string;
  status: { label: string; value: S; options: readonly { value: S; label: string }[]; onChange: (value: S) => void };
  search: { label: string; value: string; placeholder?: string; onChange: (value: string) => void };
  children?: ReactNode;
}) {
  return (
    <div className="admin-filters">
      <div className="field">
        <label htmlFor={`${id}-status`}>{status.label}</label>
        <select id={`${id}-status`} value={status.value} onChange={(e) => status.onChange(e.target.value as S)}>
          {status.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-q`}>{search.label}</label>
        <input id={`${id}-q`} type="search" value={search.value} placeholder={search.placeholder} onChange={(e) => search.onChange(e.target.value)} />
      </div>
      {children}
    </div>
  );
}
