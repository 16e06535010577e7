/**
 * The demo a newcomer meets, in the README's words: `npm start` seeds this
 * login, its page and the product team's reviewer. The e2e tests use what
 * the README promises (not the seed's constants), so a seed that drifted from
 * the README fails them.
 */
export const DEMO_LOGIN = { email: "demo@greenpage.dev", password: "greenpage-demo" } as const;
export const DEMO_HANDLE = "greenpage-demo";
export const DEMO_REVIEWER = { email: "reviewer@greenpage.dev", password: "greenpage-review", name: "Kenta Mori" } as const;
/** Opens the demo page's password item. */
export const DEMO_ITEM_PASSWORD = "midori-2025";
