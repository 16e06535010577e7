import { parseArgs } from "node:util";
import { bootstrap } from "../bootstrap.ts";
import { createContext } from "../app.ts";
import { createLogger } from "../lib/logger.ts";
import { ensureAdmin } from "../seed/admin.ts";

// `npm run admin:create -- --email you@example.com --password secret [--name "Your Name"]`
const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD [--name NAME]");
  process.exit(2);
}
const { config, database } = await bootstrap();
const ctx = createContext(config, database, createLogger("silent"));
try {
  const result = await ensureAdmin(ctx, { email: values.email, password: values.password, name: values.name ?? "Admin" });
  console.log(result.created ? `Created admin ${values.email}.` : `${values.email} already existed and is now an admin.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  ctx.database.stop();
  await database.close();
}
