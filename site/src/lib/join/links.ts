/**
 * Where a join link's visitor goes. The token is the API's to judge; here it
 * only has to be a safe path segment (the API takes up to 100 characters).
 */
const TOKEN_SHAPE = /^[A-Za-z0-9_-][A-Za-z0-9._~-]{0,99}$/;

/** The token when it could be one, else null (never a value that could change the path it is put in). */
export function joinToken(value: string | null | undefined): string | null {
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

/** The join page of a token. */
export const joinPath = (token: string) => `/join/${token}`;

/** Sign-up for the team: the standard form, and back to the join page afterwards. */
export const signupToJoin = (token: string) => `/signup?join=${token}`;

/** Log in, then back to the join page. */
export const loginToJoin = (token: string) => `/login?next=${joinPath(token)}`;

/** The token of a join page's path (`/join/<token>`), for pages that link onwards. */
export function joinTokenOfPath(path: string): string | null {
  const match = /^\/join\/([^/?#]+)$/.exec(path);
  return joinToken(match?.[1]);
}
