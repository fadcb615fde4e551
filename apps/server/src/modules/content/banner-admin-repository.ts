import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

export type StoredBanner = {
  id: number;
  group_name: string;
  url: string;
  title: LocalizedText;
  linkage_type: string;
  link: string;
  sort: number;
  enabled: boolean;
};
export type BannerWrite = {
  groupName: string;
  url: string;
  title: LocalizedText;
  linkageType: string;
  link: string;
  enabled: boolean;
};

const COLUMNS = "id, group_name, url, title, linkage_type, link, sort, enabled";

/** The site's banners as the back office edits them: every one, enabled or not, by group and place. */
export function createBannerAdminRepository(db: Queryable) {
  return {
    list: (merchantCode: string, groupName: string | undefined) =>
      db.query<StoredBanner>(
        `SELECT ${COLUMNS} FROM banners WHERE merchant_code = $1 AND ($2::text IS NULL OR group_name = $2)
          ORDER BY group_name, sort, id`,
        [merchantCode, groupName ?? null],
      ),
    async create(merchantCode: string, input: BannerWrite) {
      // A new banner goes last in its group.
      const [row] = await db.query<StoredBanner>(
        `INSERT INTO banners (merchant_code, group_name, url, title, linkage_type, link, enabled, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7,
           (SELECT coalesce(max(sort) + 1, 0) FROM banners WHERE merchant_code = $1 AND group_name = $2))
         RETURNING ${COLUMNS}`,
        [
          merchantCode,
          input.groupName,
          input.url,
          JSON.stringify(input.title),
          input.linkageType,
          input.link,
          input.enabled,
        ],
      );
      if (!row) throw new Error("banner not written");
      return row;
    },
    async update(merchantCode: string, id: number, input: BannerWrite) {
      // A banner moved to another group goes last there.
      const [row] = await db.query<StoredBanner>(
        `UPDATE banners b SET url = $4, title = $5, linkage_type = $6, link = $7, enabled = $8,
           sort = CASE WHEN b.group_name = $3 THEN b.sort ELSE
             (SELECT coalesce(max(o.sort) + 1, 0) FROM banners o WHERE o.merchant_code = $1 AND o.group_name = $3) END,
           group_name = $3
          WHERE b.merchant_code = $1 AND b.id = $2 RETURNING ${COLUMNS}`,
        [
          merchantCode,
          id,
          input.groupName,
          input.url,
          JSON.stringify(input.title),
          input.linkageType,
          input.link,
          input.enabled,
        ],
      );
      return row ?? null;
    },
    async remove(merchantCode: string, id: number) {
      const rows = await db.query<{ id: number; group_name: string }>(
        "DELETE FROM banners WHERE merchant_code = $1 AND id = $2 RETURNING id, group_name",
        [merchantCode, id],
      );
      return rows[0] ?? null;
    },
    /** The ids of a group's banners, locked against a concurrent reorder. */
    groupIds: async (merchantCode: string, groupName: string) =>
      (
        await db.query<{ id: number }>(
          "SELECT id FROM banners WHERE merchant_code = $1 AND group_name = $2 ORDER BY id FOR UPDATE",
          [merchantCode, groupName],
        )
      ).map((row) => Number(row.id)),
    async reorder(merchantCode: string, groupName: string, ids: readonly number[]) {
      await db.query(
        `UPDATE banners b SET sort = o.place - 1
           FROM unnest($3::int[]) WITH ORDINALITY AS o(id, place)
          WHERE b.merchant_code = $1 AND b.group_name = $2 AND b.id = o.id`,
        [merchantCode, groupName, ids],
      );
    },
  };
}
