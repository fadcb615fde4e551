import { AppError } from "#app/http/app-error.ts";

// Images members upload (withdrawal proofs, promotion applications): png or jpg only, judged by
// their first bytes, never by a file name or a declared type.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) =>
  expected.every((byte, index) => bytes[at + index] === byte);

export type ImageType = "image/png" | "image/jpeg";

/**
 * The image type the bytes really are, whatever the file was called or the header said: a PNG
 * (signature, then the IHDR chunk) or a JPEG (start-of-image marker); null for anything else.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length > 24 && startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, IHDR, 12))
    return "image/png";
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

/** Checks one uploaded image against a size limit (spec part 2 §5); answers its real type. */
export function checkUploadedImage(
  bytes: Buffer,
  maxBytes: number,
): { bytes: Buffer; contentType: ImageType } {
  if (bytes.length === 0) throw new AppError("upload.type", "Send a png or jpg image");
  if (bytes.length > maxBytes) {
    throw new AppError("upload.too.large", `An image may be at most ${maxBytes / 1024 / 1024} MB`, {
      max: maxBytes,
    });
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AppError("upload.type", "Only png or jpg images are accepted");
  return { bytes, contentType };
}

/** A stored image as a data: URL, for an operator's screen. */
export const imageDataUrl = (contentType: string, bytes: Uint8Array) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString("base64")}`;
