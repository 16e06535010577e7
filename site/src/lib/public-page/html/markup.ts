import { html as honoHtml, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

/**
 * What the public page's template functions share. Markup is built with Hono's
 * `html` tag: every interpolated value is escaped unless it is itself the
 * result of `html` (or `raw`), and `false`, `null` and `undefined` draw
 * nothing, so a condition reads `${cond && html`…`}` as in JSX. An Astro
 * component draws one with `set:html={String(…)}`: the result is a `String`
 * object, and Astro would iterate an object it is given character by character.
 */
export type Html = HtmlEscapedString;

/** Hono's `html`, typed for what these templates give it: no promises, so never a promise back. */
export const html = honoHtml as (strings: TemplateStringsArray, ...values: unknown[]) => Html;
export { raw };

/** A translator as the templates call it: a key alone. */
export type Translate = (key: string) => string;

/** Optional attributes, each ` name="value"` when it has a value (as Astro draws `{...attrs}`). */
export function attributes(values: Record<string, string | number | null | undefined>): Html {
  return html`${Object.entries(values).map(([name, value]) => value !== null && value !== undefined && html` ${raw(name)}="${String(value)}"`)}`;
}
