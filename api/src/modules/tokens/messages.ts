import { RULES } from "../../lib/validate.ts";

export const TOKEN_MESSAGES = {
  badCredentials: "No active account found with the given credentials.",
  badRefresh: "Token is invalid or expired.",
  required: RULES.required,
} as const;
