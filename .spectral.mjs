// The OWASP API Security ruleset for Spectral, as `npm run lint:openapi` applies it to the document the API serves.
// Each rule turned off or narrowed says why; everything else applies as published.
import owasp from "@stoplight/spectral-owasp-ruleset";

/** JSONPath to every schema of a type inside what a client sends: request bodies and parameters (3.1 lists `type` too). */
const inRequests = (type) =>
  ["$.paths[*][*].requestBody..", "$.paths[*][*].parameters[*].."].flatMap((root) => [
    `${root}[?(@ && @.type=="${type}")]`,
    `${root}[?(@ && @.type && @.type.constructor.name === "Array" && @.type.includes("${type}"))]`,
  ]);

/** An OWASP rule's check, applied to what the API receives only. */
const forRequests = (name, type) => ({ ...owasp.rules[name], given: inRequests(type) });

export default {
  extends: [owasp],
  rules: {
    // Limits on strings, integers and arrays guard what a client can make the API accept (API4: unrestricted resource
    // consumption), and every request field and parameter has them, enforced by the route's validation. Answers are the
    // API's own data, stored through those same limits; a bound written on them would be documentation nothing enforces.
    "owasp:api4:2023-string-limit": "off",
    "owasp:api4:2023-integer-limit": "off",
    "owasp:api4:2023-array-limit": "off",
    "greenpage:request-string-limit": forRequests("owasp:api4:2023-string-limit", "string"),
    "greenpage:request-integer-limit": forRequests("owasp:api4:2023-integer-limit", "integer"),
    "greenpage:request-array-limit": forRequests("owasp:api4:2023-array-limit", "array"),
    // Rate limits are per purpose (sign-in, sign-up, page views, contact, gates, feedback, upvotes…), kept in PostgreSQL
    // and shared by every API process; the operations they cover document 429 with Retry-After and RateLimit-* headers and
    // send them. A limit on every request of every operation, which this rule asks to be declared, does not exist:
    // declaring its headers would be false.
    "owasp:api4:2023-rate-limit": "off",
    // Admin calls use the same credentials as everyone (an admin is a user with the admin role); each admin operation
    // checks the role on the server (403 otherwise), which the authorization matrix test proves for every call.
    "owasp:api5:2023-admin-security-unique": "off",
    // The specification's call table addresses pages, contents and forms by their numeric ids. No id grants anything:
    // every call checks the caller's membership (a stranger gets the same 404 as for an id that does not exist).
    "owasp:api1:2023-no-numeric-ids": "off",
    // The public writes are the product's entry points and cannot need a credential: sign-up, sign-in and token refresh,
    // page-view events, the Contact form, the newsletter, and passing an item's gate. Each is rate-limited per address.
    "owasp:api2:2023-write-restricted": "off",
    // The API answers no cross-origin browser call: it sends no Access-Control-Allow-Origin, so browsers keep other
    // sites from reading its answers (the site serves it on its own origin; servers and the SDK on Node need no CORS).
    // The rule asks every response that declares headers (our 429 and 503) to declare one; there is none to declare.
    "owasp:api8:2023-define-cors-origin": "off",
    // A notification mail's List-Unsubscribe address must work on its own (RFC 8058: the mail client posts a fixed body
    // to it), so its signed token is in the path. It can only switch one kind of mail off for one member, never sign in.
    // Every other path still may not carry one.
    "owasp:api2:2023-no-credentials-in-url": "off",
    "greenpage:no-credentials-in-url": {
      ...owasp.rules["owasp:api2:2023-no-credentials-in-url"],
      given: "$.paths[?(@property != '/api/v1/notifications/unsubscribe/{token}/')]..parameters[?(@ && @.in && @.in.match(/query|path/))].name",
    },
  },
};
