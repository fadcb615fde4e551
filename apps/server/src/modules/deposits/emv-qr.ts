import type { DepositChannelConfig } from "@banca/contract/deposit-config";
import { minorToDecimal } from "@banca/contract/money";

type QrIdentity = Extract<DepositChannelConfig, { type: "qr" }>["qr"];

/** ISO 4217 numeric codes of the currencies our merchants take. */
const CURRENCY_NUMBERS: Record<string, string> = {
  USD: "840",
  BRL: "986",
  VND: "704",
  THB: "764",
  IDR: "360",
  CNY: "156",
  MYR: "458",
  PHP: "608",
  INR: "356",
  EUR: "978",
  SGD: "702",
};

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, "0")}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMV QR codes end with. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/**
 * A dynamic EMVCo merchant-presented QR payload (PIX, PromptPay, VietQR, QRIS ...): the merchant's
 * account, the amount and our deposit number as the reference, so the operator can match the
 * payment to the deposit. Banking apps read the amount from it; the player only confirms.
 */
export function emvQrPayload(
  identity: QrIdentity,
  payment: { amount: bigint; currency: string; decimals: number; reference: string },
): string {
  const currency = CURRENCY_NUMBERS[payment.currency];
  if (!currency) throw new Error(`no ISO 4217 number known for ${payment.currency}`);
  const body = [
    field("00", "01"),
    field("01", "12"),
    field("26", field("00", identity.gui) + field("01", identity.merchantAccount)),
    field("52", identity.merchantCategoryCode),
    field("53", currency),
    field("54", minorToDecimal(payment.amount, payment.decimals)),
    field("58", identity.countryCode),
    field("59", identity.merchantName),
    field("60", identity.merchantCity),
    field("62", field("05", payment.reference.slice(0, 25))),
  ].join("");
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}
