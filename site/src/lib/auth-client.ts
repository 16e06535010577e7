import { createAuthClient } from "better-auth/react";

/** better-auth's client on the site's own origin (the site proxies /api/auth to the API). */
export const authClient = createAuthClient({ basePath: "/api/auth" });
