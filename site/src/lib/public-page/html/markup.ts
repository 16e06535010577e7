import { html, raw } from "hono/html";

/**
 * What the public page's template functions share. Markup is built with Hono's
 * `html` tag: every interpolated value is escaped unless it is itself the
 * result of `html` (or `raw`), and `false`, `null` and `undefined` draw
 * nothing, so a condition reads `${cond && html`…`}` as in JSX. An Astro
 * component draws one with `set:html={String(…)}`: the result is a `String`
 * object, and Astro would iterate an object it is given character by character.
 */
export type Html = ReturnType<typeof raw>;

/** A translator as the templates call it: a key alone. */
export type Translate = (key: string) => string;

/** Optional attributes, each ` name="value"` when it has a value (as Astro draws `{...attrs}`). */
export function attributes(values: Record<string, string | number | null | undefined>): Html {
  return html`${Object.entries(values).map(([name, value]) => value !== null && value !== undefined && html` ${raw(name)}="${String(value)}"`)}`;
}
