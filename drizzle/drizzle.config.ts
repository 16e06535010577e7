import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./drizzle/src/schema/index.ts",
  out: "./drizzle/migrations",
});
