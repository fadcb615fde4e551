import { type WithdrawalSettings, withdrawalSettingsSchema } from "@banca/contract/withdrawal-settings";
import type { Merchant } from "#app/modules/merchants/merchant.ts";

/**
 * The merchant's withdrawal settings with every default filled: merchants stored before the
 * settings existed have none, and the file format may gain fields later.
 */
export function withdrawalSettingsOf(merchant: Merchant): WithdrawalSettings {
  return withdrawalSettingsSchema.parse(merchant.settings.withdrawal ?? {});
}

/** Minutes since midnight of a "HH:MM" setting ("24:00" is 1440). */
const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

/** The local minutes since midnight of `now` in `timeZone`. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === "minute")?.value ?? 0);
  return hour * 60 + minute;
}

/** Whether requests are taken at `now`; a window whose start is after its end spans midnight. */
export function isWithinHours(settings: WithdrawalSettings, now: Date): boolean {
  const from = minutesOf(settings.allowedHours.from);
  const to = minutesOf(settings.allowedHours.to);
  if (from === to) return true;
  const local = localMinutes(now, settings.timeZone);
  return from < to ? local >= from && local < to : local >= from || local < to;
}

/** The fee kept from `amount`: `feePercent` of it, rounded down to a whole minor unit. */
export function feeOf(amount: bigint, feePercent: number): bigint {
  const basisPoints = BigInt(Math.round(feePercent * 100));
  return (amount * basisPoints) / 10_000n;
}
