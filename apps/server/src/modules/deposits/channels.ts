import type { CallValue } from "@banca/contract/call";
import type { depositChannelsCall } from "@banca/contract/calls/deposit";
import {
  DEPOSIT_PAYMENT_TYPES,
  type DepositChannelConfig,
  type DepositSettings,
  depositSettingsSchema,
} from "@banca/contract/deposit-config";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import { decimalToMinor, minorToWire } from "@banca/contract/money";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { PaymentGateways } from "#app/providers/payment-gateway.ts";

export type DepositChannel = DepositChannelConfig & { min: bigint; max: bigint; quick: bigint[] };

// Settings rows are immutable objects per merchant load; parse each once.
const parsed = new WeakMap<object, DepositSettings>();

function settingsOf(merchant: Merchant): DepositSettings {
  const raw = merchant.settings.deposit;
  // Merchants created before deposits existed have no setting: no channels until an operator adds them.
  if (!raw) return { channels: [] };
  let settings = parsed.get(raw);
  if (!settings) {
    settings = depositSettingsSchema.parse(raw);
    parsed.set(raw, settings);
  }
  return settings;
}

function toMinor(merchant: Merchant, channel: DepositChannelConfig, text: string): bigint {
  const minor = decimalToMinor(text, merchant.settings.currency.decimals);
  if (minor === null) {
    throw new Error(
      `${merchant.code}: deposit channel ${channel.id} has an amount with too many decimals: ${text}`,
    );
  }
  return minor;
}

/** The channels a player of this merchant can use now: switched on, and their gateway running. */
export function depositChannels(merchant: Merchant, gateways: PaymentGateways): DepositChannel[] {
  return settingsOf(merchant)
    .channels.filter(
      (channel) => channel.enabled && (channel.type !== "gateway" || gateways.has(channel.gateway)),
    )
    .sort((a, b) => a.sort - b.sort)
    .map((channel) => ({
      ...channel,
      min: toMinor(merchant, channel, channel.minAmount),
      max: toMinor(merchant, channel, channel.maxAmount),
      quick: channel.quickAmounts.map((amount) => toMinor(merchant, channel, amount)),
    }));
}

export function channelName(
  merchant: Merchant,
  name: DepositChannelConfig["name"],
  language: Language,
): string {
  return pickText(name, language, merchant.settings.languages.default);
}

function banksOf(channel: DepositChannel) {
  switch (channel.type) {
    case "bank_transfer":
      return channel.accounts;
    case "gateway":
      return channel.banks.map((bank) => ({ ...bank, accountName: "", accountNumber: "", branch: "" }));
    case "qr":
      return [];
  }
}

/** The channels as the site shows them: grouped by payment type, in the merchant's order. */
export function channelsValue(
  merchant: Merchant,
  language: Language,
  channels: DepositChannel[],
): CallValue<typeof depositChannelsCall> {
  const { code, symbol, decimals } = merchant.settings.currency;
  const wire = (minor: bigint) => minorToWire(minor, decimals);
  return {
    currency: code,
    currencySymbol: symbol,
    decimals,
    paymentTypes: DEPOSIT_PAYMENT_TYPES.map((paymentType) => ({
      paymentType,
      channels: channels
        .filter((channel) => channel.type === paymentType)
        .map((channel) => ({
          channelId: channel.id,
          name: channelName(merchant, channel.name, language),
          vendor: channel.vendor,
          paymentType,
          minAmount: wire(channel.min),
          maxAmount: wire(channel.max),
          quickAmounts: channel.quick
            .filter((amount) => amount >= channel.min && amount <= channel.max)
            .map(wire),
          expiresInMinutes: channel.expiresInMinutes,
          banks: banksOf(channel),
        })),
    })).filter((group) => group.channels.length > 0),
  };
}
