import { Elysia } from "elysia";
import type { AppContext } from "../../lib/context.ts";
import { adminCodesModule } from "../admin-codes/index.ts";
import { adminMessagesModule } from "../admin-messages/index.ts";
import { adminOverviewModule } from "../admin-overview/index.ts";
import { adminPlansModule } from "../admin-plans/index.ts";
import { adminUsersModule } from "../admin-users/index.ts";
import { auditModule } from "../audit/index.ts";
import { moderationModule } from "../moderation/index.ts";

/** Invitation codes, plans and messages (one instance, mounted below with one `.use`). */
const adminOfficeModules = (ctx: AppContext) => new Elysia().use(adminCodesModule(ctx)).use(adminPlansModule(ctx)).use(adminMessagesModule(ctx));

/** Users and the overview (one instance: TypeScript's instantiation depth). */
const adminPeopleModules = (ctx: AppContext) => new Elysia().use(adminUsersModule(ctx)).use(adminOverviewModule(ctx));

/**
 * The admin console's calls (issue 24), one Elysia instance per area, all
 * under `/admin` and all refusing anyone without the admin role (403);
 * besides them, the public "Report this page" that feeds the Moderation queue.
 * Mounted as one instance: more `.use` calls on /api/v1 pass TypeScript's
 * instantiation depth.
 */
export const adminConsoleModules = (ctx: AppContext) =>
  new Elysia().use(adminPeopleModules(ctx)).use(moderationModule(ctx)).use(adminOfficeModules(ctx)).use(auditModule(ctx));
