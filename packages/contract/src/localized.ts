import { z } from "zod";
import { LANGUAGES, type Language } from "./languages.ts";

/** Operator text in several languages; a missing language falls back to the merchant's default. */
export const localizedTextSchema = z.partialRecord(z.enum(LANGUAGES), z.string());
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export function pickText(text: LocalizedText, language: Language, fallback: Language): string {
  return text[language] ?? text[fallback] ?? Object.values(text).find((value) => value !== undefined) ?? "";
}
