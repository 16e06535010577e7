import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type OidcAccount = { subject: string; email: string; name: string; emailVerified: boolean };

/**
 * A real OpenID Connect provider (`oidc-provider`) on a random loopback port,
 * with one confidential client whose only redirect URI is `redirectUri`, and
 * the development login and consent forms: any login name is accepted and
 * becomes the subject; `accounts` says which claims a subject has.
 */
export async function startOidcProvider(options: { redirectUri: string; accounts: OidcAccount[] }) {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { clientId: "greenpage-test", clientSecret: `secret-${crypto.randomUUID()}` };
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: [crypto.randomUUID()] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    async findAccount(_ctx, sub) {
      const account = options.accounts.find((a) => a.subject === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified, name: account.name }),
      };
    },
  });
  server.on("request", provider.callback());
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { issuer, ...client, close };
}

/** A browser's cookies for one origin, as far as these tests need: names, values, deletion. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      const expired = /max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie);
      if (!value || expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
}

/**
 * Plays the browser at the provider: follows its redirects, fills the
 * development login form with `login` and accepts the consent form, until the
 * provider sends the browser back to `returnTo`'s origin. Returns that URL.
 */
export async function signInAtProvider(authorizeUrl: string, login: string, returnTo: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizeUrl;
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    const response: Response = await fetch(url, {
      method: form ? "POST" : "GET",
      headers: { cookie: jar.header(), ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body: form ?? undefined,
      redirect: "manual",
    });
    jar.store(response);
    form = null;
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === new URL(returnTo).origin) return next;
      url = next.toString();
      continue;
    }
    const html: string = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    const prompt: string | undefined = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`no login or consent form in: ${html.slice(0, 500)}`);
    url = new URL(action, url).toString();
    form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
  }
  throw new Error("the provider never sent the browser back");
}
