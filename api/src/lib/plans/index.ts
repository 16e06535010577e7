/**
 * Plans in one place: the limits table the API enforces and `GET /plans/`
 * returns, the refusal a blocked action answers, and the subscriptions that
 * put users and pages on a plan.
 */
export * from "./limits.ts";
export * from "./schemas.ts";
export * from "./subscriptions.ts";
export * from "./usage.ts";
export * from "./catalog.ts";
