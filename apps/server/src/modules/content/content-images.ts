import { createHash } from "node:crypto";
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_PATH,
  type ContentImage,
  type ContentImageType,
  contentImageSchema,
} from "@banca/contract/backoffice/content";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { sniffImageType } from "#app/http/uploaded-image.ts";
import { type AdminDeps, operatorActor, registerAdminRoute } from "#app/modules/admin/admin-route.ts";
import { auditContent } from "./content-audit.ts";

const EXTENSION: Record<ContentImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
/** The public address names the id and the bytes' digest: one address, one picture, for ever. */
const ADDRESS = /^(\d{1,18})-([0-9a-f]{64})\.(png|jpg|webp)$/;

/**
 * The picture type the bytes really are: PNG, JPEG or WebP (RIFF container, WEBP form). SVG is
 * refused, whatever it is called: it is a document that can carry scripts, not a picture.
 */
export function sniffContentImage(bytes: Uint8Array): ContentImageType | null {
  const plain = sniffImageType(bytes);
  if (plain) return plain;
  if (bytes.length > 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

type StoredImage = { id: number; content_type: ContentImageType; size: number; sha256: string };
export const contentImageUrl = (row: StoredImage) =>
  `${CONTENT_IMAGE_PATH}${row.id}-${row.sha256}.${EXTENSION[row.content_type]}`;
const present = (row: StoredImage): ContentImage => ({
  id: Number(row.id),
  url: contentImageUrl({ ...row, id: Number(row.id) }),
  contentType: row.content_type,
  size: row.size,
});

async function storeImage(db: Queryable, merchantCode: string, actor: string, body: unknown) {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError("upload.type", "Send the picture's bytes (PNG, JPEG or WebP) as the request body");
  }
  if (body.length > CONTENT_IMAGE_MAX_BYTES) {
    throw new AppError(
      "upload.too.large",
      `A picture may be at most ${CONTENT_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
      {
        max: CONTENT_IMAGE_MAX_BYTES,
      },
    );
  }
  const contentType = sniffContentImage(body);
  if (!contentType)
    throw new AppError("upload.type", "Only PNG, JPEG or WebP pictures are accepted (no SVG)");
  const sha256 = createHash("sha256").update(body).digest("hex");
  const columns = "id, content_type, size, sha256";
  const [created] = await db.query<StoredImage>(
    `INSERT INTO content_images (merchant_code, content_type, size, sha256, bytes, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_code, sha256) DO NOTHING RETURNING ${columns}`,
    [merchantCode, contentType, body.length, sha256, body, actor],
  );
  if (created) return { row: created, created: true };
  const [existing] = await db.query<StoredImage>(
    `SELECT ${columns} FROM content_images WHERE merchant_code = $1 AND sha256 = $2`,
    [merchantCode, sha256],
  );
  if (!existing) throw new Error("content image neither written nor found");
  return { row: existing, created: false };
}

/**
 * Pictures for the site's content: staff upload the bytes (any declared type; the bytes decide),
 * and everyone fetches them at their public address, cached for a year as the address never
 * shows other bytes.
 */
export async function contentImageRoutes(app: FastifyInstance, deps: AdminDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "*",
      // Up to twice the limit reaches the check, which names the limit; past that Fastify refuses it.
      { parseAs: "buffer", bodyLimit: CONTENT_IMAGE_MAX_BYTES * 2 },
      (_request, body, done) => done(null, body),
    );
    registerAdminRoute(
      scope,
      deps,
      {
        method: "POST",
        url: "/admin/api/content-images",
        permission: "content.write",
        summary:
          "Uploads a picture (the request body: PNG, JPEG or WebP bytes, at most 2 MB; SVG refused) and answers its public address",
        value: contentImageSchema,
      },
      async ({ request, merchant, operator }) =>
        deps.db.transaction(async (tx) => {
          const { row, created } = await storeImage(tx, merchant.code, operatorActor(operator), request.body);
          if (created) {
            await auditContent(tx, {
              merchantCode: merchant.code,
              actor: operatorActor(operator),
              action: "content_image.upload",
              targetType: "content_image",
              id: Number(row.id),
              detail: { contentType: row.content_type, size: row.size },
            });
          }
          return present(row);
        }),
    );
  });

  app.get<{ Params: { name: string } }>(`${CONTENT_IMAGE_PATH}:name`, async (request, reply) => {
    const match = ADDRESS.exec(request.params.name);
    const [row] = match
      ? await deps.db.query<{ content_type: string; sha256: string; bytes: Uint8Array }>(
          "SELECT content_type, sha256, bytes FROM content_images WHERE id = $1 AND sha256 = $2",
          [match[1], match[2]],
        )
      : [];
    if (!row || EXTENSION[row.content_type as ContentImageType] !== match?.[3]) {
      return reply.status(404).header("Cache-Control", "no-store").type("text/plain").send("Not found");
    }
    return reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("ETag", `"${row.sha256}"`)
      .type(row.content_type)
      .send(Buffer.from(row.bytes));
  });
}
