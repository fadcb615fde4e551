// Free of zod: the site checks picked images against these before it uploads them.

/** Proof images of a withdrawal confirmation: png or jpg, at most 5 MB each, at most 3 (spec part 2 §5). */
export const PROOF_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxCount: 3,
  types: ["image/png", "image/jpeg"],
} as const;
