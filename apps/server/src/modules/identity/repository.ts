import type { IdentityDocumentKind, IdentityDocumentState } from "@banca/contract/identity";
import type { Queryable } from "#app/db/database.ts";

export type IdentityDocumentRow = {
  id: number;
  memberId: number;
  username: string;
  kind: IdentityDocumentKind;
  state: IdentityDocumentState;
  reason: string;
  contentType: string;
  size: number;
  reviewedBy: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
};

type Row = {
  id: string | number;
  member_id: string | number;
  username: string;
  kind: IdentityDocumentKind;
  state: IdentityDocumentState;
  reason: string;
  content_type: string;
  size: number;
  reviewed_by: string | null;
  reviewed_at: Date | null;
  created_at: Date;
};

const COLUMNS = `d.id, d.member_id, m.username, d.kind, d.state, d.reason, d.content_type, d.size,
  d.reviewed_by, d.reviewed_at, d.created_at`;

const toDocument = (row: Row): IdentityDocumentRow => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  username: row.username,
  kind: row.kind,
  state: row.state,
  reason: row.reason,
  contentType: row.content_type,
  size: Number(row.size),
  reviewedBy: row.reviewed_by,
  reviewedAt: row.reviewed_at ? new Date(row.reviewed_at) : null,
  createdAt: new Date(row.created_at),
});

export type NewIdentityDocument = {
  merchantCode: string;
  memberId: number;
  kind: IdentityDocumentKind;
  contentType: string;
  sha256: string;
  bytes: Buffer;
};

/** Queries of the identity documents; the rules live in the service. */
export function createIdentityRepository(db: Queryable) {
  return {
    /** The member's current documents (replaced ones left out), in the order of their kinds. */
    async current(merchantCode: string, memberId: number): Promise<IdentityDocumentRow[]> {
      const rows = await db.query<Row>(
        `SELECT ${COLUMNS} FROM identity_documents d JOIN members m ON m.id = d.member_id
          WHERE d.merchant_code = $1 AND d.member_id = $2 AND d.state <> 'replaced' ORDER BY d.id`,
        [merchantCode, memberId],
      );
      return rows.map(toDocument);
    },

    /** Locks the member's current document of a kind, for a replacement. */
    async lockCurrent(memberId: number, kind: IdentityDocumentKind) {
      const rows = await db.query<{ id: string | number; state: IdentityDocumentState }>(
        `SELECT id, state FROM identity_documents
          WHERE member_id = $1 AND kind = $2 AND state <> 'replaced' FOR UPDATE`,
        [memberId, kind],
      );
      const row = rows[0];
      return row ? { id: Number(row.id), state: row.state } : null;
    },

    async markReplaced(id: number): Promise<void> {
      await db.query("UPDATE identity_documents SET state = 'replaced' WHERE id = $1", [id]);
    },

    async insert(document: NewIdentityDocument): Promise<number> {
      const rows = await db.query<{ id: string | number }>(
        `INSERT INTO identity_documents (merchant_code, member_id, kind, content_type, size, sha256, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          document.merchantCode,
          document.memberId,
          document.kind,
          document.contentType,
          document.bytes.length,
          document.sha256,
          document.bytes,
        ],
      );
      return Number(rows[0]?.id);
    },

    /** A merchant's current documents in a state, oldest first (the review queue). */
    async list(
      merchantCode: string,
      state: IdentityDocumentState,
      page: { pageNo: number; pageSize: number },
    ) {
      const rows = await db.query<Row & { bytes: Uint8Array; total: string | number }>(
        `SELECT ${COLUMNS}, d.bytes, count(*) OVER () AS total
           FROM identity_documents d JOIN members m ON m.id = d.member_id
          WHERE d.merchant_code = $1 AND d.state = $2
          ORDER BY d.id LIMIT $3 OFFSET $4`,
        [merchantCode, state, page.pageSize, (page.pageNo - 1) * page.pageSize],
      );
      return {
        list: rows.map((row) => ({ ...toDocument(row), bytes: row.bytes })),
        totalCount: Number(rows[0]?.total ?? 0),
      };
    },

    /** One document with its image, locked for a review. */
    async lockWithImage(merchantCode: string, id: number) {
      const rows = await db.query<Row & { bytes: Uint8Array }>(
        `SELECT ${COLUMNS}, d.bytes FROM identity_documents d JOIN members m ON m.id = d.member_id
          WHERE d.merchant_code = $1 AND d.id = $2 FOR UPDATE OF d`,
        [merchantCode, id],
      );
      const row = rows[0];
      return row ? { ...toDocument(row), bytes: row.bytes } : null;
    },

    async review(id: number, state: "approved" | "rejected", reason: string, actor: string): Promise<void> {
      await db.query(
        `UPDATE identity_documents SET state = $2, reason = $3, reviewed_by = $4, reviewed_at = now()
          WHERE id = $1`,
        [id, state, reason, actor],
      );
    },
  };
}
