import type { InboxMessage } from "@banca/contract/calls/inbox";
import { isMessageTemplate } from "@banca/contract/inbox";
import type { Language } from "@banca/contract/languages";
import { pickText } from "@banca/contract/localized";
import type { Database, Queryable } from "#app/db/database.ts";
import { AppError } from "#app/http/app-error.ts";
import { requireRealAccount } from "#app/modules/members/real-account.ts";
import type { Merchant } from "#app/modules/merchants/merchant.ts";
import type { AuthenticatedSession } from "#app/modules/sessions/service.ts";
import { createInboxRepository, type MessageRow } from "./repository.ts";

type Reader = Pick<AuthenticatedSession, "memberId" | "merchantCode" | "kind">;

/** A stored message in the reader's language (operator text) or as a template (system). */
export function toInboxMessage(row: MessageRow, language: Language, fallback: Language): InboxMessage {
  const common = {
    id: row.id,
    time: row.createdAt.getTime(),
    read: row.read,
    broadcast: row.memberId === null,
  };
  if (row.kind === "system" && row.template && isMessageTemplate(row.template)) {
    return { ...common, kind: "system", template: row.template, params: row.params };
  }
  return {
    ...common,
    kind: "operator",
    title: pickText(row.title ?? {}, language, fallback),
    content: pickText(row.content ?? {}, language, fallback),
  };
}

/**
 * The member's side of the inbox. Every query is bound to the session's member and merchant; an id
 * that is not addressed to the caller (another member's, another merchant's, unknown) is refused
 * as a whole with `message.not.found`, before anything is written.
 */
export function createInboxService(db: Database) {
  async function checkAddressed(tx: Queryable, reader: Reader, ids: readonly number[]) {
    const found = new Set(
      await createInboxRepository(tx).addressedIds(reader.merchantCode, reader.memberId, ids),
    );
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new AppError("message.not.found", `No message ${unknown.slice(0, 5).join(", ")} in this inbox`, {
        ids: unknown,
      });
    }
  }

  return {
    async unreadCount(reader: Reader) {
      requireRealAccount(reader);
      return {
        unreadCount: await createInboxRepository(db).unreadCount(reader.merchantCode, reader.memberId),
      };
    },

    async list(
      reader: Reader,
      merchant: Merchant,
      language: Language,
      query: { unread: "true" | "false"; pageNo: number; pageSize: number },
    ) {
      requireRealAccount(reader);
      const inbox = createInboxRepository(db);
      const { rows, total } = await inbox.page(reader.merchantCode, reader.memberId, {
        unreadOnly: query.unread === "true",
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      const fallback = merchant.settings.languages.default;
      return {
        list: rows.map((row) => toInboxMessage(row, language, fallback)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalCount: total,
        totalPages: Math.ceil(total / query.pageSize),
        unreadCount: await inbox.unreadCount(reader.merchantCode, reader.memberId),
      };
    },

    async read(reader: Reader, request: { ids: number[] } | { all: true }) {
      requireRealAccount(reader);
      return db.transaction(async (tx) => {
        const inbox = createInboxRepository(tx);
        let updated: number;
        if ("ids" in request) {
          await checkAddressed(tx, reader, request.ids);
          updated = await inbox.markRead(reader.merchantCode, reader.memberId, request.ids);
        } else {
          updated = await inbox.markAllRead(reader.merchantCode, reader.memberId);
        }
        return { updated, unreadCount: await inbox.unreadCount(reader.merchantCode, reader.memberId) };
      });
    },

    async remove(reader: Reader, ids: number[]) {
      requireRealAccount(reader);
      return db.transaction(async (tx) => {
        await checkAddressed(tx, reader, ids);
        const inbox = createInboxRepository(tx);
        const deleted = await inbox.markDeleted(reader.merchantCode, reader.memberId, ids);
        return { deleted, unreadCount: await inbox.unreadCount(reader.merchantCode, reader.memberId) };
      });
    },
  };
}
