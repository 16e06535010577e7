import { describe, expect, it } from "vitest";
import { socketAddressOf, visitorAddress } from "./visitor-address.ts";

const forwarded = (value?: string) => new Request("http://site.test/join/abc", { headers: value ? { "x-forwarded-for": value } : {} });
const NGINX = ["10.0.0.5"];

describe("the visitor's address behind a proxy", () => {
  it("takes the first X-Forwarded-For entry from a trusted proxy", () => {
    expect(visitorAddress(forwarded("203.0.113.7, 10.0.0.9"), "10.0.0.5", NGINX)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from anyone else, and keeps the socket's address without one", () => {
    expect(visitorAddress(forwarded("203.0.113.7"), "198.51.100.20", NGINX)).toBe("198.51.100.20");
    expect(visitorAddress(forwarded(), "10.0.0.5", NGINX)).toBe("10.0.0.5");
    expect(visitorAddress(forwarded(" "), "10.0.0.5", NGINX)).toBe("10.0.0.5");
    expect(visitorAddress(forwarded("203.0.113.7"), undefined, NGINX)).toBeUndefined();
  });

  it("trusts loopback by default, like the API", () => {
    expect(visitorAddress(forwarded("203.0.113.7"), "127.0.0.1")).toBe("203.0.113.7");
    expect(visitorAddress(forwarded("203.0.113.7"), "192.0.2.1")).toBe("192.0.2.1");
  });

  it("reads an address the adapter does not know as undefined", () => {
    expect(
      socketAddressOf(() => {
        throw new Error("clientAddress is not available");
      }),
    ).toBeUndefined();
    expect(socketAddressOf(() => "192.0.2.1")).toBe("192.0.2.1");
  });
});
