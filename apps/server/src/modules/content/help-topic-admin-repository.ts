import type { LocalizedText } from "@banca/contract/localized";
import type { Queryable } from "#app/db/database.ts";

export type StoredHelpTopic = {
  id: number;
  tag: string;
  title: LocalizedText;
  content: LocalizedText;
  sort: number;
};
export type HelpTopicWrite = { tag: string; title: LocalizedText; content: LocalizedText; sort: number };

const COLUMNS = "id, tag, title, content, sort";
const params = (input: HelpTopicWrite) => [
  input.tag,
  JSON.stringify(input.title),
  JSON.stringify(input.content),
  input.sort,
];

/** The help centre's topics as the back office edits them. A tag is unique per merchant. */
export function createHelpTopicAdminRepository(db: Queryable) {
  return {
    list: (merchantCode: string) =>
      db.query<StoredHelpTopic>(
        `SELECT ${COLUMNS} FROM help_topics WHERE merchant_code = $1 ORDER BY sort, id`,
        [merchantCode],
      ),
    /** The new topic, or null when the merchant already has one with this tag. */
    async create(merchantCode: string, input: HelpTopicWrite) {
      const [row] = await db.query<StoredHelpTopic>(
        `INSERT INTO help_topics (merchant_code, tag, title, content, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (merchant_code, tag) DO NOTHING RETURNING ${COLUMNS}`,
        [merchantCode, ...params(input)],
      );
      return row ?? null;
    },
    /** Whether another of the merchant's topics has this tag. */
    async tagTaken(merchantCode: string, tag: string, exceptId: number) {
      const rows = await db.query(
        "SELECT 1 FROM help_topics WHERE merchant_code = $1 AND tag = $2 AND id <> $3",
        [merchantCode, tag, exceptId],
      );
      return rows.length > 0;
    },
    async update(merchantCode: string, id: number, input: HelpTopicWrite) {
      const [row] = await db.query<StoredHelpTopic>(
        `UPDATE help_topics SET tag = $3, title = $4, content = $5, sort = $6
          WHERE merchant_code = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [merchantCode, id, ...params(input)],
      );
      return row ?? null;
    },
    async remove(merchantCode: string, id: number) {
      const rows = await db.query<{ tag: string }>(
        "DELETE FROM help_topics WHERE merchant_code = $1 AND id = $2 RETURNING tag",
        [merchantCode, id],
      );
      return rows[0] ?? null;
    },
  };
}
