import { GreenpageError, type InvitationPreview, type PageRole } from "@greenpage/sdk";
import type { SessionCheck } from "../session.ts";
import { visitorApi } from "../server-api.ts";
import { joinToken } from "./links.ts";

/**
 * What the join page shows, from the API's preview of the link and, for a
 * signed-in visitor, their pages:
 * - `member`: already on the page's team (whatever the link's state now);
 * - `offer`: the link works (`signedIn` says which actions to offer);
 * - `closed`: expired, revoked or used up, in the API's words for it;
 * - `invalid`: never a link of ours; `rate_limited`, `unavailable`: try again later.
 */
export type JoinView =
  | { state: "member"; invitation: InvitationPreview; role: PageRole }
  | { state: "offer"; invitation: InvitationPreview; signedIn: boolean }
  | { state: "closed"; invitation: InvitationPreview; reason: Exclude<InvitationPreview["state"], "active"> }
  | { state: "invalid" | "rate_limited" | "unavailable" };

/** The answer's status for each state: the page still explains itself. */
export const JOIN_STATUS: Record<JoinView["state"], number> = { member: 200, offer: 200, closed: 410, invalid: 404, rate_limited: 429, unavailable: 503 };

/** The view of the link `rawToken` for the visitor making `request` (whose session the page has checked). */
export async function loadJoinView(
  rawToken: string | undefined,
  request: Request,
  clientAddress: string | undefined,
  session: SessionCheck,
): Promise<JoinView> {
  const token = joinToken(rawToken);
  if (!token) return { state: "invalid" };
  if (session.state === "unavailable") return { state: "unavailable" };
  const api = visitorApi(request, clientAddress);
  try {
    const invitation = await api.members.invitation(token);
    if (session.state === "signed_in") {
      const mine = (await api.pages.mine()).find((page) => page.id === invitation.page.id);
      if (mine) return { state: "member", invitation, role: mine.role };
    }
    if (invitation.state !== "active") return { state: "closed", invitation, reason: invitation.state };
    return { state: "offer", invitation, signedIn: session.state === "signed_in" };
  } catch (error) {
    if (!(error instanceof GreenpageError)) throw error;
    // 404: no such link; 400: not even the shape of one.
    if (error.status === 404 || error.status === 400) return { state: "invalid" };
    return { state: error.status === 429 ? "rate_limited" : "unavailable" };
  }
}
