import { readMigrationState } from "@greenpage/db";
import { bootstrap } from "../bootstrap.ts";

// `npm run db:migrate`: bootstrap applies pending migrations; report where the database stands.
const { database } = await bootstrap();
const state = await readMigrationState(database.db);
console.log(`Database (${database.kind}) is at migration ${state.latest} (${state.applied} applied).`);
await database.close();
