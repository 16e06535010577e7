import { type DisclosureDecision, type InitiativeDisclosures, parseDisclosureRef } from "@greenpage/sdk";
import type { Command } from "commander";
import { contextOf } from "../lib/context.ts";
import { UsageError } from "../lib/errors.ts";
import { withExamples } from "../lib/help.ts";
import { parseIds } from "../lib/input.ts";
import { formatTable, localized } from "../lib/output.ts";
import { findMyPage } from "../lib/pages.ts";

type Row = { id: number; title: string; state: string; ref: string; confidence: string; name: string };

const refOf = (d: { framework: string; disclosure: string }) => `${d.framework}:${d.disclosure}`;

/** One line per disclosure an initiative counts for, then one per suggestion. */
function rowsOf(initiatives: readonly InitiativeDisclosures[]): Row[] {
  return initiatives.flatMap((item) => {
    const base = { id: item.content_id, title: localized(item.title_json) || (item.standard_code ?? "") };
    const counted = item.disclosures.map((d) => ({ ...base, state: d.source, ref: refOf(d), confidence: "", name: d.title.en }));
    const suggested = item.suggestions.map((s) => ({ ...base, state: "suggested", ref: refOf(s), confidence: s.confidence.toFixed(2), name: s.title.en }));
    const none = counted.length + suggested.length === 0 ? [{ ...base, state: "none", ref: "", confidence: "", name: "" }] : [];
    return [...counted, ...suggested, ...none];
  });
}

function parseRef(text: string) {
  const ref = parseDisclosureRef(text);
  if (!ref) throw new UsageError(`Write the disclosure as framework:code, e.g. gri:305-1 (got "${text}").`);
  return ref;
}

/** `greenpage disclosures`: which framework disclosures a page's initiatives address, and deciding suggestions. */
export function registerDisclosures(program: Command): void {
  const disclosures = program.command("disclosures").description("framework disclosures a page's initiatives address, and suggestions to decide");

  withExamples(
    disclosures
      .command("list <handle>")
      .description("per initiative: the disclosures it counts for (catalogue, confirmed) and suggestions with their confidence")
      .action(async (handle: string, _options: unknown, command: Command) => {
        const ctx = contextOf(command);
        const client = ctx.client();
        const page = await findMyPage(client, handle);
        const result = await client.disclosures.list(page.id);
        ctx.out.result(result, () =>
          formatTable(
            rowsOf(result.initiatives),
            [
              { header: "ID", value: (r) => r.id },
              { header: "INITIATIVE", value: (r) => r.title },
              { header: "STATE", value: (r) => r.state },
              { header: "DISCLOSURE", value: (r) => r.ref },
              { header: "CONFIDENCE", value: (r) => r.confidence },
              { header: "TITLE", value: (r) => r.name },
            ],
            ctx.out.colors,
          ),
        );
      }),
    ["greenpage disclosures list midori-coffee", "greenpage disclosures list midori-coffee --json"],
  );

  for (const [verb, state, description] of [
    ["confirm", "confirmed", "count disclosures for an initiative"],
    ["reject", "rejected", "say an initiative does not address disclosures (they stop counting and are not suggested again)"],
  ] as const) {
    withExamples(
      disclosures
        .command(`${verb} <handle> <content-id> <refs...>`)
        .description(`${description}; each ref is framework:code`)
        .action(async (handle: string, contentId: string, refs: string[], _options: unknown, command: Command) => {
          const ctx = contextOf(command);
          const [id] = parseIds([contentId], "Initiative");
          const items = refs.map((text) => ({ ...parseRef(text), state }) as DisclosureDecision);
          const client = ctx.client();
          const page = await findMyPage(client, handle);
          const result = await client.disclosures.decide(page.id, id!, items);
          const past = verb === "confirm" ? "Confirmed" : "Rejected";
          ctx.out.result(result, () => `${past} ${refs.join(", ")} for initiative ${result.content_id} (${localized(result.title_json)}).`);
        }),
      [`greenpage disclosures ${verb} midori-coffee 12 gri:305-1${verb === "confirm" ? " sdgs:13.2" : ""}`],
    );
  }
}
