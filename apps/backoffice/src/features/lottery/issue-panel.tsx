import { StatusBadge } from "@banca/ui/status-badge";
import { useQuery } from "@tanstack/react-query";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime, staffName } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { statusTone } from "#bo/lib/status.ts";
import {
  confirmResult,
  confirmVoid,
  enterResult,
  entriesQuery,
  type LotteryGame,
  type QueueItem,
  rejectResult,
  voidIssue,
} from "./api.ts";
import { ResultForm } from "./result-form.tsx";

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

/**
 * One issue: the entry waiting for a second member (who entered what, confirm or reject), the typed
 * entry when none waits, the void and its confirmation by another member, and the issue's entries.
 */
export function IssuePanel({
  issue,
  item,
  game,
  onClose,
}: {
  issue: { gameCode: string; numero: string };
  item: QueueItem | null;
  game: LotteryGame | null;
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
  const confirmCancel = useAction(confirmVoid, ["lottery"]);
  const pending = item?.pending ?? null;
  const voidRequest = item?.voidRequest ?? null;
  const layout = game?.draw.layout ?? null;

  return (
    <DetailPanel title={`${issue.gameCode} · ${issue.numero}`} onClose={onClose}>
      <Facts
        items={[
          [
            t("lottery.game"),
            game ? `${game.code} · ${game.names[locale === "zh-CN" ? "cn" : "en"] ?? ""}` : "",
          ],
          [t("lottery.drawAt"), item ? formatTime(item.drawAt, locale) : ""],
          [t("lottery.station"), item?.station ?? ""],
        ]}
      />
      <ErrorText
        error={
          entries.error ?? enter.error ?? confirm.error ?? reject.error ?? cancel.error ?? confirmCancel.error
        }
      />
      {confirm.data ? (
        <p role="status">{t("lottery.settled", { bets: confirm.data.bets, winNo: confirm.data.winNo })}</p>
      ) : null}
      {enter.isSuccess && pending ? <p role="status">{t("lottery.entered")}</p> : null}
      {reject.isSuccess ? <p role="status">{t("lottery.rejected")}</p> : null}
      {cancel.data ? (
        <p role="status">{t(cancel.data.state === "void" ? "lottery.voided" : "lottery.voidPending")}</p>
      ) : null}
      {confirmCancel.data ? <p role="status">{t("lottery.voided")}</p> : null}
      {pending ? (
        <section className="stack" aria-label={t("lottery.awaitingConfirmation")}>
          <h3>{t("lottery.awaitingConfirmation")}</h3>
          <p>
            {t("lottery.enteredByAt", {
              name: staffName(pending.enteredBy),
              time: formatTime(pending.enteredAt, locale),
            })}
            {" · "}
            {t("lottery.station")}: {pending.station}
          </p>
          <PrizeTable prizes={pending.prizes} label={t("lottery.awaitingConfirmation")} />
          {mayEnter && pending.mine ? <p className="notice warning">{t("lottery.ownEntry")}</p> : null}
          {mayEnter && !pending.mine ? (
            <button
              type="button"
              className="primary"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(issue)}
            >
              {t("lottery.confirm")}
            </button>
          ) : null}
          {mayEnter ? (
            <ReasonForm
              label={t(pending.mine ? "lottery.withdrawReason" : "lottery.rejectReason")}
              submit={t(pending.mine ? "lottery.withdraw" : "common.reject")}
              busy={reject.isPending}
              onSubmit={(reason) => reject.mutate({ ...issue, reason })}
            />
          ) : null}
        </section>
      ) : null}
      {item && !pending && mayEnter && layout ? (
        <ResultForm
          key={`${issue.gameCode}-${issue.numero}`}
          layout={layout}
          station={item.station}
          busy={enter.isPending}
          onSubmit={(entry) => enter.mutate({ ...issue, ...entry })}
        />
      ) : null}
      {voidRequest ? (
        <section className="stack" aria-label={t("lottery.voidRequested")}>
          <h3>{t("lottery.voidRequested")}</h3>
          <p>
            {t("lottery.voidRequestedBy", {
              name: staffName(voidRequest.requestedBy),
              time: formatTime(voidRequest.requestedAt, locale),
            })}
          </p>
          <p>
            {t("lottery.reason")}: {voidRequest.reason}
          </p>
          {mayEnter && voidRequest.mine ? <p className="notice warning">{t("lottery.ownVoid")}</p> : null}
          {mayEnter && !voidRequest.mine ? (
            <button
              type="button"
              className="danger"
              disabled={confirmCancel.isPending}
              onClick={() => confirmCancel.mutate(issue)}
            >
              {t("lottery.voidConfirm")}
            </button>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="entries-title">
        <h3 id="entries-title">{t("lottery.entries")}</h3>
        {(entries.data ?? []).length === 0 ? <p>{t("common.empty")}</p> : null}
        <ul className="entries">
          {(entries.data ?? []).map((entry) => (
            <li key={entry.entryId}>
              <StatusBadge tone={statusTone(entry.state)} label={t(`status.${entry.state}` as MessageKey)} />{" "}
              {t("lottery.enteredByAt", {
                name: staffName(entry.enteredBy),
                time: formatTime(entry.enteredAt, locale),
              })}
              {` · ${t(`lottery.source.${entry.source}` as MessageKey)}`}
              {entry.decidedBy ? ` · ${t("common.decidedBy")}: ${staffName(entry.decidedBy)}` : ""}
              {entry.rejectReason ? ` · ${entry.rejectReason}` : ""}
            </li>
          ))}
        </ul>
      </section>
      {/* Settled or void, the issue has left the queue: nothing is left to void. */}
      {mayEnter && item && !voidRequest ? (
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
