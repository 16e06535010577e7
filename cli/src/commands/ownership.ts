import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { findMember } from "../lib/members.ts";
import { day } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

/**
 * Handing a page over: the owner offers it to a member (or withdraws the
 * offer), and that member accepts or declines. Offering needs a signed-in
 * session; with an API key the API answers 403 and the CLI prints its words.
 */
export function registerOwnership(members: Command): void {
  withExamples(
    members
      .command("transfer <handle> [member]")
      .description("offer the page to a member (email or user id; owner, signed in): they own it once they accept")
      .option("--cancel", "withdraw the waiting offer instead")
      .action(async (handle: string, wanted: string | undefined, options: { cancel?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        if (options.cancel && wanted) throw new UsageError(`Give a member to offer ${handle} to, or --cancel, not both.`);
        if (!options.cancel && !wanted) throw new UsageError(`Name the member to offer ${handle} to (an email or user id), or give --cancel.`);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        if (!wanted) {
          await client.members.cancelOwnership(page.id);
          // The API lets the member the page was offered to end the offer too: then it is a decline.
          const withdrawn = page.role === "owner";
          ctx.out.result(withdrawn ? { withdrawn: page.id, handle: page.handle } : { declined: page.id, handle: page.handle }, () =>
            withdrawn ? `Withdrew the offer of ${page.handle}.` : `Declined ${page.handle}.`,
          );
          return;
        }
        const member = await findMember(client, page.id, page.handle, wanted);
        const offer = await client.members.offerOwnership(page.id, member.user_id);
        ctx.out.result(
          offer,
          () =>
            `Offered ${page.handle} to ${offer.to.name} (${member.email}) until ${day(offer.expires_at)}; ` +
            `it is theirs once they run \`greenpage members accept ${page.handle}\` or accept it in the dashboard.`,
        );
      }),
    ["greenpage members transfer midori-coffee hana@example.com", "greenpage members transfer midori-coffee --cancel"],
  );

  withExamples(
    members
      .command("accept <handle>")
      .description("take over the page offered to you (it moves to your account's plan); --decline turns it down")
      .option("--decline", "turn the offer down instead")
      .action(async (handle: string, options: { decline?: boolean }, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        if (options.decline) {
          await client.members.cancelOwnership(page.id);
          ctx.out.result({ declined: page.id, handle: page.handle }, () => `Declined ${page.handle}.`);
          return;
        }
        await client.members.acceptOwnership(page.id);
        ctx.out.result({ accepted: page.id, handle: page.handle }, () => `You own ${page.handle} now; its previous owner is an editor.`);
      }),
    ["greenpage members accept midori-coffee", "greenpage members accept midori-coffee --decline"],
  );
}
