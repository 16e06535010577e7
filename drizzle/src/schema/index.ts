export * from "./auth.ts";
export * from "./plans.ts";
export * from "./businesses.ts";
export * from "./contents.ts";
export * from "./mail.ts";
export * from "./types.ts";
export * from "./analytics.ts";
export * from "./site.ts";
