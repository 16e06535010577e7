import { describe, expect, it } from "vitest";
import { addressKey, clientIp, withClientIp } from "./client-ip.ts";

const proxies = ["127.0.0.1"];
const req = (xff?: string) => new Request("http://localhost/", { headers: xff ? { "x-forwarded-for": xff } : {} });

describe("withClientIp", () => {
  it("believes the site proxy on loopback", () => {
    expect(withClientIp(req("203.0.113.9"), "127.0.0.1", proxies).headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("replaces what a direct client claims with its socket address", () => {
    expect(withClientIp(req("1.2.3.4"), "198.51.100.7", proxies).headers.get("x-forwarded-for")).toBe("198.51.100.7");
    expect(withClientIp(req(), "198.51.100.7", proxies).headers.get("x-forwarded-for")).toBe("198.51.100.7");
  });

  it("keeps only the first address of a chain", () => {
    expect(withClientIp(req("203.0.113.9, 10.0.0.2"), "127.0.0.1", proxies).headers.get("x-forwarded-for")).toBe("203.0.113.9");
  });
});

describe("clientIp", () => {
  it("reads the one address withClientIp settled, or null without one", () => {
    expect(clientIp(withClientIp(req("203.0.113.9"), "127.0.0.1", proxies))).toBe("203.0.113.9");
    expect(clientIp(req())).toBeNull();
  });
});

describe("addressKey", () => {
  it("counts an IPv4 address as itself and an IPv6 one by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("::ffff:203.0.113.9");
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});
