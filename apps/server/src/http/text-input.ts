import { AppError } from "./app-error.ts";

/**
 * Refuses input that holds a NUL character anywhere, in a value or a key. PostgreSQL text cannot
 * hold one, so such input would otherwise fail at the database as a server fault (500) instead of
 * being refused as a bad request; no field of the platform has a use for it.
 */
export function assertNoNulCharacter(input: unknown): void {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: "" }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) {
        throw new AppError(
          "request_param_err",
          `Invalid request: ${path || "body"}: must not contain a NUL character`,
        );
      }
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        pending.push({ value: key, path: childPath }, { value: child, path: childPath });
      }
    }
  }
}
