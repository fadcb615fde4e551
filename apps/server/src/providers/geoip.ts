import { createRequire } from "node:module";

// geoip-country ships its country database inside the npm package (no download at run time) and
// has no type declarations; this is the only place that touches it.
const require = createRequire(import.meta.url);
const geoip = require("geoip-country") as { lookup(ip: string): { country: string } | null };

export type GeoIp = { countryOf(ip: string): string };

export const packagedGeoIp: GeoIp = {
  /** ISO 3166 alpha-2 code, or "" for private, loopback and unknown addresses. */
  countryOf(ip) {
    const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
    return geoip.lookup(address)?.country ?? "";
  },
};
