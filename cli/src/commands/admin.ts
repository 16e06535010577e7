import type { Command } from "commander";
import { registerAdminAudit } from "./admin-audit.ts";
import { registerAdminModeration } from "./admin-moderation.ts";
import { registerAdminOffice } from "./admin-office.ts";
import { registerAdminUsers } from "./admin-users.ts";
import { registerAdminVerifications } from "./admin-verifications.ts";
import { registerRefund } from "./billing.ts";

/** The product team's commands: they answer 403 to anyone without the admin role. */
export function registerAdmin(program: Command): void {
  const admin = program
    .command("admin")
    .description("for the product team (admin role): overview, users, pages, reports, codes, plans, refunds, messages, audit log");
  registerRefund(admin);
  registerAdminUsers(admin);
  registerAdminModeration(admin);
  registerAdminOffice(admin);
  registerAdminVerifications(admin);
  registerAdminAudit(admin);
}
