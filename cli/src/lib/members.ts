import type { GreenpageClient, Member } from "@greenpage/sdk";
import { CliError } from "./errors.ts";

/** A member by email (any case) or user id; commands take what a person knows, the API takes the id. */
export async function findMember(client: GreenpageClient, pageId: number, handle: string, wanted: string): Promise<Member> {
  const { members } = await client.members.list(pageId);
  const key = wanted.trim().toLowerCase();
  const member = members.find((m) => m.email.toLowerCase() === key || m.user_id === wanted.trim());
  if (!member) throw new CliError(`No member "${wanted}" on ${handle} (members: ${members.map((m) => m.email).join(", ")}).`);
  return member;
}
