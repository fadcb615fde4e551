import { BlockList, isIPv4, isIPv6 } from "node:net";
import { AppError } from "#app/http/app-error.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { GeoIp } from "#app/providers/geoip.ts";

/** An IPv4 client seen on an IPv6 socket ("::ffff:1.2.3.4") is the IPv4 address for every rule. */
function plain(ip: string): string {
  const mapped = ip.toLowerCase().startsWith("::ffff:") ? ip.slice(7) : ip;
  return isIPv4(mapped) ? mapped : ip;
}

/** Whether the address is one of the entries: exact addresses and CIDR networks, IPv4 and IPv6. */
export function isAllowListed(ip: string, entries: readonly string[]): boolean {
  const address = plain(ip);
  const family = isIPv4(address) ? "ipv4" : isIPv6(address) ? "ipv6" : null;
  if (family === null || entries.length === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [network = "", bits] = entry.split("/");
    const type = isIPv4(network) ? "ipv4" : isIPv6(network) ? "ipv6" : null;
    // The contract validates entries; one that slipped past (an older row) simply matches nothing.
    if (type === null) continue;
    if (bits === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(bits), type);
  }
  return list.check(address, family);
}

export type RegionVerdict = { country: string; restricted: boolean };

/**
 * The merchant's region restriction for one client address: restricted when the address's country
 * is blocked and the address is not on the merchant's allow-list. Private, loopback and unknown
 * addresses have no country and are never restricted.
 */
export function createRegionCheck(geoIp: GeoIp) {
  function verdict(merchant: Merchant, ip: string): RegionVerdict {
    const country = geoIp.countryOf(ip);
    const { blockedCountries, allowedAddresses = [] } = merchant.settings.regionRestriction;
    const blocked = country !== "" && blockedCountries.includes(country);
    return { country, restricted: blocked && !isAllowListed(ip, allowedAddresses) };
  }
  return {
    verdict,
    /** Refuses with `region.restricted` (403), the error behind the site's region-block page. */
    assertAllowed(merchant: Merchant, ip: string): void {
      if (verdict(merchant, ip).restricted) {
        throw new AppError(
          "region.restricted",
          "Access is restricted because of your location or IP address",
        );
      }
    },
  };
}
export type RegionCheck = ReturnType<typeof createRegionCheck>;
