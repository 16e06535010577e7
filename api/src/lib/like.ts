/**
 * A LIKE/ILIKE pattern for "contains this text": `%`, `_` and `\` a person
 * types are letters, not wildcards (so a search for `50%` finds "50%").
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
