import { createHash } from "node:crypto";
import { APPLICATION_LIMITS } from "@banca/contract/promotions";
import { AppError } from "#app/http/app-error.ts";
import { checkUploadedImage, type ImageType } from "#app/http/uploaded-image.ts";

export type CheckedImage = {
  contentType: ImageType;
  size: number;
  sha256: string;
  bytes: Buffer;
};

/**
 * Decodes and checks an application's images before anything is written (spec part 2 §5): at most
 * three, each at most 5 MB, each really a PNG or a JPEG by its first bytes whatever it claims.
 */
export function checkApplicationImages(images: readonly { data: string }[]): CheckedImage[] {
  if (images.length > APPLICATION_LIMITS.maxImages) {
    throw new AppError("upload.count", `At most ${APPLICATION_LIMITS.maxImages} images`, {
      max: APPLICATION_LIMITS.maxImages,
    });
  }
  return images.map(({ data }) => {
    const { bytes, contentType } = checkUploadedImage(
      Buffer.from(data, "base64"),
      APPLICATION_LIMITS.maxImageBytes,
    );
    return {
      contentType,
      size: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      bytes,
    };
  });
}
