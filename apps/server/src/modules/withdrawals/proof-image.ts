import { PROOF_LIMITS } from "@banca/contract/proof-limits";
import { AppError } from "#app/http/app-error.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  expected.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type the bytes really are, whatever the file was called or the header said: a PNG
 * (signature, then the IHDR chunk) or a JPEG (start-of-image marker); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  if (bytes.length > 24 && startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, IHDR, 12))
    return "image/png";
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** Checks one uploaded proof against the limits of spec part 2 §5; answers its real type. */
export function checkProofImage(body: unknown): { bytes: Buffer; contentType: "image/png" | "image/jpeg" } {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError("upload.type", "Send a png or jpg image as the request body");
  }
  if (body.length > PROOF_LIMITS.maxBytes) {
    throw new AppError("upload.too.large", "An image may be at most 5 MB", { max: PROOF_LIMITS.maxBytes });
  }
  const contentType = sniffImageType(body);
  if (!contentType) throw new AppError("upload.type", "Only png or jpg images are accepted");
  return { bytes: body, contentType };
}
