import { z } from "zod";
import { isSafeImage, isSitePath } from "../links.ts";
import { localizedTextSchema } from "../localized.ts";
import { BANNER_GROUPS, LINKAGE_TYPES } from "../site.ts";

/**
 * The back office's content calls (decision 089): the site's banners by group, its help topics,
 * and the pictures staff upload for them. Announcements and inbox messages have their own calls.
 */

/** Banners and help topics have integer ids: a larger number names no row (and no query may see it). */
export const contentRowId = z.number().int().positive().max(2_147_483_647);

/** Pictures staff may upload: read from their first bytes, never from a name or a header. */
export const CONTENT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];
/** The largest picture staff may upload, in bytes (2 MiB). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Where the site serves an uploaded picture: `/content-images/<id>-<sha256>.<ext>`. */
export const CONTENT_IMAGE_PATH = "/content-images/";

export const contentImageSchema = z.object({
  id: z.number().int(),
  url: z.string().describe("The picture's public address on every domain of the site"),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  size: z.number().int(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

const hasText = (text: Record<string, string | undefined>) =>
  Object.values(text).some((value) => value?.trim());
const localized = (max: number) =>
  localizedTextSchema.refine(
    (text) => Object.values(text).every((value) => (value ?? "").length <= max),
    `at most ${max} characters per language`,
  );

const PROMOTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A banner as staff write it; `link` must fit its `linkageType`. */
export const bannerInputSchema = z
  .strictObject({
    groupName: z.enum(BANNER_GROUPS).describe("The page (route group) the banner shows on"),
    url: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .refine(isSafeImage, "must be a site path (/...) or an https: address"),
    title: localized(200),
    linkageType: z.enum(LINKAGE_TYPES).default("NONE"),
    link: z.string().trim().max(500).default(""),
    enabled: z.boolean().default(true),
  })
  .superRefine((banner, context) => {
    const ok = {
      NONE: banner.link === "",
      INTERNAL: isSitePath(banner.link),
      EXTERNAL: /^https:\/\/[^\s/]/i.test(banner.link),
      PROMOTION: PROMOTION_ID.test(banner.link),
    }[banner.linkageType];
    if (!ok) {
      context.addIssue({
        code: "custom",
        path: ["link"],
        message: {
          NONE: "no link without a linkage type",
          INTERNAL: "a path on this site (/...)",
          EXTERNAL: "an https: address",
          PROMOTION: "a promotion id",
        }[banner.linkageType],
      });
    }
  });
export type BannerInput = z.input<typeof bannerInputSchema>;

export const adminBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  title: localizedTextSchema,
  linkageType: z.enum(LINKAGE_TYPES),
  link: z.string(),
  sort: z.number().int().describe("Place in its group, first shown first"),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const bannerListQuery = z.object({ groupName: z.enum(BANNER_GROUPS).optional() });

/** A group's banners in their new order: every banner of the group, each once. */
export const bannerReorderSchema = z.strictObject({
  groupName: z.enum(BANNER_GROUPS),
  ids: z
    .array(contentRowId)
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, "each banner once"),
});

export const HELP_TOPIC_TAG = /^[a-z0-9-]{2,40}$/;
/** The longest help topic text per language (sanitized HTML). */
export const HELP_TOPIC_CONTENT_MAX = 50_000;

/** A help topic as staff write it: its content is HTML, sanitized by the server. */
export const helpTopicInputSchema = z.strictObject({
  tag: z.string().trim().regex(HELP_TOPIC_TAG, "2-40 lower-case letters, digits or '-'"),
  title: localized(200).refine(hasText, "a title in at least one language"),
  content: localized(HELP_TOPIC_CONTENT_MAX).refine(hasText, "content in at least one language"),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type HelpTopicInput = z.input<typeof helpTopicInputSchema>;

export const adminHelpTopicSchema = z.object({
  id: z.number().int(),
  tag: z.string(),
  title: localizedTextSchema,
  content: localizedTextSchema.describe("Sanitized HTML per language"),
  sort: z.number().int(),
});
export type AdminHelpTopic = z.infer<typeof adminHelpTopicSchema>;

export const idBodySchema = z.strictObject({ id: contentRowId });
