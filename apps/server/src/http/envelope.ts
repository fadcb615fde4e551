import type { Envelope } from "@banca/contract/envelope";

export function ok<T>(value: T, message = ""): Envelope<T> {
  return { success: true, message, value, errorCode: "" };
}

export function failure(errorCode: string, message: string, value: unknown = null): Envelope<unknown> {
  return { success: false, message, value, errorCode };
}

/**
 * A call's value already written as JSON (`T` is the value it stands for): a handler whose answer is
 * mostly the same for every caller keeps that part as text and answers without serializing it again.
 */
export class JsonText<T = unknown> {
  declare readonly value?: T;
  constructor(readonly text: string) {}
}

/** The envelope of a value already written as JSON, as `ok` would give it once serialized. */
export const okText = (value: JsonText) =>
  `{"success":true,"message":"","value":${value.text},"errorCode":""}`;
