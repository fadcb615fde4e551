import { z } from "zod";

/** Every JSON answer of the platform, success or failure, has this shape. */
export type Envelope<T> = { success: boolean; message: string; value: T; errorCode: string };

export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    value,
    errorCode: z.string(),
  });
}
