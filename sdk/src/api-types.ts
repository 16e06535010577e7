// Generated from the Greenpage API's OpenAPI document (/api/v1/openapi.json)
// by api/scripts/sdk-contract/write.ts. Do not edit: run `npm run types -w sdk`.

export interface paths {
    "/api/v1/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API's name and version, with links to its docs, OpenAPI document and health */
        get: operations["getApiV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, database kind and migration version */
        get: operations["getApiV1Health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signup/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Sends a verification mail and signs the new user in (session cookie). `early_signup=true` requires an unused invitation code.
         */
        post: operations["postApiV1Signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user with their subscription */
        get: operations["getApiV1UsersMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * End the session and revoke its tokens
         * @description An API key has no session: revoke it instead (403). With the session cookie, only a request from the site itself (Sec-Fetch-Site same-origin or none, else a trusted Origin or Referer; none of them: 403) is accepted; the site signs out with a POST to /api/auth/sign-out.
         */
        get: operations["getApiV1Logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade email and password for an access token (1 hour) and a refresh token */
        post: operations["postApiV1AuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/refresh/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a refresh token for a new access token */
        post: operations["postApiV1AuthTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/providers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ways a stakeholder can sign on
         * @description Public. Mailed code: `POST /api/auth/email-otp/send-verification-otp` `{ email, type: "sign-in" }`, then `POST /api/auth/sign-in/email-otp` `{ email, otp }`. Mailed link: `POST /api/auth/sign-in/magic-link` `{ email, callbackURL }`. Single sign-on: `POST /api/auth/sign-in/social` `{ provider: oidc.id, callbackURL }` answers `{ url }` to send the browser to.
         */
        get: operations["getApiV1AuthProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's API keys, newest first (never the keys themselves) */
        get: operations["getApiV1UsersMeApi-keys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description Use it as `Authorization: Bearer gpk_…` or `X-API-Key: gpk_…`; it acts as you, with all your rights. At most 20 keys that have not expired (409 beyond).
         */
        post: operations["postApiV1UsersMeApi-keys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/api-keys/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["deleteApiV1UsersMeApi-keysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/notifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notification mails: which kinds are on, and their language */
        get: operations["getApiV1UsersMeNotifications"];
        /**
         * Switch notification kinds on or off, or set their language
         * @description Fields left out stay as they are. A kind switched off is not mailed, alone or in a digest, from then on. Up to 3 notifications a day come one mail each; the rest of the day's come in one daily digest.
         */
        put: operations["putApiV1UsersMeNotifications"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unsubscribe/{token}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a notification mail's unsubscribe link turns off (no sign-in; changes nothing) */
        get: operations["getApiV1NotificationsUnsubscribeByToken"];
        put?: never;
        /**
         * Turn off what a notification mail's unsubscribe link names (no sign-in; idempotent)
         * @description The `List-Unsubscribe` address of every notification mail: mail clients post `List-Unsubscribe=One-Click` to it (RFC 8058); any body is accepted. A forged or altered token answers 404 `invalid_unsubscribe_link`.
         */
        post: operations["postApiV1NotificationsUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/initiatives-status/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Initiative status categories: 1 Targeted, 2 Planning, 3 In Progress, 4 Achieved */
        get: operations["getApiV1BusinessesInitiatives-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/catalog/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Frameworks with their categories, business categories and the standard initiatives */
        get: operations["getApiV1BusinessesCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/create/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a page (handle 4–30 characters, unique; 1 page per account, 5 on Pro) */
        post: operations["postApiV1BusinessesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/handle-check/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check a handle while typing: the create/update rules (4–30 characters, allowed characters, reserved, unique)
         * @description With `business_id`, that page's current handle counts as available. Rate-limited per user.
         */
        get: operations["getApiV1BusinessesHandle-check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/my/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pages the user owns or is a member of (an empty list means no page yet) */
        get: operations["getApiV1BusinessesMy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/update/{id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a page: publish state, visibility, general information, links, handle
         * @description Publishing needs a verified email and a ready page (name_json and description_json). The handle changes at most once every two weeks. Handle, publish state and visibility are owner-only.
         */
        patch: operations["patchApiV1BusinessesUpdateById"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete the page with everything on it (owner only)
         * @description Initiatives, news, forms and their answers, files, members and invitations go; payments keep their history. Needs a signed-in session (an API key gets 403 `session_required`).
         */
        delete: operations["deleteApiV1BusinessesByBusiness_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/languages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's languages */
        get: operations["getApiV1BusinessesByBusiness_idLanguages"];
        put?: never;
        /** Enable or disable a language (the default language cannot be disabled) */
        post: operations["postApiV1BusinessesByBusiness_idLanguages"];
        delete?: never;
        options?: never;
        head?: never;
        /** Enable or disable a language (the default language cannot be disabled) */
        patch: operations["patchApiV1BusinessesByBusiness_idLanguages"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's members, live invitations (owner only), the plan's allowance and a waiting handover */
        get: operations["getApiV1BusinessesByBusiness_idMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an invite link (editor or viewer; 7 days by default; one or more uses, up to the seats left)
         * @description Members plus the unused seats of live invitations count against the plan's team users: a full team answers 403 `plan_limit` with `upgrade_url`. With `email`, the link is also mailed.
         */
        post: operations["postApiV1BusinessesByBusiness_idMembersInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/invitations/{invitation_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an invite link (its unused seats are free again) */
        delete: operations["deleteApiV1BusinessesByBusiness_idMembersInvitationsByInvitation_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/leave/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the page (the owner cannot: hand the page over first) */
        post: operations["postApiV1BusinessesByBusiness_idMembersLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/members/{user_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member (not the owner) */
        delete: operations["deleteApiV1BusinessesByBusiness_idMembersByUser_id"];
        options?: never;
        head?: never;
        /** Make a member an editor or a viewer */
        patch: operations["patchApiV1BusinessesByBusiness_idMembersByUser_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/ownership-transfer/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer the page to a member (they accept it; the old owner becomes an editor)
         * @description Replaces an earlier offer; the offer waits 7 days. The member is told by mail. Needs a signed-in session (not an API key).
         */
        post: operations["postApiV1BusinessesByBusiness_idOwnership-transfer"];
        /** Withdraw the offer (owner) or decline it (the member it was made to) */
        delete: operations["deleteApiV1BusinessesByBusiness_idOwnership-transfer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/ownership-transfer/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the page offered to you: you become its owner, it takes your account's plan
         * @description It must fit in your plan's pages (403 `plan_limit` otherwise).
         */
        post: operations["postApiV1BusinessesByBusiness_idOwnership-transferAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/activity/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed what on the page, newest first (kept 90 days) */
        get: operations["getApiV1BusinessesByBusiness_idActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What a join link offers: the page, the role, who invited, whether it still works
         * @description The token (the last part of /join/{token}) travels in the body, so it stays out of the API's URLs and logs.
         */
        post: operations["postApiV1InvitationsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/invitations/accept/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the page with a join link
         * @description Joins take turns per page: with one seat left, exactly one of many joins and the others get 403 `plan_limit` (the full-team message). Someone already a member joins nothing (`joined: false`).
         */
        post: operations["postApiV1InvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All contents of the page, in display order (News last) */
        get: operations["getApiV1BusinessesByBusiness_idContents"];
        put?: never;
        /** Add an initiative: standard (from the catalogue) or custom; appended to its category unless order_key is given */
        post: operations["postApiV1BusinessesByBusiness_idContents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/{content_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One content */
        get: operations["getApiV1BusinessesByBusiness_idContentsByContent_id"];
        put?: never;
        post?: never;
        /** Delete a content */
        delete: operations["deleteApiV1BusinessesByBusiness_idContentsByContent_id"];
        options?: never;
        head?: never;
        /**
         * Edit, move or reorder a content
         * @description A new content_category_id moves it to that list (null = News). order_key places it at that index; reordering a list is one PATCH per item with order_key = index.
         */
        patch: operations["patchApiV1BusinessesByBusiness_idContentsByContent_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/content-categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories with their contents; News (id null) last */
        get: operations["getApiV1BusinessesByBusiness_idContent-categories"];
        put?: never;
        /** Create a category (name per language) */
        post: operations["postApiV1BusinessesByBusiness_idContent-categories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/content-categories/{category_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One category with its contents */
        get: operations["getApiV1BusinessesByBusiness_idContent-categoriesByCategory_id"];
        put?: never;
        post?: never;
        /** Delete a category; its contents move to News */
        delete: operations["deleteApiV1BusinessesByBusiness_idContent-categoriesByCategory_id"];
        options?: never;
        head?: never;
        /** Rename or reorder a category */
        patch: operations["patchApiV1BusinessesByBusiness_idContent-categoriesByCategory_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/news/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** News and events, newest first */
        get: operations["getApiV1BusinessesByBusiness_idNews"];
        put?: never;
        /** Add news or an event */
        post: operations["postApiV1BusinessesByBusiness_idNews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/news/{news_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete news or an event */
        delete: operations["deleteApiV1BusinessesByBusiness_idNewsByNews_id"];
        options?: never;
        head?: never;
        /** Edit news or an event */
        patch: operations["patchApiV1BusinessesByBusiness_idNewsByNews_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/link-blocks/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's link blocks in order, hidden ones included, each with its clicks of the last 30 days */
        get: operations["getApiV1BusinessesByBusiness_idLink-blocks"];
        put?: never;
        /**
         * Add a link block (title and URL required); appended unless order_key is given
         * @description 409 `too_many_link_blocks` past LINK_BLOCK_LIMITS.blocks.
         */
        post: operations["postApiV1BusinessesByBusiness_idLink-blocks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/link-blocks/order/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder every link block in one call: `ids` lists each block of the page once, in the new order */
        put: operations["putApiV1BusinessesByBusiness_idLink-blocksOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/link-blocks/{block_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a link block */
        delete: operations["deleteApiV1BusinessesByBusiness_idLink-blocksByBlock_id"];
        options?: never;
        head?: never;
        /** Edit, hide, show or move a link block */
        patch: operations["patchApiV1BusinessesByBusiness_idLink-blocksByBlock_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/{content_id}/attachments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a PDF as evidence (the request body is the file; `?name=` its file name)
         * @description PDF only, checked by its first bytes; 10 MB. A verified item goes back to Self Reported.
         */
        post: operations["postApiV1BusinessesByBusiness_idContentsByContent_idAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/{content_id}/attachments/{file_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an attachment (a verified item goes back to Self Reported) */
        delete: operations["deleteApiV1BusinessesByBusiness_idContentsByContent_idAttachmentsByFile_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/{content_id}/verification/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's review history, newest first */
        get: operations["getApiV1BusinessesByBusiness_idContentsByContent_idVerification"];
        put?: never;
        /**
         * Request verification (Self Reported → Submitted for Review)
         * @description Needs a PDF or a link as evidence. Pending and verified items count against the plan (Starter 1, Plus 5): 403 `plan_limit`.
         */
        post: operations["postApiV1BusinessesByBusiness_idContentsByContent_idVerification"];
        /** Withdraw a pending request (Submitted → Self Reported) */
        delete: operations["deleteApiV1BusinessesByBusiness_idContentsByContent_idVerification"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/verifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Verifications screen: every initiative with its evidence state, and the plan's allowance
         * @description `used` counts pending and verified items; `limit` is the plan's allowance of verified certificates (null: unlimited).
         */
        get: operations["getApiV1BusinessesByBusiness_idVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items waiting for review, oldest request first */
        get: operations["getApiV1AdminVerifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{content_id}/approve/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: Verified, dated today; the owner is mailed */
        post: operations["postApiV1AdminVerificationsByContent_idApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/verifications/{content_id}/reject/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject with a reason (back to Self Reported); the owner is mailed the reason */
        post: operations["postApiV1AdminVerificationsByContent_idReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/assessments/questionnaires/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questionnaires an assessment can answer: sections, questions, answer types, scoring rules, related disclosures (en and ja) */
        get: operations["getApiV1BusinessesAssessmentsQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's assessments, newest first, with their progress and (completed) overall score */
        get: operations["getApiV1BusinessesByBusiness_idAssessments"];
        put?: never;
        /**
         * Start an assessment of a questionnaire
         * @description 409 `assessment_in_progress` (with `assessment_id`) when that questionnaire already has one in progress. Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        post: operations["postApiV1BusinessesByBusiness_idAssessments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One assessment: every answer with who gave it and when, its progress, and its result once completed */
        get: operations["getApiV1BusinessesByBusiness_idAssessmentsByAssessment_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer one question (the last write wins); answering a pre-filled question confirms it; null clears the answer
         * @description The value by type: yes_no_partial `yes`/`partial`/`no`, single_choice an option's value, multiple_choice a list of them, number within the question's bounds, text, date `YYYY-MM-DD`. 409 `assessment_completed` once completed. Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        put: operations["putApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/prefill/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pre-fill from the page: the analyzer suggests answers from the page's initiatives, never over a member's answer
         * @description Suggestions are `source: analyzer` with `basis` (the initiatives read) and count toward completion only once confirmed. Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        post: operations["postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idPrefill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/complete/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete an assessment: scores it and stores the result
         * @description Every required question needs a confirmed answer, else 400 with `answers.<question>` field errors. Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        post: operations["postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/reopen/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a completed assessment to change its answers (its result goes until completed again)
         * @description Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        post: operations["postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach evidence to an answer (the request body is the file; `?name=` its file name)
         * @description PDF, PNG or JPG, checked by its first bytes; 10 MB; 5 per answer; only questions with `evidence: true`. Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        post: operations["postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/answers/{question}/attachments/{file_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download an answer's evidence file (the page's members only) */
        get: operations["getApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachmentsByFile_id"];
        put?: never;
        post?: never;
        /**
         * Remove an evidence file from an answer
         * @description Premium only: other plans answer 403 `plan_limit` with `upgrade_url` (reading stays open after a downgrade).
         */
        delete: operations["deleteApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachmentsByFile_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/assessments/{assessment_id}/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export an assessment as CSV or PDF (one in progress is marked as a draft)
         * @description CSV (UTF-8 with a BOM) columns: section, question, answer, score, answered_by, answered_at, evidence. PDF: title, page name, date, overall and section scores, each question and answer, recommendations.
         */
        get: operations["getApiV1BusinessesByBusiness_idAssessmentsByAssessment_idExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/{content_id}/access/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass a gated item's gate: limited (name, company, email) or password
         * @description Answers a grant for this item alone, valid 30 minutes, with the whole item. Every pass is logged for the owner. Password attempts are rate-limited (429).
         */
        post: operations["postApiV1BusinessesPublicByBusinessContentsByContent_idAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/{content_id}/attachments/{file_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An item's attachment (PDF); a gated item's only with the grant its gate gave */
        get: operations["getApiV1BusinessesPublicByBusinessContentsByContent_idAttachmentsByFile_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/access-logs/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Access Control: who passed a gate, when, and what it opened (newest first; `q` searches name, email, company, item) */
        get: operations["getApiV1BusinessesByBusiness_idAccess-logs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/access-logs/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Access Control table as CSV (same filter) */
        get: operations["getApiV1BusinessesByBusiness_idAccess-logsExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published page's display fields in the requested language (404 `coming_soon` when unpublished) */
        get: operations["getApiV1BusinessesPublicByBusiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/page/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything a page view renders in one read: the page, its shown link blocks, its categories with contents, and the latest news */
        get: operations["getApiV1BusinessesPublicByBusinessPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/content-categories/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categories with their published contents; News last */
        get: operations["getApiV1BusinessesPublicByBusinessContent-categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published public contents in display order */
        get: operations["getApiV1BusinessesPublicByBusinessContents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/{content_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published content (public or unlisted); gated ones show their teaser only */
        get: operations["getApiV1BusinessesPublicByBusinessContentsByContent_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/news/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published news and events, newest first */
        get: operations["getApiV1BusinessesPublicByBusinessNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/share-image/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's share image: name, description, colour and logo (1200×630 PNG) */
        get: operations["getApiV1BusinessesPublicByBusinessShare-image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/{content_id}/share-image/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An initiative's share image: its title under the page's name, colour and logo (1200×630 PNG) */
        get: operations["getApiV1BusinessesPublicByBusinessContentsByContent_idShare-image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/explore/pages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published, visible pages: search, filters, Organizations/Individuals (page_type), sort by upvotes or recent
         * @description `q` matches handle, name and description in English and Japanese (case and full-width insensitive; every word must match). `framework` matches the page's main framework or any it reports against. Ties are broken by id, newest first.
         */
        get: operations["getApiV1ExplorePages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/explore/initiatives/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Initiatives shared to Explore (the Initiatives tab): search, filters of their page, sort by upvotes or recent
         * @description `q` matches the initiative's title and description. country, category and page_type filter the owning page; `framework` matches the page's frameworks or the initiative's own.
         */
        get: operations["getApiV1ExploreInitiatives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/upvote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upvote a published page (idempotent; members of the page cannot upvote it: 403 `own_page`) */
        put: operations["putApiV1BusinessesPublicByBusinessUpvote"];
        post?: never;
        /** Withdraw an upvote of a page (idempotent) */
        delete: operations["deleteApiV1BusinessesPublicByBusinessUpvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/contents/{content_id}/upvote/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upvote an initiative shared to Explore (idempotent; not one on your own page) */
        put: operations["putApiV1BusinessesPublicByBusinessContentsByContent_idUpvote"];
        post?: never;
        /** Withdraw an upvote of an initiative (idempotent) */
        delete: operations["deleteApiV1BusinessesPublicByBusinessContentsByContent_idUpvote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/contents/{content_id}/share/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share an initiative to Explore
         * @description Needs a cover image, a description and Public access, and a published, listed item (400 field errors). Already shared: 409 `already_shared`. Re-sharing after removal needs a changed status (evidence) or progress: else 400 `share_unchanged`.
         */
        post: operations["postApiV1BusinessesByBusiness_idContentsByContent_idShare"];
        /** Remove an initiative from Explore (idempotent) */
        delete: operations["deleteApiV1BusinessesByBusiness_idContentsByContent_idShare"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/feedback-forms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's feedback forms with their questions and response counts (the default form first; made on first read for older pages) */
        get: operations["getApiV1BusinessesByBusiness_idFeedback-forms"];
        put?: never;
        /**
         * Create a feedback form: title per language, questions in order, for the whole page or one initiative (`content_id`)
         * @description Question types: short_text (answers up to 500 characters), long_text (5000), single_choice and multiple_choice (2–20 choices), rating (1–5), nps (0–10). `required` marks a question *.
         */
        post: operations["postApiV1BusinessesByBusiness_idFeedback-forms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/feedback-forms/{form_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback form */
        get: operations["getApiV1BusinessesByBusiness_idFeedback-formsByForm_id"];
        put?: never;
        post?: never;
        /** Delete a form and its responses; the default form answers 409 `default_form` (close it instead) */
        delete: operations["deleteApiV1BusinessesByBusiness_idFeedback-formsByForm_id"];
        options?: never;
        head?: never;
        /**
         * Edit a form: title, description, initiative, open/closed, and the question list
         * @description `questions`, when sent, is the whole list in order: a question sent with its `id` stays that question (its answers stay with it; its type cannot change once answered), one without an id is new, and one left out is deleted. Choices keep their `id` the same way. The default form cannot be attached to an initiative.
         */
        patch: operations["patchApiV1BusinessesByBusiness_idFeedback-formsByForm_id"];
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/feedback/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results: stakeholder responses, newest first, filtered by date range, stakeholder type, form and initiative
         * @description Never says who answered: no user id, name or email.
         */
        get: operations["getApiV1BusinessesByBusiness_idFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/feedback/summary/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Results at a glance (same filters): totals by stakeholder type, responses per day, and per question counts per choice, averages and NPS */
        get: operations["getApiV1BusinessesByBusiness_idFeedbackSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/feedback/export/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results as CSV (same filters; UTF-8 with a BOM)
         * @description Columns: date, form, initiative, stakeholder_type, relationship, language, then one per question (its label; choices as their text, several joined by "; "). Never says who answered: no user id, name or email.
         */
        get: operations["getApiV1BusinessesByBusiness_idFeedbackExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/feedback-forms/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open feedback forms of a published page: the page-level ones, and with `content_id` that initiative's own first
         * @description Text in the language asked for (`lang`), with the per-language maps. 404 `coming_soon` when the page is unpublished.
         */
        get: operations["getApiV1BusinessesPublicByBusinessFeedback-forms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/feedback-forms/{form_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback form of a published page, open or closed (`is_open`) */
        get: operations["getApiV1BusinessesPublicByBusinessFeedback-formsByForm_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a form as a signed-in stakeholder: 201 for a first answer, 200 when it replaces your earlier one
         * @description stakeholder_type and relationship are required, so is every question marked required; field errors are keyed `stakeholder_type`, `relationship`, `answers.<question id>`, `content_id`, in the language of `lang` (en or ja). One response per stakeholder per form (idempotent). Members of the page: 403 `own_page`. A closed form: 409 `form_closed`. Rate-limited per stakeholder and per address (429). The page never learns who answered.
         */
        post: operations["postApiV1BusinessesPublicByBusinessFeedback-formsByForm_idResponses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/public/{business}/feedback-forms/{form_id}/responses/mine/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your own response to this form, to prefill it; null when you have not answered */
        get: operations["getApiV1BusinessesPublicByBusinessFeedback-formsByForm_idResponsesMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitemap/pages/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published, visible pages for the sitemap, oldest first */
        get: operations["getApiV1SitemapPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sitemap/items/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published, listed initiatives of published, visible pages for the sitemap (gated ones too: their URL shows a teaser), oldest first */
        get: operations["getApiV1SitemapItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/images/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image (JPG or PNG, IMAGE_MAX_MB, default 10 MB); the request body is the file
         * @description Returns a key to put in `logo`, `image` or `cover_image`.
         */
        post: operations["postApiV1BusinessesByBusiness_idImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/*": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file
         * @description Images of published and draft pages alike (keys are unguessable). An attachment (PDF) only when its item is public and published, or for the page's members and reviewers; a gated item's files come with the grant its gate gives.
         */
        get: operations["getApiV1Files*"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans and their limits (null = unlimited) */
        get: operations["getApiV1Plans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/catalog/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans with their limits, prices by employee tier (minor units, monthly and yearly) and setup services */
        get: operations["getApiV1BillingCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account's subscription: plan, price, period, status, card, scheduled change */
        get: operations["getApiV1Billing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a checkout for a plan (first purchase or prorated upgrade) or a setup service
         * @description Answers `url`, where the owner pays. 'Plan not available.' for an unknown, inactive or custom-priced plan; 'Please upgrade using the same currency as your previous Pro plan.' when the currency differs. The same `Idempotency-Key` returns the same checkout.
         */
        post: operations["postApiV1BillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/{checkout}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of your checkouts and its status */
        get: operations["getApiV1BillingCheckoutByCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/{checkout}/pay/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a built-in checkout with a test card (no payment provider configured)
         * @description Stripe's test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402), 4000 0027 6000 3184 asks for authentication (`requires_action`), 4000 0000 0000 0341 succeeds but its renewals fail.
         */
        post: operations["postApiV1BillingCheckoutByCheckoutPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/checkout/{checkout}/authenticate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or fail the authentication step of a built-in checkout */
        post: operations["postApiV1BillingCheckoutByCheckoutAuthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/subscription/downgrade/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move to a cheaper plan at the end of the period (nothing changes before then) */
        post: operations["postApiV1BillingSubscriptionDowngrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/subscription/cancel/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the paid plan at the end of the period (back to Starter then) */
        post: operations["postApiV1BillingSubscriptionCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/subscription/reactivate/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a scheduled cancel or downgrade */
        post: operations["postApiV1BillingSubscriptionReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/portal/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A link to the payment provider's customer portal (card, invoices), when Stripe's portal is enabled */
        post: operations["postApiV1BillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/downgrade-preview/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a lower plan would block on each of your pages (nothing is deleted) */
        get: operations["getApiV1BillingDowngrade-preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/transactions/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Charges and refunds, newest first */
        get: operations["getApiV1BillingTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/transactions/{transaction}/receipt/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a receipt as PDF */
        get: operations["getApiV1BillingTransactionsByTransactionReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/orders/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Setup-service orders with their due dates (business days) */
        get: operations["getApiV1BillingOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/admin/transactions/{transaction}/refund/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a charge (admin)
         * @description In full within 14 days of the charge, the unused part of its period after; `amount` (minor units) refunds less. Refunding the running period's charge ends the plan now.
         */
        post: operations["postApiV1BillingAdminTransactionsByTransactionRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/webhooks/stripe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive Stripe's events (the webhook endpoint to register in Stripe)
         * @description Signed by Stripe (`Stripe-Signature`, verified with `STRIPE_WEBHOOK_SECRET`); an unsigned or altered request answers 400 `invalid_signature` and changes nothing. Register the endpoint at API version `2026-10-28.endive` with these events: `checkout.session.completed`, `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed`, `checkout.session.expired`, `invoice.paid`, `invoice.payment_failed`, `customer.subscription.deleted`. Each event applies once (a redelivery answers `changed: false`); a renewal for a period already paid changes nothing; other events are answered 200 and ignored. 404 when Stripe is not configured.
         */
        post: operations["postApiV1BillingWebhooksStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/stats/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard home's numbers: page views and daily visitors of the last 30 days, per day, and the feedback received in them
         * @description `days` picks another window (7, 30, 90 or 365); one longer than the page's plan keeps answers 403 `plan_limit`.
         */
        get: operations["getApiV1BusinessesByBusiness_idStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analytics/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Analytics screen: views and visitors per day, feedback and gated-item passes beside them, and the top paths, sources, referrers, languages, devices and browsers
         * @description Read from the daily roll-ups (UTC days; today's are rebuilt each minute). A window longer than the page's plan keeps answers 403 `plan_limit`.
         */
        get: operations["getApiV1BusinessesByBusiness_idAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics/evts/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a page view, or a click on a link block
         * @description Answers 202 with no body once the view is stored (views of the same few milliseconds share one insert), also when the view is ignored (bots); 503 when it could not be stored. Stores the path without its query, the referrer's origin, the language and a daily visitor hash; never the address.
         */
        post: operations["postApiV1AnalyticsEvts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analytics/share-links/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's stats share links that still work (editors and the owner) */
        get: operations["getApiV1BusinessesByBusiness_idAnalyticsShare-links"];
        put?: never;
        /**
         * Create a read-only link to the page's Analytics screen, optionally protected by a password
         * @description Anyone with the link sees the page's analytics, within its plan's windows, without signing in. At most 20 links per page.
         */
        post: operations["postApiV1BusinessesByBusiness_idAnalyticsShare-links"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analytics/share-links/{link_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke a stats share link: it stops working at once */
        delete: operations["deleteApiV1BusinessesByBusiness_idAnalyticsShare-linksByLink_id"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analytics/weekly-report/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether you receive the page's weekly e-mail report */
        get: operations["getApiV1BusinessesByBusiness_idAnalyticsWeekly-report"];
        /**
         * Receive the page's weekly e-mail report, or stop it (any member, viewers too)
         * @description Sent on Mondays for the week before (UTC), in the language given, compared with the week before that.
         */
        put: operations["putApiV1BusinessesByBusiness_idAnalyticsWeekly-report"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/analytics/shared/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page's analytics through a share link, without signing in
         * @description The token (the last part of /stats/{token}) travels in the body, so it stays out of the API's URLs and logs. A protected link answers 401 `share_password_required` without `password`; a wrong one is a field error. Windows as the page's plan keeps.
         */
        post: operations["postApiV1AnalyticsShared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/benchmark/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coverage scores per framework of the page, with ranked gaps, peer percentile and the latest change
         * @description Each framework's score (0–100) is the weighted share of its disclosures the page's published initiatives address, each counted at its best initiative's evidence factor (`factors`), halved once expired. The page's frameworks are its `framework_type` and framework selections, or all when it chose none. Gaps are named up to the plan's `benchmark_gaps`; the peer percentile needs `benchmark_peers` and at least 5 peers.
         */
        get: operations["getApiV1BusinessesByBusiness_idBenchmark"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/benchmark/history/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A framework's score per day it changed, oldest first */
        get: operations["getApiV1BusinessesByBusiness_idBenchmarkHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/benchmark/gri-index/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The GRI content index as a download (HTML, CSV or PDF)
         * @description Columns as GRI reporters publish them: GRI Standard, disclosure, location (links to the public page's initiatives), evidence, and for a disclosure not addressed the requirement omitted, reason and explanation; headed by the statement of use. 403 `plan_limit` (with `upgrade_url`) when the plan has no `content_index`.
         */
        get: operations["getApiV1BusinessesByBusiness_idBenchmarkGri-index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analyses/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's analysis runs, newest first, with this month's usage and the plan's limit */
        get: operations["getApiV1BusinessesByBusiness_idAnalyses"];
        put?: never;
        /**
         * Run an analysis: strengths, gaps, suggested initiatives and claims without evidence, with a language model's prose when one is configured
         * @description The built-in analyzer always answers; `prose` is the configured model's rewrite (AI_BASE_URL, AI_MODEL), or null with `model_error` saying why. 403 `plan_limit` (with `upgrade_url`) on a plan without AI analysis, and once the month's `ai_analyses_per_month` runs are used (UTC calendar month).
         */
        post: operations["postApiV1BusinessesByBusiness_idAnalyses"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/businesses/{business_id}/analyses/{run_id}/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One analysis run with its findings and prose */
        get: operations["getApiV1BusinessesByBusiness_idAnalysesByRun_id"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/contact/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the Greenpage team
         * @description Stores the message, mails it to the team and sends the sender a short acknowledgement in `locale`.
         */
        post: operations["postApiV1Contact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/subscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an address (double opt-in)
         * @description Mails a confirmation link valid 48 hours to a new or pending address. The answer is the same for an address already confirmed (which gets no mail), so it reveals nothing.
         */
        post: operations["postApiV1NewsletterSubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/confirm/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a subscription with the mailed token
         * @description Idempotent: the same token answers `confirmed` again until it expires. Unknown or expired tokens answer 400 `invalid_token`.
         */
        post: operations["postApiV1NewsletterConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/newsletter/unsubscribe/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the signed token of a newsletter mail's link (idempotent) */
        post: operations["postApiV1NewsletterUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oembed/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * oEmbed for a published page (an iframe of its widget view) or one of its items (an iframe of the item's card)
         * @description Default size 400×600 for a page, 400×420 for an item, bounded by `maxwidth` and `maxheight`. Unknown, foreign or unpublished URLs answer 404.
         */
        get: operations["getApiV1Oembed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/invitations/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitation codes, newest first */
        get: operations["getApiV1AdminInvitations"];
        put?: never;
        /** Create invitation codes for early sign-up */
        post: operations["postApiV1AdminInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users with their plan, newest first */
        get: operations["getApiV1AdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/users/{user}/plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put a user (id or email) on a plan
         * @description Creates the user's subscription or changes its plan; either way it is active with no end date. The user's plan sets how many pages they may own.
         */
        put: operations["putApiV1AdminUsersByUserPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/businesses/{business}/plan/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put a page (id or handle) on a plan
         * @description Creates the page's subscription or changes its plan; either way it is active. The page's plan sets its limits (access control, verified certificates…).
         */
        put: operations["putApiV1AdminBusinessesByBusinessPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiV1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        version: string;
                        /** @description The browsable reference */
                        docs: string;
                        /** @description The OpenAPI 3.1 document */
                        openapi: string;
                        /** @description Liveness and migration version */
                        health: string;
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1Health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        /** @enum {string} */
                        database: "pglite" | "postgresql";
                        migrations: {
                            applied: number;
                            latest: string | null;
                        };
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1Signup: {
        parameters: {
            query?: {
                early_signup?: boolean | string;
                demo_signup?: boolean | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description The business the account is for. */
                    business_name?: string | null;
                    email: string;
                    password: string;
                    /** @description Required with `early_signup=true`. */
                    invitation_code?: string | null;
                    /** @description How they heard of Greenpage, in their words. */
                    how_found_us?: string | null;
                    /** @description The join link's token when signing up to join a page: no invitation code is needed, the account is a team member's */
                    team_invitation?: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    /** @description The business the account is for. */
                    business_name?: string | null;
                    email: string;
                    password: string;
                    /** @description Required with `early_signup=true`. */
                    invitation_code?: string | null;
                    /** @description How they heard of Greenpage, in their words. */
                    how_found_us?: string | null;
                    /** @description The join link's token when signing up to join a page: no invitation code is needed, the account is a team member's */
                    team_invitation?: string;
                };
                "multipart/form-data": {
                    name: string;
                    /** @description The business the account is for. */
                    business_name?: string | null;
                    email: string;
                    password: string;
                    /** @description Required with `early_signup=true`. */
                    invitation_code?: string | null;
                    /** @description How they heard of Greenpage, in their words. */
                    how_found_us?: string | null;
                    /** @description The join link's token when signing up to join a page: no invitation code is needed, the account is a team member's */
                    team_invitation?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        user: {
                            id: string;
                            name: string;
                            email: string;
                            email_verified: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            business_name: string | null;
                            how_found_us: string | null;
                            signup_source: string;
                            /** Format: date-time */
                            created_at: string;
                            user_subscription: {
                                status: string;
                                /** Format: date-time */
                                ends_at: string | null;
                                subscription_plan: {
                                    /** @enum {string} */
                                    code: "starter" | "plus" | "pro" | "premium";
                                    name_json: {
                                        [key: string]: string;
                                    };
                                    is_pro: boolean;
                                };
                            } | null;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "signup_failed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1UsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        email_verified: boolean;
                        /** @enum {string} */
                        role: "user" | "admin";
                        business_name: string | null;
                        how_found_us: string | null;
                        signup_source: string;
                        /** Format: date-time */
                        created_at: string;
                        user_subscription: {
                            status: string;
                            /** Format: date-time */
                            ends_at: string | null;
                            subscription_plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                        } | null;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "signup_failed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1Logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "signup_failed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "signup_failed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
                "application/x-www-form-urlencoded": {
                    email: string;
                    password: string;
                };
                "multipart/form-data": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                        refresh: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_credentials" | "token_not_valid";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_credentials" | "token_not_valid";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AuthTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A leading `Bearer ` is stripped. */
                    refresh?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description A leading `Bearer ` is stripped. */
                    refresh?: string;
                };
                "multipart/form-data": {
                    /** @description A leading `Bearer ` is stripped. */
                    refresh?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_credentials" | "token_not_valid";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1AuthProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ways a stakeholder can sign on, so the site shows only working buttons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A one-time code by mail: `POST /api/auth/email-otp/send-verification-otp`, then `POST /api/auth/sign-in/email-otp` */
                        email_code: boolean;
                        /** @description A one-time link by mail: `POST /api/auth/sign-in/magic-link` */
                        magic_link: boolean;
                        /** @description Single sign-on with the configured OpenID Connect provider; null when none is configured */
                        oidc: {
                            /** @description The `provider` for `POST /api/auth/sign-in/social` */
                            id: string;
                            /** @description The button's label */
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1UsersMeApi-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description The 8 characters after `gpk_`; shown as `gpk_<prefix>…` to tell keys apart */
                        prefix: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description Updated at most once a minute
                         */
                        last_used_at: string | null;
                        /**
                         * Format: date-time
                         * @description null: never expires
                         */
                        expires_at: string | null;
                    }[];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1UsersMeApi-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the key is for, e.g. `CI deploy` */
                    name: string;
                    /** @description Days until the key stops working; null or absent: never */
                    expires_in_days?: (string | number) | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description What the key is for, e.g. `CI deploy` */
                    name: string;
                    /** @description Days until the key stops working; null or absent: never */
                    expires_in_days?: (string | number) | null;
                };
                "multipart/form-data": {
                    /** @description What the key is for, e.g. `CI deploy` */
                    name: string;
                    /** @description Days until the key stops working; null or absent: never */
                    expires_in_days?: (string | number) | null;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @description The 8 characters after `gpk_`; shown as `gpk_<prefix>…` to tell keys apart */
                        prefix: string;
                        /** Format: date-time */
                        created_at: string;
                        /**
                         * Format: date-time
                         * @description Updated at most once a minute
                         */
                        last_used_at: string | null;
                        /**
                         * Format: date-time
                         * @description null: never expires
                         */
                        expires_at: string | null;
                        /** @description The whole key (`gpk_` + 43 characters). Returned only now: it is stored as a hash. */
                        key: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1UsersMeApi-keysById": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked: the key stops working at once */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "api_key_limit";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1UsersMeNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The mails' language; null: the language of the page a mail is about
                         * @enum {string|null}
                         */
                        language: "en" | "ja" | null;
                        kinds: {
                            /** @description A stakeholder answered one of the page's feedback forms */
                            feedback: boolean;
                            /** @description A visitor opened a gated item (limited access: who and which company) */
                            gate_opened: boolean;
                            /** @description A verification request was approved or rejected */
                            verification: boolean;
                            /** @description Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder) */
                            plan: boolean;
                        };
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1UsersMeNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description en, ja, or null for the page's language
                     * @enum {string|null}
                     */
                    language?: "en" | "ja" | null;
                    /** @description Kinds to switch on (true) or off (false); those left out stay as they are */
                    kinds?: {
                        /** @description A stakeholder answered one of the page's feedback forms */
                        feedback?: boolean;
                        /** @description A visitor opened a gated item (limited access: who and which company) */
                        gate_opened?: boolean;
                        /** @description A verification request was approved or rejected */
                        verification?: boolean;
                        /** @description Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder) */
                        plan?: boolean;
                    };
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * @description en, ja, or null for the page's language
                     * @enum {string|null}
                     */
                    language?: "en" | "ja" | null;
                    /** @description Kinds to switch on (true) or off (false); those left out stay as they are */
                    kinds?: {
                        /** @description A stakeholder answered one of the page's feedback forms */
                        feedback?: boolean;
                        /** @description A visitor opened a gated item (limited access: who and which company) */
                        gate_opened?: boolean;
                        /** @description A verification request was approved or rejected */
                        verification?: boolean;
                        /** @description Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder) */
                        plan?: boolean;
                    };
                };
                "multipart/form-data": {
                    /**
                     * @description en, ja, or null for the page's language
                     * @enum {string|null}
                     */
                    language?: "en" | "ja" | null;
                    /** @description Kinds to switch on (true) or off (false); those left out stay as they are */
                    kinds?: {
                        /** @description A stakeholder answered one of the page's feedback forms */
                        feedback?: boolean;
                        /** @description A visitor opened a gated item (limited access: who and which company) */
                        gate_opened?: boolean;
                        /** @description A verification request was approved or rejected */
                        verification?: boolean;
                        /** @description Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder) */
                        plan?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The mails' language; null: the language of the page a mail is about
                         * @enum {string|null}
                         */
                        language: "en" | "ja" | null;
                        kinds: {
                            /** @description A stakeholder answered one of the page's feedback forms */
                            feedback: boolean;
                            /** @description A visitor opened a gated item (limited access: who and which company) */
                            gate_opened: boolean;
                            /** @description A verification request was approved or rejected */
                            verification: boolean;
                            /** @description Your plan: a payment failed, the plan ended, or its end or downgrade was scheduled (yours alone, as the account holder) */
                            plan: boolean;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1NotificationsUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The kind the link turns off, or all of them (a digest of several kinds)
                         * @enum {string}
                         */
                        kind: "feedback" | "gate_opened" | "verification" | "plan" | "all";
                        /** @description Whether those mails are still on */
                        enabled: boolean;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1NotificationsUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The kind the link turns off, or all of them (a digest of several kinds)
                         * @enum {string}
                         */
                        kind: "feedback" | "gate_opened" | "verification" | "plan" | "all";
                        /** @description Whether those mails are still on */
                        enabled: boolean;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_unsubscribe_link";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesInitiatives-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        code: string;
                        name: string;
                        name_json: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        frameworks: {
                            code: string;
                            name: {
                                en: string;
                                ja: string;
                            };
                            categories: {
                                code: string;
                                name: {
                                    en: string;
                                    ja: string;
                                };
                            }[];
                        }[];
                        business_categories: {
                            code: string;
                            name: {
                                en: string;
                                ja: string;
                            };
                        }[];
                        standard_initiatives: {
                            id: number;
                            code: string;
                            kind: string;
                            translations: {
                                [key: string]: {
                                    title: string;
                                    description: string;
                                };
                            };
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                };
                "multipart/form-data": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        handle: string;
                        country: string | null;
                        /** @enum {string} */
                        page_type: "business" | "personal";
                        framework_type: string | null;
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        business_category: string[];
                        business_initiative: (string | number)[];
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        name_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        description_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        introduction_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        mission_json: {
                            [key: string]: string;
                        } | null;
                        logo: string | null;
                        logo_url: string | null;
                        style: {
                            [key: string]: unknown;
                        };
                        links: {
                            homepage?: string | null;
                            contact_email?: string | null;
                            socials?: {
                                [key: string]: string;
                            };
                        };
                        default_language_id: number;
                        /** @enum {string} */
                        default_language: "en" | "ja";
                        /** @enum {string} */
                        default_view: "list" | "grid";
                        languages: {
                            language_id: number;
                            /** @enum {string} */
                            code: "en" | "ja";
                            is_enabled: boolean;
                            is_default: boolean;
                        }[];
                        is_published: boolean;
                        is_visible: boolean;
                        /** @description True when both name_json and description_json are present. */
                        is_ready: boolean;
                        published_at: string | null;
                        handle_changed_at: string | null;
                        /** @description When the handle may change again (two weeks after the last change). */
                        next_handle_change_at: string | null;
                        /**
                         * @description The caller's role: owner, editor or viewer
                         * @enum {string}
                         */
                        role: "owner" | "editor" | "viewer";
                        page_subscription: {
                            status: string;
                            subscription_plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesHandle-check": {
        parameters: {
            query: {
                handle: string;
                business_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        handle: string;
                        available: boolean;
                        /** @description The messages saving this handle would give (empty when available) */
                        errors: string[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesMy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        handle: string;
                        country: string | null;
                        /** @enum {string} */
                        page_type: "business" | "personal";
                        framework_type: string | null;
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        business_category: string[];
                        business_initiative: (string | number)[];
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        name_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        description_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        introduction_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        mission_json: {
                            [key: string]: string;
                        } | null;
                        logo: string | null;
                        logo_url: string | null;
                        style: {
                            [key: string]: unknown;
                        };
                        links: {
                            homepage?: string | null;
                            contact_email?: string | null;
                            socials?: {
                                [key: string]: string;
                            };
                        };
                        default_language_id: number;
                        /** @enum {string} */
                        default_language: "en" | "ja";
                        /** @enum {string} */
                        default_view: "list" | "grid";
                        languages: {
                            language_id: number;
                            /** @enum {string} */
                            code: "en" | "ja";
                            is_enabled: boolean;
                            is_default: boolean;
                        }[];
                        is_published: boolean;
                        is_visible: boolean;
                        /** @description True when both name_json and description_json are present. */
                        is_ready: boolean;
                        published_at: string | null;
                        handle_changed_at: string | null;
                        /** @description When the handle may change again (two weeks after the last change). */
                        next_handle_change_at: string | null;
                        /**
                         * @description The caller's role: owner, editor or viewer
                         * @enum {string}
                         */
                        role: "owner" | "editor" | "viewer";
                        page_subscription: {
                            status: string;
                            subscription_plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                        } | null;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    patchApiV1BusinessesUpdateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle?: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    introduction_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    mission_json?: {
                        [key: string]: string;
                    } | null;
                    logo?: string | null;
                    style?: {
                        /** @enum {string} */
                        theme?: "light" | "dark";
                        /** @description `#RRGGBB` */
                        primary_color?: string | null;
                        /** @description `#RRGGBB` */
                        accent_color?: string | null;
                        /** @enum {string} */
                        font?: "system" | "serif" | "rounded";
                    };
                    links?: {
                        homepage?: string | null;
                        contact_email: string;
                        socials?: {
                            instagram?: string | null;
                            linkedin?: string | null;
                            facebook?: string | null;
                            twitter?: string | null;
                            tiktok?: string | null;
                            youtube?: string | null;
                            google_maps?: string | null;
                            whatsapp?: string | null;
                            line?: string | null;
                        };
                    };
                    default_language_id?: string | number;
                    /** @enum {string} */
                    default_view?: "list" | "grid";
                    is_published?: boolean;
                    is_visible?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle?: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    introduction_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    mission_json?: {
                        [key: string]: string;
                    } | null;
                    logo?: string | null;
                    style?: {
                        /** @enum {string} */
                        theme?: "light" | "dark";
                        /** @description `#RRGGBB` */
                        primary_color?: string | null;
                        /** @description `#RRGGBB` */
                        accent_color?: string | null;
                        /** @enum {string} */
                        font?: "system" | "serif" | "rounded";
                    };
                    links?: {
                        homepage?: string | null;
                        contact_email: string;
                        socials?: {
                            instagram?: string | null;
                            linkedin?: string | null;
                            facebook?: string | null;
                            twitter?: string | null;
                            tiktok?: string | null;
                            youtube?: string | null;
                            google_maps?: string | null;
                            whatsapp?: string | null;
                            line?: string | null;
                        };
                    };
                    default_language_id?: string | number;
                    /** @enum {string} */
                    default_view?: "list" | "grid";
                    is_published?: boolean;
                    is_visible?: boolean;
                };
                "multipart/form-data": {
                    /** @description 4–30 letters, digits, `_` or `-` (at least one letter), unique; the public page's address */
                    handle?: string;
                    /** @description ISO 3166-1 alpha-2 code, e.g. JP */
                    country?: string | null;
                    /** @enum {string} */
                    page_type?: "business" | "personal";
                    /** @description A framework's code */
                    framework_type?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj" | "" | null;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                    business_category?: string[];
                    business_initiative?: (string | number)[];
                    /** @description Text per language: `{ en, ja }`. */
                    name_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    introduction_json?: {
                        [key: string]: string;
                    } | null;
                    /** @description Text per language: `{ en, ja }`. */
                    mission_json?: {
                        [key: string]: string;
                    } | null;
                    logo?: string | null;
                    style?: {
                        /** @enum {string} */
                        theme?: "light" | "dark";
                        /** @description `#RRGGBB` */
                        primary_color?: string | null;
                        /** @description `#RRGGBB` */
                        accent_color?: string | null;
                        /** @enum {string} */
                        font?: "system" | "serif" | "rounded";
                    };
                    links?: {
                        homepage?: string | null;
                        contact_email: string;
                        socials?: {
                            instagram?: string | null;
                            linkedin?: string | null;
                            facebook?: string | null;
                            twitter?: string | null;
                            tiktok?: string | null;
                            youtube?: string | null;
                            google_maps?: string | null;
                            whatsapp?: string | null;
                            line?: string | null;
                        };
                    };
                    default_language_id?: string | number;
                    /** @enum {string} */
                    default_view?: "list" | "grid";
                    is_published?: boolean;
                    is_visible?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        handle: string;
                        country: string | null;
                        /** @enum {string} */
                        page_type: "business" | "personal";
                        framework_type: string | null;
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        business_category: string[];
                        business_initiative: (string | number)[];
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        name_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        description_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        introduction_json: {
                            [key: string]: string;
                        } | null;
                        /** @description Text per language: `{ en: "…", ja: "…" }`. */
                        mission_json: {
                            [key: string]: string;
                        } | null;
                        logo: string | null;
                        logo_url: string | null;
                        style: {
                            [key: string]: unknown;
                        };
                        links: {
                            homepage?: string | null;
                            contact_email?: string | null;
                            socials?: {
                                [key: string]: string;
                            };
                        };
                        default_language_id: number;
                        /** @enum {string} */
                        default_language: "en" | "ja";
                        /** @enum {string} */
                        default_view: "list" | "grid";
                        languages: {
                            language_id: number;
                            /** @enum {string} */
                            code: "en" | "ja";
                            is_enabled: boolean;
                            is_default: boolean;
                        }[];
                        is_published: boolean;
                        is_visible: boolean;
                        /** @description True when both name_json and description_json are present. */
                        is_ready: boolean;
                        published_at: string | null;
                        handle_changed_at: string | null;
                        /** @description When the handle may change again (two weeks after the last change). */
                        next_handle_change_at: string | null;
                        /**
                         * @description The caller's role: owner, editor or viewer
                         * @enum {string}
                         */
                        role: "owner" | "editor" | "viewer";
                        page_subscription: {
                            status: string;
                            subscription_plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        language_id: number;
                        /** @enum {string} */
                        code: "en" | "ja";
                        is_enabled: boolean;
                        is_default: boolean;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
                "multipart/form-data": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        language_id: number;
                        /** @enum {string} */
                        code: "en" | "ja";
                        is_enabled: boolean;
                        is_default: boolean;
                    }[];
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "unknown_language" | "default_language_required";
                        reason: string;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    patchApiV1BusinessesByBusiness_idLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
                "multipart/form-data": {
                    language_id: string | number;
                    is_enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        language_id: number;
                        /** @enum {string} */
                        code: "en" | "ja";
                        is_enabled: boolean;
                        is_default: boolean;
                    }[];
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "unknown_language" | "default_language_required";
                        reason: string;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "email_not_verified" | "unknown_language" | "default_language_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description owner, editor or viewer
                         * @enum {string}
                         */
                        my_role: "owner" | "editor" | "viewer";
                        members: {
                            user_id: string;
                            name: string;
                            email: string;
                            /**
                             * @description owner, editor or viewer
                             * @enum {string}
                             */
                            role: "owner" | "editor" | "viewer";
                            /** Format: date-time */
                            joined_at: string;
                            is_me: boolean;
                        }[];
                        /** @description Live invitations; only the owner sees them (empty for others) */
                        invitations: {
                            id: number;
                            /** @enum {string} */
                            role: "editor" | "viewer";
                            /** @description The join link to copy: /join/{token} */
                            url: string;
                            token: string;
                            /** @description Where the invitation was also mailed */
                            email: string | null;
                            max_uses: number;
                            uses: number;
                            /** Format: date-time */
                            expires_at: string;
                            /** Format: date-time */
                            created_at: string;
                            /** @description The name of the member who made it */
                            created_by: string | null;
                            /** @enum {string} */
                            state: "active" | "expired" | "revoked" | "used_up";
                        }[];
                        allowance: {
                            /** @description Members plus the unused seats of live invitations */
                            used: number;
                            members: number;
                            /** @description Unused seats of live invitations */
                            pending: number;
                            limit: number | null;
                            plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                            };
                        };
                        transfer: {
                            from: {
                                user_id: string;
                                name: string;
                            };
                            to: {
                                user_id: string;
                                name: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            expires_at: string;
                        } | null;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idMembersInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                    /** @description Default 7 */
                    expires_in_days?: string | number;
                    /** @description How many people can join with it (default 1); at most the seats left */
                    max_uses?: string | number;
                    /** @description Also mail the link here */
                    email?: string | null;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                    /** @description Default 7 */
                    expires_in_days?: string | number;
                    /** @description How many people can join with it (default 1); at most the seats left */
                    max_uses?: string | number;
                    /** @description Also mail the link here */
                    email?: string | null;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                    /** @description Default 7 */
                    expires_in_days?: string | number;
                    /** @description How many people can join with it (default 1); at most the seats left */
                    max_uses?: string | number;
                    /** @description Also mail the link here */
                    email?: string | null;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        role: "editor" | "viewer";
                        /** @description The join link to copy: /join/{token} */
                        url: string;
                        token: string;
                        /** @description Where the invitation was also mailed */
                        email: string | null;
                        max_uses: number;
                        uses: number;
                        /** Format: date-time */
                        expires_at: string;
                        /** Format: date-time */
                        created_at: string;
                        /** @description The name of the member who made it */
                        created_by: string | null;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked" | "used_up";
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idMembersInvitationsByInvitation_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                invitation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idMembersLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idMembersByUser_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    patchApiV1BusinessesByBusiness_idMembersByUser_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    role: "editor" | "viewer";
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user_id: string;
                        name: string;
                        email: string;
                        /**
                         * @description owner, editor or viewer
                         * @enum {string}
                         */
                        role: "owner" | "editor" | "viewer";
                        /** Format: date-time */
                        joined_at: string;
                        is_me: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idOwnership-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: string;
                };
                "application/x-www-form-urlencoded": {
                    user_id: string;
                };
                "multipart/form-data": {
                    user_id: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: {
                            user_id: string;
                            name: string;
                        };
                        to: {
                            user_id: string;
                            name: string;
                        };
                        /** Format: date-time */
                        created_at: string;
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1BusinessesByBusiness_idOwnership-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idOwnership-transferAccept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 410 */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idActivity: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            actor: {
                                user_id: string | null;
                                name: string;
                            };
                            /** @description e.g. initiative.update, member.invite */
                            action: string;
                            item_type: string | null;
                            item_id: string | null;
                            item_label: {
                                [key: string]: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1InvitationsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
                "multipart/form-data": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            handle: string;
                            name_json: {
                                [key: string]: string;
                            } | null;
                            logo_url: string | null;
                        };
                        /** @enum {string} */
                        role: "editor" | "viewer";
                        invited_by: string | null;
                        /** Format: date-time */
                        expires_at: string;
                        /** @enum {string} */
                        state: "active" | "expired" | "revoked" | "used_up";
                        seats_left: number | null;
                        /** @description The members alone fill the plan: joining would be refused */
                        team_full: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1InvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
                "multipart/form-data": {
                    /** @description The join link's token: /join/{token} */
                    token: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business_id: number;
                        handle: string;
                        /**
                         * @description owner, editor or viewer
                         * @enum {string}
                         */
                        role: "owner" | "editor" | "viewer";
                        /** @description false when the user was already a member (nothing changed) */
                        joined: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 410 */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invitation_expired" | "invitation_revoked" | "invitation_used_up" | "invitation_invalid" | "owner_role" | "owner_cannot_be_removed" | "last_owner" | "no_transfer" | "transfer_expired" | "transfer_not_yours";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idContents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idContents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idContentsByContent_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idContentsByContent_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    patchApiV1BusinessesByBusiness_idContentsByContent_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    kind?: "standard" | "custom";
                    standard_initiative_id?: (string | number) | null;
                    /** @description null = the default News category */
                    content_category_id?: (string | number) | null;
                    order_key?: string | number;
                    /** @description Text per language: `{ en, ja }`. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    content_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    additional_info_json?: {
                        [key: string]: string;
                    };
                    image?: string | null;
                    cover_image?: string | null;
                    issuing_organization?: string | null;
                    auditor?: string | null;
                    /** @description YYYY-MM-DD */
                    issue_date?: string | null;
                    /** @description YYYY-MM-DD */
                    expiration_date?: string | null;
                    credential_id?: string | null;
                    link?: string | null;
                    status_id?: (string | number) | null;
                    /** @enum {string} */
                    access?: "public" | "limited" | "password";
                    /** @description Needed with access password (kept hashed; taken as typed) */
                    password?: string;
                    /** @enum {string} */
                    visibility?: "public" | "unlisted";
                    is_published?: boolean;
                    frameworks?: {
                        framework: string;
                        categories: string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idContent-categories": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number | null;
                        order_key: number;
                        name_json: {
                            [key: string]: string;
                        };
                        custom_contents: {
                            id: number;
                            business_id: number;
                            content_category_id: number | null;
                            order_key: number;
                            /** @enum {string} */
                            kind: "standard" | "custom";
                            standard_initiative_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            content_json: {
                                [key: string]: string;
                            };
                            description_json: {
                                [key: string]: string;
                            };
                            additional_info_json: {
                                [key: string]: string;
                            };
                            image: string | null;
                            image_url: string | null;
                            cover_image: string | null;
                            cover_image_url: string | null;
                            issuing_organization: string | null;
                            auditor: string | null;
                            issue_date: string | null;
                            expiration_date: string | null;
                            is_expired: boolean;
                            credential_id: string | null;
                            last_verified: string | null;
                            attachments: {
                                key: string;
                                name: string;
                                content_type: string;
                                size: number;
                            }[];
                            link: string | null;
                            status_id: number | null;
                            /** @enum {string} */
                            access: "public" | "limited" | "password";
                            has_password: boolean;
                            /** @enum {string} */
                            visibility: "public" | "unlisted";
                            is_published: boolean;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            shared_to_explore: boolean;
                            /** @description When it was last shared to Explore */
                            shared_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idContent-categories": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
                "multipart/form-data": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number | null;
                        order_key: number;
                        name_json: {
                            [key: string]: string;
                        };
                        custom_contents: {
                            id: number;
                            business_id: number;
                            content_category_id: number | null;
                            order_key: number;
                            /** @enum {string} */
                            kind: "standard" | "custom";
                            standard_initiative_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            content_json: {
                                [key: string]: string;
                            };
                            description_json: {
                                [key: string]: string;
                            };
                            additional_info_json: {
                                [key: string]: string;
                            };
                            image: string | null;
                            image_url: string | null;
                            cover_image: string | null;
                            cover_image_url: string | null;
                            issuing_organization: string | null;
                            auditor: string | null;
                            issue_date: string | null;
                            expiration_date: string | null;
                            is_expired: boolean;
                            credential_id: string | null;
                            last_verified: string | null;
                            attachments: {
                                key: string;
                                name: string;
                                content_type: string;
                                size: number;
                            }[];
                            link: string | null;
                            status_id: number | null;
                            /** @enum {string} */
                            access: "public" | "limited" | "password";
                            has_password: boolean;
                            /** @enum {string} */
                            visibility: "public" | "unlisted";
                            is_published: boolean;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            shared_to_explore: boolean;
                            /** @description When it was last shared to Explore */
                            shared_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idContent-categoriesByCategory_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                category_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number | null;
                        order_key: number;
                        name_json: {
                            [key: string]: string;
                        };
                        custom_contents: {
                            id: number;
                            business_id: number;
                            content_category_id: number | null;
                            order_key: number;
                            /** @enum {string} */
                            kind: "standard" | "custom";
                            standard_initiative_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            content_json: {
                                [key: string]: string;
                            };
                            description_json: {
                                [key: string]: string;
                            };
                            additional_info_json: {
                                [key: string]: string;
                            };
                            image: string | null;
                            image_url: string | null;
                            cover_image: string | null;
                            cover_image_url: string | null;
                            issuing_organization: string | null;
                            auditor: string | null;
                            issue_date: string | null;
                            expiration_date: string | null;
                            is_expired: boolean;
                            credential_id: string | null;
                            last_verified: string | null;
                            attachments: {
                                key: string;
                                name: string;
                                content_type: string;
                                size: number;
                            }[];
                            link: string | null;
                            status_id: number | null;
                            /** @enum {string} */
                            access: "public" | "limited" | "password";
                            has_password: boolean;
                            /** @enum {string} */
                            visibility: "public" | "unlisted";
                            is_published: boolean;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            shared_to_explore: boolean;
                            /** @description When it was last shared to Explore */
                            shared_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1BusinessesByBusiness_idContent-categoriesByCategory_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                category_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "patchApiV1BusinessesByBusiness_idContent-categoriesByCategory_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                category_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
                "multipart/form-data": {
                    /** @description The name per language: `{ en, ja }`; one is required when adding. */
                    name_json?: {
                        [key: string]: string;
                    };
                    order_key?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number | null;
                        order_key: number;
                        name_json: {
                            [key: string]: string;
                        };
                        custom_contents: {
                            id: number;
                            business_id: number;
                            content_category_id: number | null;
                            order_key: number;
                            /** @enum {string} */
                            kind: "standard" | "custom";
                            standard_initiative_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            content_json: {
                                [key: string]: string;
                            };
                            description_json: {
                                [key: string]: string;
                            };
                            additional_info_json: {
                                [key: string]: string;
                            };
                            image: string | null;
                            image_url: string | null;
                            cover_image: string | null;
                            cover_image_url: string | null;
                            issuing_organization: string | null;
                            auditor: string | null;
                            issue_date: string | null;
                            expiration_date: string | null;
                            is_expired: boolean;
                            credential_id: string | null;
                            last_verified: string | null;
                            attachments: {
                                key: string;
                                name: string;
                                content_type: string;
                                size: number;
                            }[];
                            link: string | null;
                            status_id: number | null;
                            /** @enum {string} */
                            access: "public" | "limited" | "password";
                            has_password: boolean;
                            /** @enum {string} */
                            visibility: "public" | "unlisted";
                            is_published: boolean;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            shared_to_explore: boolean;
                            /** @description When it was last shared to Explore */
                            shared_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idNews: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            business_id: number;
                            /** @enum {string} */
                            kind: "news" | "event";
                            title_json: {
                                [key: string]: string;
                            };
                            body_json: {
                                [key: string]: string;
                            };
                            date: string;
                            starts_at: string | null;
                            ends_at: string | null;
                            location: string | null;
                            link: string | null;
                            image: string | null;
                            image_url: string | null;
                            is_published: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idNews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        kind: "news" | "event";
                        title_json: {
                            [key: string]: string;
                        };
                        body_json: {
                            [key: string]: string;
                        };
                        date: string;
                        starts_at: string | null;
                        ends_at: string | null;
                        location: string | null;
                        link: string | null;
                        image: string | null;
                        image_url: string | null;
                        is_published: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idNewsByNews_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                news_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    patchApiV1BusinessesByBusiness_idNewsByNews_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                news_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    kind?: "news" | "event";
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    body_json?: {
                        [key: string]: string;
                    };
                    /** @description Publication date (ISO 8601). */
                    date?: string | null;
                    starts_at?: string | null;
                    ends_at?: string | null;
                    location?: string | null;
                    link?: string | null;
                    image?: string | null;
                    is_published?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        kind: "news" | "event";
                        title_json: {
                            [key: string]: string;
                        };
                        body_json: {
                            [key: string]: string;
                        };
                        date: string;
                        starts_at: string | null;
                        ends_at: string | null;
                        location: string | null;
                        link: string | null;
                        image: string | null;
                        image_url: string | null;
                        is_published: boolean;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idLink-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        title_json: {
                            [key: string]: string;
                        };
                        url: string;
                        description_json: {
                            [key: string]: string;
                        };
                        /** @enum {string|null} */
                        icon: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                        thumbnail: string | null;
                        thumbnail_url: string | null;
                        is_hidden: boolean;
                        order_key: number;
                        /** @description Visitors' clicks in the last 30 days (UTC days, today included) */
                        clicks_30d: number;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idLink-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
                "multipart/form-data": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        title_json: {
                            [key: string]: string;
                        };
                        url: string;
                        description_json: {
                            [key: string]: string;
                        };
                        /** @enum {string|null} */
                        icon: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                        thumbnail: string | null;
                        thumbnail_url: string | null;
                        is_hidden: boolean;
                        order_key: number;
                        /** @description Visitors' clicks in the last 30 days (UTC days, today included) */
                        clicks_30d: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "putApiV1BusinessesByBusiness_idLink-blocksOrder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every block's id, in the new order */
                    ids: (string | number)[];
                };
                "application/x-www-form-urlencoded": {
                    /** @description Every block's id, in the new order */
                    ids: (string | number)[];
                };
                "multipart/form-data": {
                    /** @description Every block's id, in the new order */
                    ids: (string | number)[];
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        title_json: {
                            [key: string]: string;
                        };
                        url: string;
                        description_json: {
                            [key: string]: string;
                        };
                        /** @enum {string|null} */
                        icon: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                        thumbnail: string | null;
                        thumbnail_url: string | null;
                        is_hidden: boolean;
                        order_key: number;
                        /** @description Visitors' clicks in the last 30 days (UTC days, today included) */
                        clicks_30d: number;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1BusinessesByBusiness_idLink-blocksByBlock_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                block_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "patchApiV1BusinessesByBusiness_idLink-blocksByBlock_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                block_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
                "multipart/form-data": {
                    /** @description The button's text per language: `{ en, ja }`; one is required. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description https:// or http://; written without a scheme (`example.com`) it is saved as https:// */
                    url?: string | null;
                    /** @description A line under the title per language; optional. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @enum {string|null} */
                    icon?: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                    /** @description An image uploaded for this page (its `key`); shown instead of the icon */
                    thumbnail?: string | null;
                    /** @description Hidden blocks stay in the editor but not on the public page */
                    is_hidden?: boolean;
                    /** @description The place in the list (0 first); appended when omitted on create */
                    order_key?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        title_json: {
                            [key: string]: string;
                        };
                        url: string;
                        description_json: {
                            [key: string]: string;
                        };
                        /** @enum {string|null} */
                        icon: "link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift" | null;
                        thumbnail: string | null;
                        thumbnail_url: string | null;
                        is_hidden: boolean;
                        order_key: number;
                        /** @description Visitors' clicks in the last 30 days (UTC days, today included) */
                        clicks_30d: number;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "too_many_link_blocks";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idContentsByContent_idAttachments: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        name: string;
                        content_type: string;
                        size: number;
                        url: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @constant */
                        code: "file_too_large";
                        max_bytes: number;
                        max_mb: number;
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idContentsByContent_idAttachmentsByFile_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idContentsByContent_idVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description submitted, withdrawn, approved, rejected or reset (evidence changed after verification) */
                        action: string;
                        reason: string | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idContentsByContent_idVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idContentsByContent_idVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The page's plan code */
                        plan: string;
                        /** @description Pending and verified items */
                        used: number;
                        limit: number | null;
                        items: {
                            id: number;
                            business_id: number;
                            content_category_id: number | null;
                            order_key: number;
                            /** @enum {string} */
                            kind: "standard" | "custom";
                            standard_initiative_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            content_json: {
                                [key: string]: string;
                            };
                            description_json: {
                                [key: string]: string;
                            };
                            additional_info_json: {
                                [key: string]: string;
                            };
                            image: string | null;
                            image_url: string | null;
                            cover_image: string | null;
                            cover_image_url: string | null;
                            issuing_organization: string | null;
                            auditor: string | null;
                            issue_date: string | null;
                            expiration_date: string | null;
                            is_expired: boolean;
                            credential_id: string | null;
                            last_verified: string | null;
                            attachments: {
                                key: string;
                                name: string;
                                content_type: string;
                                size: number;
                            }[];
                            link: string | null;
                            status_id: number | null;
                            /** @enum {string} */
                            access: "public" | "limited" | "password";
                            has_password: boolean;
                            /** @enum {string} */
                            visibility: "public" | "unlisted";
                            is_published: boolean;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            shared_to_explore: boolean;
                            /** @description When it was last shared to Explore */
                            shared_at: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1AdminVerifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        content_id: number;
                        business_id: number;
                        handle: string;
                        page_name: {
                            [key: string]: string;
                        } | null;
                        title_json: {
                            [key: string]: string;
                        };
                        issuing_organization: string | null;
                        auditor: string | null;
                        credential_id: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        link: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        submitted_at: string | null;
                    }[];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AdminVerificationsByContent_idApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AdminVerificationsByContent_idReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                content_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
                "application/x-www-form-urlencoded": {
                    reason: string;
                };
                "multipart/form-data": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page" | "invalid_transition";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesAssessmentsQuestionnaires: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        framework: string;
                        version: number;
                        title: {
                            en: string;
                            ja: string;
                        };
                        description: {
                            en: string;
                            ja: string;
                        };
                        sections: {
                            code: string;
                            title: {
                                en: string;
                                ja: string;
                            };
                            weight: number;
                            questions: {
                                code: string;
                                /**
                                 * @description yes_no_partial, single_choice, multiple_choice, number, text or date
                                 * @enum {string}
                                 */
                                type: "yes_no_partial" | "single_choice" | "multiple_choice" | "number" | "text" | "date";
                                prompt: {
                                    en: string;
                                    ja: string;
                                };
                                help?: {
                                    en: string;
                                    ja: string;
                                };
                                required: boolean;
                                options?: {
                                    value: string;
                                    label: {
                                        en: string;
                                        ja: string;
                                    };
                                    points: number;
                                    /** @description Chosen alone or not at all */
                                    exclusive?: boolean;
                                    /** @description The pre-fill suggests this option when the page's initiatives address one of these */
                                    disclosures?: {
                                        framework: string;
                                        disclosure: string;
                                    }[];
                                }[];
                                number?: {
                                    unit: {
                                        en: string;
                                        ja: string;
                                    };
                                    min: number;
                                    max: number;
                                    /** @description Points from `min` (inclusive) to `max` (exclusive) */
                                    ranges: {
                                        min?: number;
                                        max?: number;
                                        points: number;
                                    }[];
                                };
                                /** @description The most the question scores; 0 when it is not scored */
                                max_points: number;
                                /** @description Whether files can be attached to the answer */
                                evidence: boolean;
                                /** @description The frameworks' disclosures the question is about */
                                disclosures: {
                                    framework: string;
                                    disclosure: string;
                                }[];
                                recommendation?: {
                                    en: string;
                                    ja: string;
                                };
                            }[];
                        }[];
                    }[];
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAssessments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        overall: number | null;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAssessments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    questionnaire: "climate-readiness" | "sdg-self-assessment" | "gri-readiness";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    questionnaire: "climate-readiness" | "sdg-self-assessment" | "gri-readiness";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    questionnaire: "climate-readiness" | "sdg-self-assessment" | "gri-readiness";
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        answers: {
                            question: string;
                            value: string | number | string[] | null;
                            /**
                             * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                             * @enum {string}
                             */
                            source: "owner" | "analyzer";
                            /** @description The initiatives a suggestion was read from */
                            basis: (string | number)[];
                            attachments: {
                                id: string;
                                name: string;
                                content_type: string;
                                size: number;
                                /** @description Download for the page's members */
                                url: string;
                            }[];
                            score: number | null;
                            /** @description Null once the account is gone */
                            answered_by: {
                                id: string;
                                name: string;
                            } | null;
                            answered_at: string;
                        }[];
                        result: {
                            /** @description The questionnaire's version whose rules scored it */
                            version: number;
                            /** @description 0–100, the sections weighed by their weights */
                            overall: number;
                            sections: {
                                section: string;
                                score: number;
                                earned: number;
                                max: number;
                            }[];
                            /** @description For answers scoring under half their points, most costly first */
                            recommendations: {
                                section: string;
                                question: string;
                                text: {
                                    en: string;
                                    ja: string;
                                };
                                score: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAssessmentsByAssessment_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        answers: {
                            question: string;
                            value: string | number | string[] | null;
                            /**
                             * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                             * @enum {string}
                             */
                            source: "owner" | "analyzer";
                            /** @description The initiatives a suggestion was read from */
                            basis: (string | number)[];
                            attachments: {
                                id: string;
                                name: string;
                                content_type: string;
                                size: number;
                                /** @description Download for the page's members */
                                url: string;
                            }[];
                            score: number | null;
                            /** @description Null once the account is gone */
                            answered_by: {
                                id: string;
                                name: string;
                            } | null;
                            answered_at: string;
                        }[];
                        result: {
                            /** @description The questionnaire's version whose rules scored it */
                            version: number;
                            /** @description 0–100, the sections weighed by their weights */
                            overall: number;
                            sections: {
                                section: string;
                                score: number;
                                earned: number;
                                max: number;
                            }[];
                            /** @description For answers scoring under half their points, most costly first */
                            recommendations: {
                                section: string;
                                question: string;
                                text: {
                                    en: string;
                                    ja: string;
                                };
                                score: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
                question: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: string | number | string[] | null;
                };
                "application/x-www-form-urlencoded": {
                    value: string | number | string[] | null;
                };
                "multipart/form-data": {
                    value: string | number | string[] | null;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        answers: {
                            question: string;
                            value: string | number | string[] | null;
                            /**
                             * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                             * @enum {string}
                             */
                            source: "owner" | "analyzer";
                            /** @description The initiatives a suggestion was read from */
                            basis: (string | number)[];
                            attachments: {
                                id: string;
                                name: string;
                                content_type: string;
                                size: number;
                                /** @description Download for the page's members */
                                url: string;
                            }[];
                            score: number | null;
                            /** @description Null once the account is gone */
                            answered_by: {
                                id: string;
                                name: string;
                            } | null;
                            answered_at: string;
                        }[];
                        result: {
                            /** @description The questionnaire's version whose rules scored it */
                            version: number;
                            /** @description 0–100, the sections weighed by their weights */
                            overall: number;
                            sections: {
                                section: string;
                                score: number;
                                earned: number;
                                max: number;
                            }[];
                            /** @description For answers scoring under half their points, most costly first */
                            recommendations: {
                                section: string;
                                question: string;
                                text: {
                                    en: string;
                                    ja: string;
                                };
                                score: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idPrefill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Answers the analyzer wrote (never over a member's answer) */
                        suggested: number;
                        assessment: {
                            id: number;
                            business_id: number;
                            questionnaire: string;
                            /** @enum {string} */
                            state: "in_progress" | "completed";
                            /** @description Null once the account is gone */
                            started_by: {
                                id: string;
                                name: string;
                            } | null;
                            progress: {
                                /** @description Required questions with a confirmed answer */
                                answered: number;
                                required: number;
                                percent: number;
                                /** @description Pre-filled answers waiting to be confirmed */
                                suggestions: number;
                            };
                            created_at: string;
                            updated_at: string;
                            completed_at: string | null;
                            answers: {
                                question: string;
                                value: string | number | string[] | null;
                                /**
                                 * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                                 * @enum {string}
                                 */
                                source: "owner" | "analyzer";
                                /** @description The initiatives a suggestion was read from */
                                basis: (string | number)[];
                                attachments: {
                                    id: string;
                                    name: string;
                                    content_type: string;
                                    size: number;
                                    /** @description Download for the page's members */
                                    url: string;
                                }[];
                                score: number | null;
                                /** @description Null once the account is gone */
                                answered_by: {
                                    id: string;
                                    name: string;
                                } | null;
                                answered_at: string;
                            }[];
                            result: {
                                /** @description The questionnaire's version whose rules scored it */
                                version: number;
                                /** @description 0–100, the sections weighed by their weights */
                                overall: number;
                                sections: {
                                    section: string;
                                    score: number;
                                    earned: number;
                                    max: number;
                                }[];
                                /** @description For answers scoring under half their points, most costly first */
                                recommendations: {
                                    section: string;
                                    question: string;
                                    text: {
                                        en: string;
                                        ja: string;
                                    };
                                    score: number;
                                }[];
                            } | null;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        answers: {
                            question: string;
                            value: string | number | string[] | null;
                            /**
                             * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                             * @enum {string}
                             */
                            source: "owner" | "analyzer";
                            /** @description The initiatives a suggestion was read from */
                            basis: (string | number)[];
                            attachments: {
                                id: string;
                                name: string;
                                content_type: string;
                                size: number;
                                /** @description Download for the page's members */
                                url: string;
                            }[];
                            score: number | null;
                            /** @description Null once the account is gone */
                            answered_by: {
                                id: string;
                                name: string;
                            } | null;
                            answered_at: string;
                        }[];
                        result: {
                            /** @description The questionnaire's version whose rules scored it */
                            version: number;
                            /** @description 0–100, the sections weighed by their weights */
                            overall: number;
                            sections: {
                                section: string;
                                score: number;
                                earned: number;
                                max: number;
                            }[];
                            /** @description For answers scoring under half their points, most costly first */
                            recommendations: {
                                section: string;
                                question: string;
                                text: {
                                    en: string;
                                    ja: string;
                                };
                                score: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        questionnaire: string;
                        /** @enum {string} */
                        state: "in_progress" | "completed";
                        /** @description Null once the account is gone */
                        started_by: {
                            id: string;
                            name: string;
                        } | null;
                        progress: {
                            /** @description Required questions with a confirmed answer */
                            answered: number;
                            required: number;
                            percent: number;
                            /** @description Pre-filled answers waiting to be confirmed */
                            suggestions: number;
                        };
                        created_at: string;
                        updated_at: string;
                        completed_at: string | null;
                        answers: {
                            question: string;
                            value: string | number | string[] | null;
                            /**
                             * @description `analyzer`: a pre-filled suggestion not yet confirmed (it does not count toward completion)
                             * @enum {string}
                             */
                            source: "owner" | "analyzer";
                            /** @description The initiatives a suggestion was read from */
                            basis: (string | number)[];
                            attachments: {
                                id: string;
                                name: string;
                                content_type: string;
                                size: number;
                                /** @description Download for the page's members */
                                url: string;
                            }[];
                            score: number | null;
                            /** @description Null once the account is gone */
                            answered_by: {
                                id: string;
                                name: string;
                            } | null;
                            answered_at: string;
                        }[];
                        result: {
                            /** @description The questionnaire's version whose rules scored it */
                            version: number;
                            /** @description 0–100, the sections weighed by their weights */
                            overall: number;
                            sections: {
                                section: string;
                                score: number;
                                earned: number;
                                max: number;
                            }[];
                            /** @description For answers scoring under half their points, most costly first */
                            recommendations: {
                                section: string;
                                question: string;
                                text: {
                                    en: string;
                                    ja: string;
                                };
                                score: number;
                            }[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachments: {
        parameters: {
            query?: {
                name?: string;
            };
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
                question: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        content_type: string;
                        size: number;
                        /** @description Download for the page's members */
                        url: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @constant */
                        code: "file_too_large";
                        max_bytes: number;
                        max_mb: number;
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachmentsByFile_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
                question: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/png": string;
                    "image/jpeg": string;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description The page you are looking for does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idAssessmentsByAssessment_idAnswersByQuestionAttachmentsByFile_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
                question: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAssessmentsByAssessment_idExport: {
        parameters: {
            query?: {
                format?: "csv" | "pdf";
                lang?: "en" | "ja";
            };
            header?: never;
            path: {
                business_id: string;
                assessment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description A bad format or language: `{ field: [message] }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Not an assessment of a page of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "assessment_in_progress" | "assessment_completed" | "assessment_not_completed";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesPublicByBusinessContentsByContent_idAccess: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Limited access: required, at most 100 characters after trimming */
                    name?: string;
                    /** @description Limited access: required, at most 150 characters after trimming */
                    company?: string;
                    /** @description Limited access: required, at most 254 characters after trimming */
                    email?: string;
                    /** @description Password access: required, not blank */
                    password?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description Limited access: required, at most 100 characters after trimming */
                    name?: string;
                    /** @description Limited access: required, at most 150 characters after trimming */
                    company?: string;
                    /** @description Limited access: required, at most 254 characters after trimming */
                    email?: string;
                    /** @description Password access: required, not blank */
                    password?: string;
                };
                "multipart/form-data": {
                    /** @description Limited access: required, at most 100 characters after trimming */
                    name?: string;
                    /** @description Limited access: required, at most 150 characters after trimming */
                    company?: string;
                    /** @description Limited access: required, at most 254 characters after trimming */
                    email?: string;
                    /** @description Password access: required, not blank */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opens this item (and its attachments) for a short time: pass it as `?grant=` */
                        grant: string;
                        expires_at: string;
                        content: {
                            id: number;
                            content_category_id: number | null;
                            order_key: number;
                            kind: string;
                            title: string | null;
                            description: string | null;
                            image_url: string | null;
                            cover_image_url: string | null;
                            status_id: number | null;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            access: string;
                            /** @description True when the protected fields are withheld until the visitor passes the gate */
                            is_locked: boolean;
                            content?: string | null;
                            additional_info?: string | null;
                            issuing_organization?: string | null;
                            auditor?: string | null;
                            issue_date?: string | null;
                            expiration_date?: string | null;
                            is_expired?: boolean;
                            credential_id?: string | null;
                            last_verified?: string | null;
                            /** @description Who reviewed a Verified item (its own URL only): the reviewer's name */
                            verified_by?: string | null;
                            link?: string | null;
                            attachments?: {
                                name: string;
                                url: string;
                                content_type: string;
                                size: number;
                            }[];
                            /** @description The initiative's 1200×630 share image (on its own read only) */
                            share_image_url?: string;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusinessContentsByContent_idAttachmentsByFile_id: {
        parameters: {
            query?: {
                grant?: string;
            };
            header?: never;
            path: {
                business: string;
                content_id: string;
                file_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF, as a download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description The page you are looking for does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idAccess-logs": {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
                q?: string;
                content_id?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            content_id: number | null;
                            content_title: string;
                            /** @description limited or password */
                            method: string;
                            name: string | null;
                            email: string | null;
                            company: string | null;
                            data_accessed: string;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idAccess-logsExport": {
        parameters: {
            query?: {
                q?: string;
                content_id?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV: date, name, email, company, access, initiative, data_accessed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_gated" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusiness: {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        handle: string;
                        /** @enum {string} */
                        page_type: "business" | "personal";
                        country: string | null;
                        /** @description The language the text is in */
                        language: string;
                        /** @enum {string} */
                        default_language: "en" | "ja";
                        /** @description Languages the page is offered in */
                        languages: string[];
                        name: string | null;
                        description: string | null;
                        introduction: string | null;
                        mission: string | null;
                        logo_url: string | null;
                        style: {
                            [key: string]: unknown;
                        };
                        links: {
                            homepage?: string | null;
                            contact_email?: string | null;
                            socials?: {
                                [key: string]: string;
                            };
                        };
                        /** @enum {string} */
                        default_view: "list" | "grid";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        business_category: string[];
                        is_visible: boolean;
                        /** @description Upvotes in Explore */
                        upvote_count: number;
                        published_at: string | null;
                        updated_at: string;
                        /** @description The page's 1200×630 share image (`og:image`); its address changes with what it shows */
                        share_image_url: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusinessPage: {
        parameters: {
            query?: {
                lang?: string;
                news_page_size?: string | number;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page with its contents and news */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            handle: string;
                            /** @enum {string} */
                            page_type: "business" | "personal";
                            country: string | null;
                            /** @description The language the text is in */
                            language: string;
                            /** @enum {string} */
                            default_language: "en" | "ja";
                            /** @description Languages the page is offered in */
                            languages: string[];
                            name: string | null;
                            description: string | null;
                            introduction: string | null;
                            mission: string | null;
                            logo_url: string | null;
                            style: {
                                [key: string]: unknown;
                            };
                            links: {
                                homepage?: string | null;
                                contact_email?: string | null;
                                socials?: {
                                    [key: string]: string;
                                };
                            };
                            /** @enum {string} */
                            default_view: "list" | "grid";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            business_category: string[];
                            is_visible: boolean;
                            /** @description Upvotes in Explore */
                            upvote_count: number;
                            published_at: string | null;
                            updated_at: string;
                            /** @description The page's 1200×630 share image (`og:image`); its address changes with what it shows */
                            share_image_url: string;
                        };
                        link_blocks: {
                            /** @description Sent back with a click (`kind: click`, `link_block_id`) */
                            id: number;
                            title: string;
                            description: string | null;
                            url: string;
                            icon: ("link" | "globe" | "shop" | "mail" | "phone" | "calendar" | "document" | "download" | "news" | "video" | "map" | "leaf" | "recycle" | "heart" | "gift") | null;
                            thumbnail_url: string | null;
                        }[];
                        categories: {
                            id: number | null;
                            order_key: number;
                            name: string;
                            custom_contents: {
                                id: number;
                                content_category_id: number | null;
                                order_key: number;
                                kind: string;
                                title: string | null;
                                description: string | null;
                                image_url: string | null;
                                cover_image_url: string | null;
                                status_id: number | null;
                                /**
                                 * @description self_reported, submitted (for review) or verified
                                 * @enum {string}
                                 */
                                evidence_state: "self_reported" | "submitted" | "verified";
                                frameworks: {
                                    framework: string;
                                    categories: string[];
                                }[];
                                access: string;
                                /** @description True when the protected fields are withheld until the visitor passes the gate */
                                is_locked: boolean;
                                content?: string | null;
                                additional_info?: string | null;
                                issuing_organization?: string | null;
                                auditor?: string | null;
                                issue_date?: string | null;
                                expiration_date?: string | null;
                                is_expired?: boolean;
                                credential_id?: string | null;
                                last_verified?: string | null;
                                verified_by?: string | null;
                                link?: string | null;
                                attachments?: {
                                    name: string;
                                    url: string;
                                    content_type: string;
                                    size: number;
                                }[];
                                /** @description The initiative's 1200×630 share image (on its own read only) */
                                share_image_url?: string;
                            }[];
                        }[];
                        news: {
                            count: number;
                            page: number;
                            page_size: number;
                            results: {
                                id: number;
                                kind: string;
                                title: string | null;
                                body: string | null;
                                date: string;
                                starts_at: string | null;
                                ends_at: string | null;
                                location: string | null;
                                link: string | null;
                                image_url: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessContent-categories": {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Categories */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number | null;
                        order_key: number;
                        name: string;
                        custom_contents: {
                            id: number;
                            content_category_id: number | null;
                            order_key: number;
                            kind: string;
                            title: string | null;
                            description: string | null;
                            image_url: string | null;
                            cover_image_url: string | null;
                            status_id: number | null;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            access: string;
                            /** @description True when the protected fields are withheld until the visitor passes the gate */
                            is_locked: boolean;
                            content?: string | null;
                            additional_info?: string | null;
                            issuing_organization?: string | null;
                            auditor?: string | null;
                            issue_date?: string | null;
                            expiration_date?: string | null;
                            is_expired?: boolean;
                            credential_id?: string | null;
                            last_verified?: string | null;
                            verified_by?: string | null;
                            link?: string | null;
                            attachments?: {
                                name: string;
                                url: string;
                                content_type: string;
                                size: number;
                            }[];
                            /** @description The initiative's 1200×630 share image (on its own read only) */
                            share_image_url?: string;
                        }[];
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusinessContents: {
        parameters: {
            query?: {
                lang?: string;
                list_page?: boolean | string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contents */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content_category_id: number | null;
                        order_key: number;
                        kind: string;
                        title: string | null;
                        description: string | null;
                        image_url: string | null;
                        cover_image_url: string | null;
                        status_id: number | null;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        access: string;
                        /** @description True when the protected fields are withheld until the visitor passes the gate */
                        is_locked: boolean;
                        content?: string | null;
                        additional_info?: string | null;
                        issuing_organization?: string | null;
                        auditor?: string | null;
                        issue_date?: string | null;
                        expiration_date?: string | null;
                        is_expired?: boolean;
                        credential_id?: string | null;
                        last_verified?: string | null;
                        verified_by?: string | null;
                        link?: string | null;
                        attachments?: {
                            name: string;
                            url: string;
                            content_type: string;
                            size: number;
                        }[];
                        /** @description The initiative's 1200×630 share image (on its own read only) */
                        share_image_url?: string;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusinessContentsByContent_id: {
        parameters: {
            query?: {
                lang?: string;
                grant?: string;
            };
            header?: never;
            path: {
                business: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content_category_id: number | null;
                        order_key: number;
                        kind: string;
                        title: string | null;
                        description: string | null;
                        image_url: string | null;
                        cover_image_url: string | null;
                        status_id: number | null;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        access: string;
                        /** @description True when the protected fields are withheld until the visitor passes the gate */
                        is_locked: boolean;
                        content?: string | null;
                        additional_info?: string | null;
                        issuing_organization?: string | null;
                        auditor?: string | null;
                        issue_date?: string | null;
                        expiration_date?: string | null;
                        is_expired?: boolean;
                        credential_id?: string | null;
                        last_verified?: string | null;
                        verified_by?: string | null;
                        link?: string | null;
                        attachments?: {
                            name: string;
                            url: string;
                            content_type: string;
                            size: number;
                        }[];
                        /** @description The initiative's 1200×630 share image (on its own read only) */
                        share_image_url?: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesPublicByBusinessNews: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description News */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            kind: string;
                            title: string | null;
                            body: string | null;
                            date: string;
                            starts_at: string | null;
                            ends_at: string | null;
                            location: string | null;
                            link: string | null;
                            image_url: string | null;
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessShare-image": {
        parameters: {
            query?: {
                lang?: string;
                v?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1200×630 PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessContentsByContent_idShare-image": {
        parameters: {
            query?: {
                lang?: string;
                v?: string;
            };
            header?: never;
            path: {
                business: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A 1200×630 PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not found, or `coming_soon` for an unpublished page */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1ExplorePages: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
                q?: string;
                country?: string;
                framework?: string;
                category?: string;
                page_type?: string;
                sort?: string;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with the total count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            handle: string;
                            page_type: string;
                            country: string | null;
                            /** @description The language name and description are in */
                            language: string;
                            name: string | null;
                            description: string | null;
                            logo_url: string | null;
                            framework_type: string | null;
                            frameworks: {
                                framework: string;
                                categories: string[];
                            }[];
                            business_category: string[];
                            upvote_count: number;
                            /** @description True when the signed-in caller has upvoted this page; always false for anonymous callers */
                            upvoted: boolean;
                            published_at: string | null;
                        }[];
                    };
                };
            };
            /** @description A bad filter, sort or search: `{ field: [message] }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1ExploreInitiatives: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
                q?: string;
                country?: string;
                framework?: string;
                category?: string;
                page_type?: string;
                sort?: string;
                lang?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results with the total count */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            page: {
                                handle: string;
                                name: string | null;
                                page_type: string;
                                logo_url: string | null;
                            };
                            /** @description The language the texts are in */
                            language: string;
                            title: string | null;
                            description: string | null;
                            cover_image_url: string | null;
                            status: {
                                id: number;
                                code: string;
                                label: string;
                            } | null;
                            /**
                             * @description self_reported, submitted (for review) or verified
                             * @enum {string}
                             */
                            evidence_state: "self_reported" | "submitted" | "verified";
                            upvote_count: number;
                            upvoted: boolean;
                            shared_at: string | null;
                            /** @description Site path of the initiative: /{handle}/{id} */
                            url: string;
                        }[];
                    };
                };
            };
            /** @description A bad filter, sort or search: `{ field: [message] }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1BusinessesPublicByBusinessUpvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upvoted: boolean;
                        upvote_count: number;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesPublicByBusinessUpvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upvoted: boolean;
                        upvote_count: number;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1BusinessesPublicByBusinessContentsByContent_idUpvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upvoted: boolean;
                        upvote_count: number;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesPublicByBusinessContentsByContent_idUpvote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upvoted: boolean;
                        upvote_count: number;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idContentsByContent_idShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    deleteApiV1BusinessesByBusiness_idContentsByContent_idShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                content_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_category_id: number | null;
                        order_key: number;
                        /** @enum {string} */
                        kind: "standard" | "custom";
                        standard_initiative_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        content_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        additional_info_json: {
                            [key: string]: string;
                        };
                        image: string | null;
                        image_url: string | null;
                        cover_image: string | null;
                        cover_image_url: string | null;
                        issuing_organization: string | null;
                        auditor: string | null;
                        issue_date: string | null;
                        expiration_date: string | null;
                        is_expired: boolean;
                        credential_id: string | null;
                        last_verified: string | null;
                        attachments: {
                            key: string;
                            name: string;
                            content_type: string;
                            size: number;
                        }[];
                        link: string | null;
                        status_id: number | null;
                        /** @enum {string} */
                        access: "public" | "limited" | "password";
                        has_password: boolean;
                        /** @enum {string} */
                        visibility: "public" | "unlisted";
                        is_published: boolean;
                        /**
                         * @description self_reported, submitted (for review) or verified
                         * @enum {string}
                         */
                        evidence_state: "self_reported" | "submitted" | "verified";
                        frameworks: {
                            framework: string;
                            categories: string[];
                        }[];
                        shared_to_explore: boolean;
                        /** @description When it was last shared to Explore */
                        shared_at: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "already_shared" | "share_unchanged" | "own_page" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idFeedback-forms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        is_open: boolean;
                        /** @description The page's default form: it cannot be deleted */
                        is_default: boolean;
                        order_key: number;
                        response_count: number;
                        questions: {
                            id: number;
                            order_key: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            label_json: {
                                [key: string]: string;
                            };
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                            required: boolean;
                        }[];
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idFeedback-forms": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
                "multipart/form-data": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        is_open: boolean;
                        /** @description The page's default form: it cannot be deleted */
                        is_default: boolean;
                        order_key: number;
                        response_count: number;
                        questions: {
                            id: number;
                            order_key: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            label_json: {
                                [key: string]: string;
                            };
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                            required: boolean;
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idFeedback-formsByForm_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        is_open: boolean;
                        /** @description The page's default form: it cannot be deleted */
                        is_default: boolean;
                        order_key: number;
                        response_count: number;
                        questions: {
                            id: number;
                            order_key: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            label_json: {
                                [key: string]: string;
                            };
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                            required: boolean;
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1BusinessesByBusiness_idFeedback-formsByForm_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "patchApiV1BusinessesByBusiness_idFeedback-formsByForm_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
                "application/x-www-form-urlencoded": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
                "multipart/form-data": {
                    /** @description The title per language: `{ en, ja }`; one is required when adding. */
                    title_json?: {
                        [key: string]: string;
                    };
                    /** @description Text per language: `{ en, ja }`. */
                    description_json?: {
                        [key: string]: string;
                    };
                    /** @description Attach to one initiative of the page; null = the whole page */
                    content_id?: (string | number) | null;
                    /** @description A closed form refuses answers */
                    is_open?: boolean;
                    /** @description The whole list, in order: replaces the form's questions (at least one) */
                    questions?: {
                        /** @description An existing question of this form (it keeps its id and answers); omit for a new one */
                        id?: string | number;
                        /** @enum {string} */
                        type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                        /** @description The question per language: `{ en, ja }`; one is required. */
                        label_json?: {
                            [key: string]: string;
                        };
                        /** @description The choices of a choice question (at least 2) */
                        options_json?: {
                            /** @description Keep an existing choice's id so its answers stay with it; omit for a new choice */
                            id?: string;
                            en?: string;
                            ja?: string;
                        }[];
                        /** @description Marked * on the form */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        content_id: number | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        is_open: boolean;
                        /** @description The page's default form: it cannot be deleted */
                        is_default: boolean;
                        order_key: number;
                        response_count: number;
                        questions: {
                            id: number;
                            order_key: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            label_json: {
                                [key: string]: string;
                            };
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                            required: boolean;
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idFeedback: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
                from?: string;
                to?: string;
                stakeholder_type?: string;
                form_id?: string | number;
                content_id?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            form_id: number;
                            content_id: number | null;
                            /**
                             * @default customer
                             * @enum {string}
                             */
                            stakeholder_type: "customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other";
                            relationship: string;
                            language: string;
                            /** @description When these answers were given (a replacing answer moves it) */
                            created_at: string;
                            /** @description `{ "<question id>": answer }` */
                            answers: {
                                [key: string]: string | number | string[];
                            };
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idFeedbackSummary: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                stakeholder_type?: string;
                form_id?: string | number;
                content_id?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        by_stakeholder_type: {
                            customer: number;
                            employee: number;
                            investor: number;
                            supplier: number;
                            local_community: number;
                            ngo: number;
                            other: number;
                        };
                        /** @description Responses per UTC day, zeros filled in: from..to (at most 366 days, the latest kept), the last 30 days when neither is given */
                        daily: {
                            date: string;
                            count: number;
                        }[];
                        forms: {
                            form_id: number;
                            content_id: number | null;
                            title_json: {
                                [key: string]: string;
                            };
                            responses: number;
                            questions: {
                                question_id: number;
                                /**
                                 * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                                 * @default short_text
                                 * @enum {string}
                                 */
                                type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                                label_json: {
                                    [key: string]: string;
                                };
                                required: boolean;
                                /** @description Responses that answer this question */
                                answered: number;
                                /** @description Choice questions: answers per choice */
                                choices: {
                                    id: string;
                                    en?: string;
                                    ja?: string;
                                    count: number;
                                }[] | null;
                                /** @description Rating and NPS: answers per value, every value listed */
                                distribution: {
                                    value: number;
                                    count: number;
                                }[] | null;
                                /** @description Rating and NPS: the mean (2 decimals); null without answers */
                                average: number | null;
                                /** @description NPS: promoters (9–10) minus detractors (0–6) as a percentage of answers (1 decimal); passives are 7–8 */
                                nps: {
                                    score: number | null;
                                    promoters: number;
                                    passives: number;
                                    detractors: number;
                                } | null;
                                text_answers: number | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idFeedbackExport: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                stakeholder_type?: string;
                form_id?: string | number;
                content_id?: string | number;
                lang?: string;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description CSV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description A bad filter: `{ field: [message] }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Not a page of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessFeedback-forms": {
        parameters: {
            query?: {
                content_id?: string | number;
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content_id: number | null;
                        is_default: boolean;
                        is_open: boolean;
                        /** @description The language `title`, `description` and labels are in */
                        language: string;
                        title: string | null;
                        description: string | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        /** @description The choices for `stakeholder_type` */
                        stakeholder_types: ("customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other")[];
                        questions: {
                            id: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            required: boolean;
                            /** @description In the language asked for */
                            label: string | null;
                            label_json: {
                                [key: string]: string;
                            };
                            options: {
                                id: string;
                                label: string | null;
                            }[];
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                        }[];
                    }[];
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessFeedback-formsByForm_id": {
        parameters: {
            query?: {
                lang?: string;
            };
            header?: never;
            path: {
                business: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        content_id: number | null;
                        is_default: boolean;
                        is_open: boolean;
                        /** @description The language `title`, `description` and labels are in */
                        language: string;
                        title: string | null;
                        description: string | null;
                        title_json: {
                            [key: string]: string;
                        };
                        description_json: {
                            [key: string]: string;
                        };
                        /** @description The choices for `stakeholder_type` */
                        stakeholder_types: ("customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other")[];
                        questions: {
                            id: number;
                            /**
                             * @description short_text (500), long_text (5000), single_choice, multiple_choice, rating (1–5), nps (0–10)
                             * @default short_text
                             * @enum {string}
                             */
                            type: "short_text" | "long_text" | "single_choice" | "multiple_choice" | "rating" | "nps";
                            required: boolean;
                            /** @description In the language asked for */
                            label: string | null;
                            label_json: {
                                [key: string]: string;
                            };
                            options: {
                                id: string;
                                label: string | null;
                            }[];
                            options_json: {
                                id: string;
                                en?: string;
                                ja?: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesPublicByBusinessFeedback-formsByForm_idResponses": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description customer, employee, investor, supplier, local_community, ngo or other (required) */
                    stakeholder_type?: string;
                    /** @description How the stakeholder relates to the page, in their words (required, at most 200 characters) */
                    relationship?: string;
                    /** @description `{ "<question id>": answer }`: text for text questions, an option id (single choice) or option ids (multiple choice), 1–5 (rating), 0–10 (nps). Null or blank = not answered; keys that are not questions of the form are ignored. */
                    answers?: {
                        [key: string]: string | number | string[] | null;
                    };
                    /** @description The initiative the page-level form was opened on */
                    content_id?: (string | number) | null;
                    /** @description en or ja: the language of the answers and of the error messages */
                    lang?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description customer, employee, investor, supplier, local_community, ngo or other (required) */
                    stakeholder_type?: string;
                    /** @description How the stakeholder relates to the page, in their words (required, at most 200 characters) */
                    relationship?: string;
                    /** @description `{ "<question id>": answer }`: text for text questions, an option id (single choice) or option ids (multiple choice), 1–5 (rating), 0–10 (nps). Null or blank = not answered; keys that are not questions of the form are ignored. */
                    answers?: {
                        [key: string]: string | number | string[] | null;
                    };
                    /** @description The initiative the page-level form was opened on */
                    content_id?: (string | number) | null;
                    /** @description en or ja: the language of the answers and of the error messages */
                    lang?: string;
                };
                "multipart/form-data": {
                    /** @description customer, employee, investor, supplier, local_community, ngo or other (required) */
                    stakeholder_type?: string;
                    /** @description How the stakeholder relates to the page, in their words (required, at most 200 characters) */
                    relationship?: string;
                    /** @description `{ "<question id>": answer }`: text for text questions, an option id (single choice) or option ids (multiple choice), 1–5 (rating), 0–10 (nps). Null or blank = not answered; keys that are not questions of the form are ignored. */
                    answers?: {
                        [key: string]: string | number | string[] | null;
                    };
                    /** @description The initiative the page-level form was opened on */
                    content_id?: (string | number) | null;
                    /** @description en or ja: the language of the answers and of the error messages */
                    lang?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        form_id: number;
                        content_id: number | null;
                        /**
                         * @default customer
                         * @enum {string}
                         */
                        stakeholder_type: "customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other";
                        relationship: string;
                        language: string;
                        /** @description `{ "<question id>": answer }` */
                        answers: {
                            [key: string]: string | number | string[];
                        };
                        created_at: string;
                        updated_at: string;
                        /** @description true when it replaced this stakeholder's earlier response (status 200) */
                        replaced: boolean;
                    };
                };
            };
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        form_id: number;
                        content_id: number | null;
                        /**
                         * @default customer
                         * @enum {string}
                         */
                        stakeholder_type: "customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other";
                        relationship: string;
                        language: string;
                        /** @description `{ "<question id>": answer }` */
                        answers: {
                            [key: string]: string | number | string[];
                        };
                        created_at: string;
                        updated_at: string;
                        /** @description true when it replaced this stakeholder's earlier response (status 200) */
                        replaced: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesPublicByBusinessFeedback-formsByForm_idResponsesMine": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
                form_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        form_id: number;
                        content_id: number | null;
                        /**
                         * @default customer
                         * @enum {string}
                         */
                        stakeholder_type: "customer" | "employee" | "investor" | "supplier" | "local_community" | "ngo" | "other";
                        relationship: string;
                        language: string;
                        /** @description `{ "<question id>": answer }` */
                        answers: {
                            [key: string]: string | number | string[];
                        };
                        created_at: string;
                        updated_at: string;
                    } | null;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "form_closed" | "own_page" | "default_form" | "coming_soon";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1SitemapPages: {
        parameters: {
            query?: {
                chunk?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many chunks of 20000 pages there are */
                        chunks: number;
                        chunk_size: number;
                        results: {
                            handle: string;
                            updated_at: string;
                            /** @description Enabled languages (hreflang alternates) */
                            languages: string[];
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1SitemapItems: {
        parameters: {
            query?: {
                chunk?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many chunks of 40000 initiatives there are */
                        chunks: number;
                        chunk_size: number;
                        results: {
                            handle: string;
                            id: number;
                            /** @description The later of the item's and its page's last edit */
                            updated_at: string;
                            /** @description Enabled languages (hreflang alternates) */
                            languages: string[];
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        url: string;
                        content_type: string;
                        size: number;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 413 */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @constant */
                        code: "file_too_large";
                        max_bytes: number;
                        max_mb: number;
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1Files*": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, cached for a year (keys are never reused) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/jpeg": string;
                    "application/pdf": string;
                };
            };
            /** @description The page you are looking for does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1Plans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        code: "starter" | "plus" | "pro" | "premium";
                        name_json: {
                            [key: string]: string;
                        };
                        is_pro: boolean;
                        limits: {
                            team_users: number | null;
                            pages_per_account: number;
                            verified_certificates: number | null;
                            custom_views: number | null;
                            analytics_window_days: number;
                            access_control: boolean;
                            assessments_and_ai: boolean;
                            ai_analyses_per_month: number;
                            benchmark_gaps: number | null;
                            benchmark_peers: boolean;
                            content_index: boolean;
                            initiatives: number | null;
                            news_posts: number | null;
                        };
                    }[];
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BillingCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plans: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                            limits: {
                                team_users: number | null;
                                pages_per_account: number;
                                verified_certificates: number | null;
                                custom_views: number | null;
                                analytics_window_days: number;
                                access_control: boolean;
                                assessments_and_ai: boolean;
                                ai_analyses_per_month: number;
                                benchmark_gaps: number | null;
                                benchmark_peers: boolean;
                                content_index: boolean;
                                initiatives: number | null;
                                news_posts: number | null;
                            };
                        }[];
                        currencies: ("USD" | "JPY")[];
                        intervals: ("month" | "year")[];
                        minor_digits: {
                            USD: number;
                            JPY: number;
                        };
                        /** @description Months a yearly price is worth */
                        yearly_months: number;
                        prices: {
                            /**
                             * @description Employee tier
                             * @enum {string}
                             */
                            tier: "b1_10" | "b11_50" | "b51_250" | "b251_1000" | "b1001";
                            /** @enum {string} */
                            plan: "starter" | "plus" | "pro" | "premium";
                            /** @description A custom quote: not sold online */
                            custom: boolean;
                            month: {
                                USD: number;
                                JPY: number;
                            } | null;
                            year: {
                                USD: number;
                                JPY: number;
                            } | null;
                        }[];
                        services: {
                            /** @enum {string} */
                            code: "page_setup" | "custom_page";
                            business_days: number;
                            price: {
                                USD: number;
                                JPY: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1Billing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                        /** @enum {string} */
                        status: "active" | "past_due" | "scheduled_end" | "canceled";
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        currency: "USD" | "JPY" | null;
                        amount: number | null;
                        /** Format: date-time */
                        current_period_start: string | null;
                        /** Format: date-time */
                        current_period_end: string | null;
                        /** Format: date-time */
                        ends_at: string | null;
                        scheduled_change: {
                            plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                            tier: string | null;
                            /** Format: date-time */
                            at: string | null;
                        } | null;
                        /** Format: date-time */
                        past_due_since: string | null;
                        /** Format: date-time */
                        next_attempt_at: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        provider: string | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        pro_currency: "USD" | "JPY" | null;
                        /** @description Whether POST /billing/portal/ can send the owner to the provider's customer portal */
                        portal: boolean;
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingCheckout: {
        parameters: {
            query?: never;
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A plan code (a subscription) */
                    plan?: string;
                    /** @description An employee tier from the catalogue */
                    tier?: string;
                    /** @enum {string} */
                    interval?: "month" | "year";
                    /** @description A setup service code (a one-off order) */
                    service?: string;
                    /** @enum {string} */
                    currency: "USD" | "JPY";
                    /** @description The page a setup service is for */
                    business_id?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    /** @description A plan code (a subscription) */
                    plan?: string;
                    /** @description An employee tier from the catalogue */
                    tier?: string;
                    /** @enum {string} */
                    interval?: "month" | "year";
                    /** @description A setup service code (a one-off order) */
                    service?: string;
                    /** @enum {string} */
                    currency: "USD" | "JPY";
                    /** @description The page a setup service is for */
                    business_id?: string | number;
                };
                "multipart/form-data": {
                    /** @description A plan code (a subscription) */
                    plan?: string;
                    /** @description An employee tier from the catalogue */
                    tier?: string;
                    /** @enum {string} */
                    interval?: "month" | "year";
                    /** @description A setup service code (a one-off order) */
                    service?: string;
                    /** @enum {string} */
                    currency: "USD" | "JPY";
                    /** @description The page a setup service is for */
                    business_id?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        item: "subscription" | "setup_service";
                        item_code: string;
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        /** @description What this checkout charges now (an upgrade: the prorated difference) */
                        amount: number;
                        /** @description One whole period's price (renewals charge this) */
                        full_amount: number;
                        /** @enum {string} */
                        status: "open" | "requires_action" | "complete" | "failed" | "expired";
                        failure_message: string | null;
                        /** @description Where the owner pays */
                        url: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BillingCheckoutByCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkout: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        item: "subscription" | "setup_service";
                        item_code: string;
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        /** @description What this checkout charges now (an upgrade: the prorated difference) */
                        amount: number;
                        /** @description One whole period's price (renewals charge this) */
                        full_amount: number;
                        /** @enum {string} */
                        status: "open" | "requires_action" | "complete" | "failed" | "expired";
                        failure_message: string | null;
                        /** @description Where the owner pays */
                        url: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingCheckoutByCheckoutPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkout: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                    expiry: string;
                    cvc: string;
                };
                "application/x-www-form-urlencoded": {
                    card_number: string;
                    expiry: string;
                    cvc: string;
                };
                "multipart/form-data": {
                    card_number: string;
                    expiry: string;
                    cvc: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        item: "subscription" | "setup_service";
                        item_code: string;
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        /** @description What this checkout charges now (an upgrade: the prorated difference) */
                        amount: number;
                        /** @description One whole period's price (renewals charge this) */
                        full_amount: number;
                        /** @enum {string} */
                        status: "open" | "requires_action" | "complete" | "failed" | "expired";
                        failure_message: string | null;
                        /** @description Where the owner pays */
                        url: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 402 */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingCheckoutByCheckoutAuthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                checkout: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: boolean;
                };
                "application/x-www-form-urlencoded": {
                    approve: boolean;
                };
                "multipart/form-data": {
                    approve: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        item: "subscription" | "setup_service";
                        item_code: string;
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        /** @description What this checkout charges now (an upgrade: the prorated difference) */
                        amount: number;
                        /** @description One whole period's price (renewals charge this) */
                        full_amount: number;
                        /** @enum {string} */
                        status: "open" | "requires_action" | "complete" | "failed" | "expired";
                        failure_message: string | null;
                        /** @description Where the owner pays */
                        url: string;
                        /** @enum {string} */
                        provider: "test" | "stripe";
                        /** Format: date-time */
                        expires_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 402 */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingSubscriptionDowngrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    plan: string;
                    tier?: string;
                };
                "application/x-www-form-urlencoded": {
                    plan: string;
                    tier?: string;
                };
                "multipart/form-data": {
                    plan: string;
                    tier?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                        /** @enum {string} */
                        status: "active" | "past_due" | "scheduled_end" | "canceled";
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        currency: "USD" | "JPY" | null;
                        amount: number | null;
                        /** Format: date-time */
                        current_period_start: string | null;
                        /** Format: date-time */
                        current_period_end: string | null;
                        /** Format: date-time */
                        ends_at: string | null;
                        scheduled_change: {
                            plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                            tier: string | null;
                            /** Format: date-time */
                            at: string | null;
                        } | null;
                        /** Format: date-time */
                        past_due_since: string | null;
                        /** Format: date-time */
                        next_attempt_at: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        provider: string | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        pro_currency: "USD" | "JPY" | null;
                        /** @description Whether POST /billing/portal/ can send the owner to the provider's customer portal */
                        portal: boolean;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingSubscriptionCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                        /** @enum {string} */
                        status: "active" | "past_due" | "scheduled_end" | "canceled";
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        currency: "USD" | "JPY" | null;
                        amount: number | null;
                        /** Format: date-time */
                        current_period_start: string | null;
                        /** Format: date-time */
                        current_period_end: string | null;
                        /** Format: date-time */
                        ends_at: string | null;
                        scheduled_change: {
                            plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                            tier: string | null;
                            /** Format: date-time */
                            at: string | null;
                        } | null;
                        /** Format: date-time */
                        past_due_since: string | null;
                        /** Format: date-time */
                        next_attempt_at: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        provider: string | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        pro_currency: "USD" | "JPY" | null;
                        /** @description Whether POST /billing/portal/ can send the owner to the provider's customer portal */
                        portal: boolean;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingSubscriptionReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                        /** @enum {string} */
                        status: "active" | "past_due" | "scheduled_end" | "canceled";
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        currency: "USD" | "JPY" | null;
                        amount: number | null;
                        /** Format: date-time */
                        current_period_start: string | null;
                        /** Format: date-time */
                        current_period_end: string | null;
                        /** Format: date-time */
                        ends_at: string | null;
                        scheduled_change: {
                            plan: {
                                /** @enum {string} */
                                code: "starter" | "plus" | "pro" | "premium";
                                name_json: {
                                    [key: string]: string;
                                };
                                is_pro: boolean;
                            };
                            tier: string | null;
                            /** Format: date-time */
                            at: string | null;
                        } | null;
                        /** Format: date-time */
                        past_due_since: string | null;
                        /** Format: date-time */
                        next_attempt_at: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        provider: string | null;
                        /**
                         * @description USD or JPY
                         * @enum {string|null}
                         */
                        pro_currency: "USD" | "JPY" | null;
                        /** @description Whether POST /billing/portal/ can send the owner to the provider's customer portal */
                        portal: boolean;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BillingDowngrade-preview": {
        parameters: {
            query: {
                plan: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                        limits: {
                            team_users: number | null;
                            pages_per_account: number;
                            verified_certificates: number | null;
                            custom_views: number | null;
                            analytics_window_days: number;
                            access_control: boolean;
                            assessments_and_ai: boolean;
                            ai_analyses_per_month: number;
                            benchmark_gaps: number | null;
                            benchmark_peers: boolean;
                            content_index: boolean;
                            initiatives: number | null;
                            news_posts: number | null;
                        };
                        blocked: {
                            limit: string;
                            page: string | null;
                            used: number;
                            allowed: number;
                            /** @enum {string} */
                            effect: "read_only" | "hidden" | "no_new";
                        }[];
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BillingTransactions: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: number;
                            /** @enum {string} */
                            kind: "charge" | "refund";
                            /** @enum {string} */
                            item: "subscription" | "setup_service";
                            item_code: string;
                            tier: string | null;
                            /**
                             * @description month or year
                             * @enum {string|null}
                             */
                            interval: "month" | "year" | null;
                            amount: number;
                            /**
                             * @description USD or JPY
                             * @enum {string}
                             */
                            currency: "USD" | "JPY";
                            /** @enum {string} */
                            status: "succeeded" | "failed";
                            refunded_amount: number;
                            refund_of: number | null;
                            /** Format: date-time */
                            period_start: string | null;
                            /** Format: date-time */
                            period_end: string | null;
                            failure_message: string | null;
                            card: {
                                brand: string;
                                last4: string;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BillingTransactionsByTransactionReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The receipt (a charge) or credit note (a refund) as a PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BillingOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        service: "page_setup" | "custom_page";
                        business_id: number | null;
                        /** @enum {string} */
                        status: "paid" | "delivered" | "refunded";
                        amount: number;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        business_days: number;
                        /** Format: date-time */
                        ordered_at: string;
                        /** Format: date */
                        due_on: string;
                        /** Format: date-time */
                        delivered_at: string | null;
                    }[];
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingAdminTransactionsByTransactionRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    amount?: string | number;
                };
                "multipart/form-data": {
                    amount?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "charge" | "refund";
                        /** @enum {string} */
                        item: "subscription" | "setup_service";
                        item_code: string;
                        tier: string | null;
                        /**
                         * @description month or year
                         * @enum {string|null}
                         */
                        interval: "month" | "year" | null;
                        amount: number;
                        /**
                         * @description USD or JPY
                         * @enum {string}
                         */
                        currency: "USD" | "JPY";
                        /** @enum {string} */
                        status: "succeeded" | "failed";
                        refunded_amount: number;
                        refund_of: number | null;
                        /** Format: date-time */
                        period_start: string | null;
                        /** Format: date-time */
                        period_end: string | null;
                        failure_message: string | null;
                        card: {
                            brand: string;
                            last4: string;
                        } | null;
                        /** Format: date-time */
                        created_at: string;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    } | {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 409 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BillingWebhooksStripe: {
        parameters: {
            query?: never;
            header?: {
                "stripe-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        /** @description Whether the event changed anything (false for a replay, an outdated event, or one billing ignores). */
                        changed: boolean;
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "plan_not_available" | "currency_mismatch" | "already_on_plan" | "use_downgrade" | "use_checkout" | "yearly_locked" | "payment_past_due" | "provider_unavailable" | "not_subscribed" | "nothing_scheduled" | "checkout_closed" | "checkout_stale" | "card_declined" | "not_refundable" | "no_portal" | "invalid_signature";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idStats: {
        parameters: {
            query?: {
                days?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        window_days: number;
                        /** @description Start of the window (UTC midnight, 29 days before today) */
                        since: string;
                        page_views: number;
                        /** @description Distinct visitors per day, summed over the window */
                        visitors: number;
                        /** @description Stakeholder feedback responses given in the window */
                        feedback_30d: number;
                        daily: {
                            date: string;
                            page_views: number;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAnalytics: {
        parameters: {
            query?: {
                days?: string | number;
                compare?: boolean | string;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        window_days: number;
                        /** @constant */
                        time_zone: "UTC";
                        /** Format: date */
                        since: string;
                        /** Format: date */
                        until: string;
                        totals: {
                            page_views: number;
                            /** @description Daily visitors summed over the days */
                            visitors: number;
                        };
                        /** @description The same number of days just before, with `compare=true` */
                        previous: {
                            page_views: number;
                            /** @description Daily visitors summed over the days */
                            visitors: number;
                        } | null;
                        daily: {
                            /** Format: date */
                            date: string;
                            page_views: number;
                            visitors: number;
                            feedback: number;
                            gate_passes: number;
                        }[];
                        /** @description Clicks per link block in the window, most first (blocks deleted since are left out); clicks are not page views */
                        link_clicks: {
                            link_block_id: number;
                            title_json: {
                                [key: string]: string;
                            };
                            url: string;
                            clicks: number;
                            /** @description Daily visitors who clicked, summed over the days */
                            visitors: number;
                        }[];
                        breakdowns: {
                            path: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                            source: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                            referrer: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                            language: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                            device: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                            browser: {
                                /** @description '' for none (a plain link, no referrer…) */
                                value: string;
                                page_views: number;
                                visitors: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AnalyticsEvts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The path viewed, starting with `/`; a query string is dropped. */
                    path: string;
                    /** @description `document.referrer`; only its origin is kept. */
                    referrer?: string | null;
                    language?: "en" | "ja" | null;
                    /** @description The marker the page was opened with: its `src` parameter, else `utm_source` (qr, widget, embed, explore, share-<network>, or any hand-made value); none means a plain link. */
                    source?: string | null;
                    /** @enum {string} */
                    kind?: "view" | "click";
                    /** @description The link block clicked (`kind: click`) */
                    link_block_id?: string | number;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description Response for status 503 */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idAnalyticsShare-links": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: number;
                            name: string | null;
                            /** @description The site's read-only stats page: /stats/{token} */
                            url: string;
                            has_password: boolean;
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                name: string;
                                email: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "postApiV1BusinessesByBusiness_idAnalyticsShare-links": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the link is for */
                    name?: string | null;
                    /** @description Asked before the numbers are shown (8–128 characters) */
                    password?: string | null;
                };
                "application/x-www-form-urlencoded": {
                    /** @description What the link is for */
                    name?: string | null;
                    /** @description Asked before the numbers are shown (8–128 characters) */
                    password?: string | null;
                };
                "multipart/form-data": {
                    /** @description What the link is for */
                    name?: string | null;
                    /** @description Asked before the numbers are shown (8–128 characters) */
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        /** @description The site's read-only stats page: /stats/{token} */
                        url: string;
                        has_password: boolean;
                        /** Format: date-time */
                        created_at: string;
                        created_by: {
                            name: string;
                            email: string;
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "deleteApiV1BusinessesByBusiness_idAnalyticsShare-linksByLink_id": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                link_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idAnalyticsWeekly-report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether you receive this page's weekly e-mail report */
                        enabled: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "putApiV1BusinessesByBusiness_idAnalyticsWeekly-report": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "application/x-www-form-urlencoded": {
                    enabled: boolean;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "multipart/form-data": {
                    enabled: boolean;
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Whether you receive this page's weekly e-mail report */
                        enabled: boolean;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AnalyticsShared: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The share link's token: /stats/{token} */
                    token: string;
                    password?: string;
                    /** @description The pass an earlier answer gave for this protected link, instead of the password */
                    access?: string;
                    /** @description 7, 30 (default), 90 or 365 */
                    days?: string | number;
                    /** @description Also the totals of the same number of days just before */
                    compare?: boolean;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The share link's token: /stats/{token} */
                    token: string;
                    password?: string;
                    /** @description The pass an earlier answer gave for this protected link, instead of the password */
                    access?: string;
                    /** @description 7, 30 (default), 90 or 365 */
                    days?: string | number;
                    /** @description Also the totals of the same number of days just before */
                    compare?: boolean;
                };
                "multipart/form-data": {
                    /** @description The share link's token: /stats/{token} */
                    token: string;
                    password?: string;
                    /** @description The pass an earlier answer gave for this protected link, instead of the password */
                    access?: string;
                    /** @description 7, 30 (default), 90 or 365 */
                    days?: string | number;
                    /** @description Also the totals of the same number of days just before */
                    compare?: boolean;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            handle: string;
                            name_json: {
                                [key: string]: string;
                            } | null;
                            /** @description The longest window the page's plan keeps */
                            analytics_window_days: number;
                        };
                        report: {
                            window_days: number;
                            /** @constant */
                            time_zone: "UTC";
                            /** Format: date */
                            since: string;
                            /** Format: date */
                            until: string;
                            totals: {
                                page_views: number;
                                /** @description Daily visitors summed over the days */
                                visitors: number;
                            };
                            /** @description The same number of days just before, with `compare=true` */
                            previous: {
                                page_views: number;
                                /** @description Daily visitors summed over the days */
                                visitors: number;
                            } | null;
                            daily: {
                                /** Format: date */
                                date: string;
                                page_views: number;
                                visitors: number;
                                feedback: number;
                                gate_passes: number;
                            }[];
                            /** @description Clicks per link block in the window, most first (blocks deleted since are left out); clicks are not page views */
                            link_clicks: {
                                link_block_id: number;
                                title_json: {
                                    [key: string]: string;
                                };
                                url: string;
                                clicks: number;
                                /** @description Daily visitors who clicked, summed over the days */
                                visitors: number;
                            }[];
                            breakdowns: {
                                path: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                                source: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                                referrer: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                                language: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                                device: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                                browser: {
                                    /** @description '' for none (a plain link, no referrer…) */
                                    value: string;
                                    page_views: number;
                                    visitors: number;
                                }[];
                            };
                        };
                        /** @description For a protected link: a pass to send as `access` on the next reads (12 hours), so the password is asked once */
                        access: string | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "share_link_not_found" | "share_password_required";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idBenchmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date */
                        day: string;
                        /**
                         * @description `all`: the page chose no framework, so every framework is scored
                         * @enum {string}
                         */
                        basis: "selected" | "all";
                        summary: {
                            /**
                             * @description `main`: the page's main framework (framework_type); `average`: the mean over its frameworks
                             * @enum {string}
                             */
                            basis: "main" | "average";
                            framework: string | null;
                            score: number | null;
                            change: number | null;
                            /** Format: date */
                            since: string | null;
                        };
                        /** @description Each addressed disclosure counts its best initiative's evidence factor (0.4 / 0.7 / 1; ×0.5 expired; weak below 0.5) */
                        factors: {
                            self_reported: number;
                            submitted: number;
                            verified: number;
                            /** @description Multiplies the evidence factor once its expiration date has passed */
                            expired: number;
                            weak_below: number;
                        };
                        /** @description Whether the plan includes the GRI content index download */
                        content_index: boolean;
                        frameworks: {
                            framework: string;
                            name: {
                                en: string;
                                ja: string;
                            };
                            source: {
                                url: string;
                                version: string;
                            } | null;
                            /** @description 0–100, one decimal */
                            score: number;
                            addressed: number;
                            total: number;
                            /** @description Since `since`, the previous day the score was different */
                            change: number | null;
                            /** Format: date */
                            since: string | null;
                            gaps: {
                                /** @description Ranked: weight, then how many peers address it, then code; as many as the plan names */
                                items: {
                                    /** @description The disclosure's code, e.g. `305-1` */
                                    code: string;
                                    topic: string;
                                    title: {
                                        en: string;
                                        ja?: string;
                                    };
                                    weight: number;
                                    /**
                                     * @description `missing`: no published initiative addresses it; `weak`: only self-reported or expired evidence
                                     * @enum {string}
                                     */
                                    state: "missing" | "weak";
                                    /** @description The best initiative's factor (0 when missing) */
                                    strength: number;
                                }[];
                                total: number;
                                /** @description Gaps counted but not named on this plan */
                                unnamed: number;
                                limit: number | null;
                                upgrade_url: string | null;
                            };
                            peers: {
                                /** @enum {string} */
                                status: "shown" | "too_few_peers" | "no_country" | "no_category" | "upgrade";
                                percentile: number | null;
                                peers: number | null;
                                /** @description Peers needed before the comparison is shown (5) */
                                minimum: number;
                                upgrade_url: string | null;
                            };
                        }[];
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idBenchmarkHistory: {
        parameters: {
            query?: {
                framework?: "gri" | "ifrs-s1" | "ifrs-s2" | "sasb" | "cdp" | "sdgs" | "ssbj";
                days?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        framework: string;
                        days: number;
                        /** @description One per day the score changed, oldest first */
                        points: {
                            /** Format: date */
                            day: string;
                            score: number;
                            addressed: number;
                            total: number;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    "getApiV1BusinessesByBusiness_idBenchmarkGri-index": {
        parameters: {
            query?: {
                format?: "html" | "csv" | "pdf";
                lang?: "en" | "ja";
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The index */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            /** @description A bad format or language: `{ field: [message] }` */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description The plan has no GRI content index (`plan_limit`, with `upgrade_url`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Not a page of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAnalyses: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        usage: {
                            /** @description Runs this calendar month (UTC) */
                            used: number;
                            /** @description The plan's `ai_analyses_per_month` (0 where the plan has no AI analysis) */
                            limit: number;
                            /** @description When the month's count starts again (the 1st, 00:00 UTC) */
                            resets_at: string;
                            /** @description Whether the page's plan includes AI analysis (`assessments_and_ai`) */
                            included: boolean;
                            /** @description The language model configured to write prose, or null for the built-in analyzer alone */
                            model: string | null;
                        };
                        count: number;
                        page: number;
                        page_size: number;
                        /** @description Newest first */
                        results: {
                            id: number;
                            business_id: number;
                            /** @enum {string} */
                            language: "en" | "ja";
                            /** @description `builtin`, or the language model's name when it wrote `prose` */
                            model: string;
                            /**
                             * @description builtin: no language model is configured; ok: the model's prose is shown; error: it was asked but `model_error` says why there is none
                             * @enum {string}
                             */
                            model_status: "builtin" | "ok" | "error";
                            model_error: string | null;
                            duration_ms: number;
                            /** @description SHA-256 of what the analyzer read: the same hash, the same findings */
                            inputs_hash: string;
                            /** @description Who ran it (their name), or null if their account is gone */
                            requested_by: string | null;
                            created_at: string;
                            counts: {
                                strengths: number;
                                gaps: number;
                                suggestions: number;
                                claim_flags: number;
                            };
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1BusinessesByBusiness_idAnalyses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
                "multipart/form-data": {
                    /** @enum {string} */
                    language?: "en" | "ja";
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        language: "en" | "ja";
                        /** @description `builtin`, or the language model's name when it wrote `prose` */
                        model: string;
                        /**
                         * @description builtin: no language model is configured; ok: the model's prose is shown; error: it was asked but `model_error` says why there is none
                         * @enum {string}
                         */
                        model_status: "builtin" | "ok" | "error";
                        model_error: string | null;
                        duration_ms: number;
                        /** @description SHA-256 of what the analyzer read: the same hash, the same findings */
                        inputs_hash: string;
                        /** @description Who ran it (their name), or null if their account is gone */
                        requested_by: string | null;
                        created_at: string;
                        findings: {
                            /** @enum {string} */
                            language: "en" | "ja";
                            summary: string;
                            /** @description The page's frameworks the gaps were read against */
                            frameworks: {
                                framework: string;
                                name: string;
                            }[];
                            counts: {
                                initiatives: number;
                                news: number;
                                disclosures: number;
                                addressed: number;
                            };
                            strengths: {
                                /**
                                 * @description topic: a framework topic well covered; verified: a verified item with valid evidence
                                 * @enum {string}
                                 */
                                kind: "topic" | "verified";
                                text: string;
                                framework: string | null;
                                topic: string | null;
                                item_id: number | null;
                                /** @description Disclosures addressed (topic) or that the item addresses (verified) */
                                covered: number;
                                total: number;
                                disclosures: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                }[];
                            }[];
                            gaps: {
                                framework: string;
                                topic: string;
                                topic_name: string;
                                /** @description The open disclosures' weights summed: gaps are ranked by it */
                                weight: number;
                                text: string;
                                disclosures: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                    weight: number;
                                    /** @description Initiatives whose text seems to address it: confirming the mapping closes the gap */
                                    candidates: (string | number)[];
                                    text: string;
                                }[];
                            }[];
                            suggestions: {
                                /** @description Add it with POST /businesses/{id}/contents/ {kind: standard, standard_initiative_id} */
                                standard_initiative_id: number;
                                code: string;
                                title: string;
                                /** @description The weights of the open disclosures it closes, summed */
                                weight: number;
                                closes: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                }[];
                                text: string;
                            }[];
                            claim_flags: {
                                /** @enum {string} */
                                item_type: "initiative" | "news";
                                item_id: number;
                                title: string;
                                /**
                                 * @description The claim term (api/src/modules/analysis/data/claims.ts)
                                 * @enum {string}
                                 */
                                claim: "carbon_neutral" | "climate_neutral" | "co2_neutral" | "climate_positive" | "net_zero" | "decarbonized" | "eco_friendly" | "environmentally_friendly" | "planet_friendly" | "green" | "sustainable" | "biodegradable";
                                /** @enum {string} */
                                kind: "generic" | "neutrality" | "future";
                                /** @description The words as the item writes them */
                                phrase: string;
                                /**
                                 * @description no_evidence: self-reported with no attachment; expired: its evidence expired; news: news carries no evidence
                                 * @enum {string}
                                 */
                                reason: "no_evidence" | "expired" | "news";
                                text: string;
                                why: string;
                                law: {
                                    citation: string;
                                    url: string;
                                    applies_from: string;
                                };
                            }[];
                        };
                        prose: {
                            summary: string;
                            sections: {
                                heading: string;
                                body: string;
                                cited_ids: (string | number)[];
                            }[];
                            cited_ids: (string | number)[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1BusinessesByBusiness_idAnalysesByRun_id: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business_id: string;
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        business_id: number;
                        /** @enum {string} */
                        language: "en" | "ja";
                        /** @description `builtin`, or the language model's name when it wrote `prose` */
                        model: string;
                        /**
                         * @description builtin: no language model is configured; ok: the model's prose is shown; error: it was asked but `model_error` says why there is none
                         * @enum {string}
                         */
                        model_status: "builtin" | "ok" | "error";
                        model_error: string | null;
                        duration_ms: number;
                        /** @description SHA-256 of what the analyzer read: the same hash, the same findings */
                        inputs_hash: string;
                        /** @description Who ran it (their name), or null if their account is gone */
                        requested_by: string | null;
                        created_at: string;
                        findings: {
                            /** @enum {string} */
                            language: "en" | "ja";
                            summary: string;
                            /** @description The page's frameworks the gaps were read against */
                            frameworks: {
                                framework: string;
                                name: string;
                            }[];
                            counts: {
                                initiatives: number;
                                news: number;
                                disclosures: number;
                                addressed: number;
                            };
                            strengths: {
                                /**
                                 * @description topic: a framework topic well covered; verified: a verified item with valid evidence
                                 * @enum {string}
                                 */
                                kind: "topic" | "verified";
                                text: string;
                                framework: string | null;
                                topic: string | null;
                                item_id: number | null;
                                /** @description Disclosures addressed (topic) or that the item addresses (verified) */
                                covered: number;
                                total: number;
                                disclosures: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                }[];
                            }[];
                            gaps: {
                                framework: string;
                                topic: string;
                                topic_name: string;
                                /** @description The open disclosures' weights summed: gaps are ranked by it */
                                weight: number;
                                text: string;
                                disclosures: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                    weight: number;
                                    /** @description Initiatives whose text seems to address it: confirming the mapping closes the gap */
                                    candidates: (string | number)[];
                                    text: string;
                                }[];
                            }[];
                            suggestions: {
                                /** @description Add it with POST /businesses/{id}/contents/ {kind: standard, standard_initiative_id} */
                                standard_initiative_id: number;
                                code: string;
                                title: string;
                                /** @description The weights of the open disclosures it closes, summed */
                                weight: number;
                                closes: {
                                    /** @description A framework's code: gri, ifrs-s2, sdgs… */
                                    framework: string;
                                    /** @description The disclosure's code within it: 305-1, 13.2… */
                                    code: string;
                                    /** @description Its official title in the run's language (English where no Japanese title exists) */
                                    title: string;
                                }[];
                                text: string;
                            }[];
                            claim_flags: {
                                /** @enum {string} */
                                item_type: "initiative" | "news";
                                item_id: number;
                                title: string;
                                /**
                                 * @description The claim term (api/src/modules/analysis/data/claims.ts)
                                 * @enum {string}
                                 */
                                claim: "carbon_neutral" | "climate_neutral" | "co2_neutral" | "climate_positive" | "net_zero" | "decarbonized" | "eco_friendly" | "environmentally_friendly" | "planet_friendly" | "green" | "sustainable" | "biodegradable";
                                /** @enum {string} */
                                kind: "generic" | "neutrality" | "future";
                                /** @description The words as the item writes them */
                                phrase: string;
                                /**
                                 * @description no_evidence: self-reported with no attachment; expired: its evidence expired; news: news carries no evidence
                                 * @enum {string}
                                 */
                                reason: "no_evidence" | "expired" | "news";
                                text: string;
                                why: string;
                                law: {
                                    citation: string;
                                    url: string;
                                    applies_from: string;
                                };
                            }[];
                        };
                        prose: {
                            summary: string;
                            sections: {
                                heading: string;
                                body: string;
                                cited_ids: (string | number)[];
                            }[];
                            cited_ids: (string | number)[];
                        } | null;
                    };
                };
            };
            /** @description Field errors: `{ field: [messages] }`, the first message per field shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1Contact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional. */
                    company?: string | null;
                    name: string;
                    email: string;
                    /** @description One of: general, sales, support, partnership, press, verification. */
                    category: string;
                    message: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
                "application/x-www-form-urlencoded": {
                    /** @description Optional. */
                    company?: string | null;
                    name: string;
                    email: string;
                    /** @description One of: general, sales, support, partnership, press, verification. */
                    category: string;
                    message: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
                "multipart/form-data": {
                    /** @description Optional. */
                    company?: string | null;
                    name: string;
                    email: string;
                    /** @description One of: general, sales, support, partnership, press, verification. */
                    category: string;
                    message: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1NewsletterSubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
                "application/x-www-form-urlencoded": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
                "multipart/form-data": {
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "ja";
                };
            };
        };
        responses: {
            /** @description Response for status 202 */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 429 */
            429: {
                headers: {
                    /** @description Seconds until the window that was spent ends. */
                    "Retry-After"?: number;
                    /** @description How many calls the window allows. */
                    "RateLimit-Limit"?: number;
                    /** @description How many are left in it (0 on a 429). */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until it ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_token";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1NewsletterConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
                "multipart/form-data": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "confirmed" | "unsubscribed";
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_token";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1NewsletterUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
                "multipart/form-data": {
                    /** @description The `token` query value of the mailed link. */
                    token?: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "confirmed" | "unsubscribed";
                    };
                };
            };
            /** @description Response for status 400 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "invalid_token";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1Oembed: {
        parameters: {
            query?: {
                url?: string;
                format?: string;
                maxwidth?: string | number;
                maxheight?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        version: "1.0";
                        /** @constant */
                        type: "rich";
                        provider_name: string;
                        provider_url: string;
                        title: string;
                        author_name: string;
                        author_url: string;
                        /** @description An iframe of the page's widget view, or of the initiative's card for an initiative's URL. */
                        html: string;
                        width: number;
                        height: number;
                        /** @description The share image; given with its width and height, and only when it fits `maxwidth` and `maxheight`. */
                        thumbnail_url?: string;
                        thumbnail_width?: number;
                        thumbnail_height?: number;
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_implemented";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description Response for status 501 */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "not_implemented";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1AdminInvitations: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            code: string;
                            used: boolean;
                            used_at: string | null;
                            expires_at: string | null;
                            created_at: string;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    postApiV1AdminInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    count?: string | number;
                    expires_in_days?: string | number;
                };
                "application/x-www-form-urlencoded": {
                    count?: string | number;
                    expires_in_days?: string | number;
                };
                "multipart/form-data": {
                    count?: string | number;
                    expires_in_days?: string | number;
                };
            };
        };
        responses: {
            /** @description Response for status 201 */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        used: boolean;
                        used_at: string | null;
                        expires_at: string | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    getApiV1AdminUsers: {
        parameters: {
            query?: {
                page?: string | number;
                page_size?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        page: number;
                        page_size: number;
                        results: {
                            id: string;
                            name: string;
                            email: string;
                            email_verified: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            business_name: string | null;
                            how_found_us: string | null;
                            signup_source: string;
                            /** Format: date-time */
                            created_at: string;
                            user_subscription: {
                                status: string;
                                /** Format: date-time */
                                ends_at: string | null;
                                subscription_plan: {
                                    /** @enum {string} */
                                    code: "starter" | "plus" | "pro" | "premium";
                                    name_json: {
                                        [key: string]: string;
                                    };
                                    is_pro: boolean;
                                };
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1AdminUsersByUserPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                user: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
                "multipart/form-data": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        /** Format: date-time */
                        ends_at: string | null;
                        subscription_plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
    putApiV1AdminBusinessesByBusinessPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                business: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
                "multipart/form-data": {
                    /** @description A plan code from GET /plans/ */
                    plan: string;
                };
            };
        };
        responses: {
            /** @description Response for status 200 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                        subscription_plan: {
                            /** @enum {string} */
                            code: "starter" | "plus" | "pro" | "premium";
                            name_json: {
                                [key: string]: string;
                            };
                            is_pro: boolean;
                        };
                    };
                };
            };
            /** @description Field errors: the first message per field is shown on the form. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: string[];
                    };
                };
            };
            /** @description Response for status 401 */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 403 */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Response for status 404 */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "not_found" | "not_authenticated" | "permission_denied" | "owner_required" | "editor_required" | "invalid_origin" | "session_required" | "plan_limit" | "parse_error" | "file_too_large" | "rate_limited" | "server_error" | "database_unavailable" | "database_busy" | "own_page";
                    };
                };
            };
            /** @description Internal server error. Please try again later. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "server_error";
                    };
                };
            };
            /** @description The database cannot be reached (`database_unavailable`) or a statement ran past its timeout (`database_busy`); try again after Retry-After. */
            503: {
                headers: {
                    /** @description Seconds to wait. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        detail: string;
                        /** @enum {string} */
                        code: "database_unavailable" | "database_busy";
                    };
                };
            };
        };
    };
}
