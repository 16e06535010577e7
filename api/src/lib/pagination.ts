import { t } from "elysia";

export const PageQuery = t.Object({
  page: t.Optional(t.Integer({ minimum: 1, maximum: 100000, error: "Page must be a whole number from 1 to 100000.", "x-field": "page" })),
  page_size: t.Optional(t.Integer({ minimum: 1, maximum: 100, error: "Page size must be between 1 and 100.", "x-field": "page_size" })),
});

export function pageWindow(query: { page?: number | undefined; page_size?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export const Paginated = <T extends Parameters<typeof t.Array>[0]>(item: T) =>
  t.Object({ count: t.Integer(), page: t.Integer(), page_size: t.Integer(), results: t.Array(item) });
