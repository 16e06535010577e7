import { type Api, idText, unwrap } from "./request.ts";
import type { Id, InvitationInput, InvitedRole, PageQuery } from "./types.ts";

/**
 * A page's team: its members and roles (owner, editor, viewer), invite
 * links, leaving, handing the page over, and its activity. Members plus the
 * unused seats of live invite links count against the plan's team users; a
 * full team is a `plan_limit` error with the specification's message.
 */
export function membersApi(api: Api) {
  const page = (pageId: Id) => ({ business_id: idText(pageId) });
  return {
    /** Members, live invite links (owner only), the plan's allowance and a waiting handover. `GET /businesses/{id}/members/` */
    list: (pageId: Id) => unwrap(api.GET("/api/v1/businesses/{business_id}/members/", { params: { path: page(pageId) } })),
    /** Makes an invite link (owner); the answer's `url` is the join link to share. `POST /businesses/{id}/members/invitations/` */
    invite: (pageId: Id, input: InvitationInput) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/members/invitations/", { params: { path: page(pageId) }, body: input })),
    /** Revokes an invite link: its unused seats are free again. `DELETE /businesses/{id}/members/invitations/{invitation_id}/` */
    revokeInvitation: async (pageId: Id, invitationId: Id): Promise<void> => {
      await unwrap(
        api.DELETE("/api/v1/businesses/{business_id}/members/invitations/{invitation_id}/", {
          params: { path: { ...page(pageId), invitation_id: idText(invitationId) } },
        }),
      );
    },
    /** Makes a member an editor or a viewer (owner). `PATCH /businesses/{id}/members/{user_id}/` */
    setRole: (pageId: Id, userId: string, role: InvitedRole) =>
      unwrap(api.PATCH("/api/v1/businesses/{business_id}/members/{user_id}/", { params: { path: { ...page(pageId), user_id: userId } }, body: { role } })),
    /** Removes a member (owner; not the owner). `DELETE /businesses/{id}/members/{user_id}/` */
    remove: async (pageId: Id, userId: string): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/members/{user_id}/", { params: { path: { ...page(pageId), user_id: userId } } }));
    },
    /** Leaves the page (the owner cannot: hand it over first). `POST /businesses/{id}/members/leave/` */
    leave: async (pageId: Id): Promise<void> => {
      await unwrap(api.POST("/api/v1/businesses/{business_id}/members/leave/", { params: { path: page(pageId) } }));
    },
    /** Offers the page to a member (owner); nothing changes until they accept. `POST /businesses/{id}/ownership-transfer/` */
    offerOwnership: (pageId: Id, userId: string) =>
      unwrap(api.POST("/api/v1/businesses/{business_id}/ownership-transfer/", { params: { path: page(pageId) }, body: { user_id: userId } })),
    /** Withdraws the offer (owner) or declines it (the member it was made to). `DELETE /businesses/{id}/ownership-transfer/` */
    cancelOwnership: async (pageId: Id): Promise<void> => {
      await unwrap(api.DELETE("/api/v1/businesses/{business_id}/ownership-transfer/", { params: { path: page(pageId) } }));
    },
    /** Accepts the page offered to you: you own it, on your account's plan. `POST /businesses/{id}/ownership-transfer/accept/` */
    acceptOwnership: async (pageId: Id): Promise<void> => {
      await unwrap(api.POST("/api/v1/businesses/{business_id}/ownership-transfer/accept/", { params: { path: page(pageId) } }));
    },
    /** Who changed what on the page, newest first (90 days), paginated. `GET /businesses/{id}/activity/` */
    activity: (pageId: Id, query?: PageQuery) => unwrap(api.GET("/api/v1/businesses/{business_id}/activity/", { params: { path: page(pageId), query } })),
    /** What a join link (the link or its token) offers; no sign-in needed. `POST /invitations/preview/` */
    invitation: (link: string) => unwrap(api.POST("/api/v1/invitations/preview/", { body: { token: joinToken(link) } })),
    /** Joins the page a join link (the link or its token) names; `joined: false` when already a member. `POST /invitations/accept/` */
    join: (link: string) => unwrap(api.POST("/api/v1/invitations/accept/", { body: { token: joinToken(link) } })),
  };
}

/** The token of a join link (`https://…/join/<token>`), or the token itself. */
export function joinToken(linkOrToken: string): string {
  const match = /\/join\/([^/?#]+)/.exec(linkOrToken);
  const token = match?.[1] ?? linkOrToken.trim();
  try {
    return decodeURIComponent(token);
  } catch {
    // A mangled escape: the API says the link is not valid, in its words.
    return token;
  }
}
