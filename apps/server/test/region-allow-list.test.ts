import { describe, expect, it } from "vitest";
import { isAllowListed } from "#app/modules/region/region-check.ts";

describe("the region allow-list", () => {
  const entries = ["203.0.113.20", "198.51.100.0/24", "2001:db8::7", "2001:db8:1::/48"];

  it.each([
    ["an exact IPv4 address", "203.0.113.20", true],
    ["its neighbour", "203.0.113.21", false],
    ["an address inside an IPv4 network", "198.51.100.250", true],
    ["an address next to that network", "198.51.101.1", false],
    ["an IPv4 client seen on an IPv6 socket", "::ffff:198.51.100.3", true],
    ["an exact IPv6 address", "2001:db8::7", true],
    ["an address inside an IPv6 network", "2001:db8:1:ffff::1", true],
    ["an IPv6 address outside it", "2001:db8:2::1", false],
    ["something that is not an address", "not-an-ip", false],
  ])("%s: %s → %s", (_label, ip, allowed) => {
    expect(isAllowListed(ip, entries)).toBe(allowed);
  });

  it("lets nobody in when the list is empty", () => {
    expect(isAllowListed("203.0.113.20", [])).toBe(false);
  });
});
