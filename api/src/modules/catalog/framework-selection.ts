import type { FrameworkSelection } from "@greenpage/db/schema";
import type { FieldErrorCollector } from "../../lib/errors.ts";
import { RULES } from "../../lib/validate.ts";
import { isFrameworkCategory, isFrameworkCode } from "./frameworks.ts";

/**
 * The frameworks a page or an initiative reports against: each a known
 * framework, once, with at least one of its own categories.
 */
export function cleanFrameworks(errors: FieldErrorCollector, field: string, value: FrameworkSelection[] | undefined) {
  if (value === undefined) return undefined;
  const seen = new Set<string>();
  const clean: FrameworkSelection[] = [];
  value.forEach((selection, i) => {
    if (!isFrameworkCode(selection.framework) || seen.has(selection.framework)) {
      errors.add(`${field}.${i}.framework`, RULES.framework);
      return;
    }
    seen.add(selection.framework);
    const categories = [...new Set(selection.categories)];
    if (categories.length === 0) errors.add(`${field}.${i}.categories`, RULES.frameworkNeedsCategory);
    if (categories.some((c) => !isFrameworkCategory(selection.framework, c))) errors.add(`${field}.${i}.categories`, RULES.frameworkCategory);
    clean.push({ framework: selection.framework, categories });
  });
  return clean;
}
