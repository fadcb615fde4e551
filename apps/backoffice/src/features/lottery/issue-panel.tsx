import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DetailPanel } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import {
  confirmResult,
  enterResult,
  entriesQuery,
  parsePrizes,
  type QueueItem,
  rejectResult,
  voidIssue,
} from "./api.ts";

function PrizeTable({ prizes, label }: { prizes: string[][]; label: string }) {
  const { t } = useI18n();
  return (
    <table className="prizes">
      <caption className="ui-visually-hidden">{label}</caption>
      <tbody>
        {prizes.map((numbers, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize's place is its index in the table.
          <tr key={index}>
            <th scope="row">{index === 0 ? t("lottery.special") : t("lottery.prize", { n: index })}</th>
            <td>{numbers.join("  ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One issue: its entries, and the step it waits for (entry, or a second staff member's confirmation). */
export function IssuePanel({
  issue,
  item,
  onClose,
}: {
  issue: { gameCode: string; numero: string };
  item: QueueItem | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayEnter = useCan("lottery.results");
  const entries = useQuery(entriesQuery(merchant, issue.gameCode, issue.numero));
  const enter = useAction(enterResult, ["lottery"]);
  const confirm = useAction(confirmResult, ["lottery"]);
  const reject = useAction(rejectResult, ["lottery"]);
  const cancel = useAction(voidIssue, ["lottery"]);
  const [table, setTable] = useState("");

  function submitEntry(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const station = String(new FormData(event.currentTarget).get("station") ?? "").trim();
    enter.mutate({ ...issue, ...(station ? { station } : {}), prizes: parsePrizes(table) });
  }

  return (
    <DetailPanel title={`${issue.gameCode} · ${issue.numero}`} onClose={onClose}>
      <ErrorText error={entries.error ?? enter.error ?? confirm.error ?? reject.error ?? cancel.error} />
      {confirm.data ? (
        <p role="status">{t("lottery.settled", { bets: confirm.data.bets, winNo: confirm.data.winNo })}</p>
      ) : null}
      {cancel.data ? (
        <p role="status">{t(cancel.data.state === "void" ? "lottery.voided" : "lottery.voidPending")}</p>
      ) : null}
      {item?.pending ? (
        <section className="stack" aria-label={t("lottery.awaitingConfirmation")}>
          <p>
            {t("lottery.enteredByAt", {
              name: item.pending.enteredBy,
              time: formatTime(item.pending.enteredAt, locale),
            })}
          </p>
          <PrizeTable prizes={item.pending.prizes} label={t("lottery.awaitingConfirmation")} />
          {mayEnter ? (
            <>
              <button
                type="button"
                className="primary"
                disabled={confirm.isPending}
                onClick={() => confirm.mutate(issue)}
              >
                {t("lottery.confirm")}
              </button>
              <ReasonForm
                label={t("lottery.rejectReason")}
                submit={t("common.reject")}
                busy={reject.isPending}
                onSubmit={(reason) => reject.mutate({ ...issue, reason })}
              />
            </>
          ) : null}
        </section>
      ) : null}
      {item && !item.pending && mayEnter ? (
        <form className="stack" onSubmit={submitEntry}>
          <h3>{t("lottery.enter")}</h3>
          <label>
            {t("lottery.station")}
            <input name="station" maxLength={60} defaultValue={item.station ?? ""} />
          </label>
          <label>
            {t("lottery.table")}
            <textarea rows={9} value={table} onChange={(event) => setTable(event.target.value)} required />
          </label>
          <p className="hint">{t("lottery.tableHint")}</p>
          <button type="submit" className="primary" disabled={enter.isPending}>
            {t("lottery.enterSubmit")}
          </button>
        </form>
      ) : null}
      <section aria-labelledby="entries-title">
        <h3 id="entries-title">{t("lottery.entries")}</h3>
        {(entries.data ?? []).length === 0 ? <p>{t("common.empty")}</p> : null}
        <ul className="entries">
          {(entries.data ?? []).map((entry) => (
            <li key={entry.entryId}>
              <StatusBadge tone={statusTone(entry.state)} label={t(`status.${entry.state}` as MessageKey)} />{" "}
              {t("lottery.enteredByAt", { name: entry.enteredBy, time: formatTime(entry.enteredAt, locale) })}
              {entry.decidedBy ? ` · ${t("common.decidedBy")}: ${entry.decidedBy}` : ""}
              {entry.rejectReason ? ` · ${entry.rejectReason}` : ""}
            </li>
          ))}
        </ul>
      </section>
      {mayEnter ? (
        <ReasonForm
          label={t("lottery.voidReason")}
          submit={t("lottery.void")}
          busy={cancel.isPending}
          onSubmit={(reason) => cancel.mutate({ ...issue, reason })}
        />
      ) : null}
    </DetailPanel>
  );
}
