import type { Envelope } from "@banca/contract/envelope";

export function ok<T>(value: T, message = ""): Envelope<T> {
  return { success: true, message, value, errorCode: "" };
}

export function failure(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, message, value, errorCode };
}
