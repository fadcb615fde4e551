import { CONTRACT_KINDS } from "@banca/contract/calls/agent-contracts";
import type { Queryable } from "#app/db/database.ts";
import { createContractRepository, LIVE } from "./repository.ts";
import { KIND_IN_DB } from "./terms.ts";

/**
 * A member moved under another upline (the operator's team move, decision 034) keeps no contract
 * from its old place (decision 042): its own live contracts and offers of every kind end (ended by
 * the operator, `upline_ended`), with every contract below it, since their chain no longer reaches
 * the upline that was paying. Runs in the move's transaction, after the tree changed, under each
 * kind's lock; answers the ids it ended.
 */
export async function endContractsOfMovedMember(tx: Queryable, merchantCode: string, memberId: number) {
  const repository = createContractRepository(tx);
  const now = new Date();
  const ended: number[] = [];
  for (const kind of CONTRACT_KINDS) {
    const dbKind = KIND_IN_DB[kind];
    await repository.lock(merchantCode, dbKind);
    const own = await tx.query<{ id: string }>(
      `SELECT id::text FROM agent_contracts WHERE downline_id = $1 AND kind = $2 AND state IN ${LIVE}`,
      [memberId, dbKind],
    );
    const ids = own.map((row) => Number(row.id));
    ended.push(...(await repository.end(ids, "operator", "upline_ended", now)));
    ended.push(...(await repository.endBelow(memberId, dbKind, now)));
  }
  return ended.sort((a, b) => a - b);
}
