import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { DetailPanel, Facts } from "#bo/app/detail-panel.tsx";
import { ErrorText } from "#bo/app/error-text.tsx";
import { useCan } from "#bo/app/me-context.tsx";
import { ReasonForm } from "#bo/app/reason-form.tsx";
import { useAction } from "#bo/app/use-action.ts";
import { MoneyForm } from "#bo/features/approvals/money-form.tsx";
import { type MessageKey, useI18n } from "#bo/i18n/i18n.tsx";
import { formatTime } from "#bo/lib/format.ts";
import { useMerchant } from "#bo/lib/merchant.ts";
import { addNote, endSessions, memberQuery, resetPassword, setBlocked } from "./api.ts";
import { RoundReplay } from "./round-replay.tsx";

/** A member's account: profile, money, play, where they log in from, notes, and the actions on it. */
export function MemberPanel({ username, onClose }: { username: string; onClose: () => void }) {
  const { t, locale } = useI18n();
  const merchant = useMerchant() ?? "";
  const mayWrite = useCan("members.write");
  const detail = useQuery(memberQuery(merchant, username));
  const note = useAction(addNote, ["members"]);
  const logout = useAction(endSessions, ["members"]);
  const block = useAction(setBlocked, ["members"]);
  const reset = useAction(resetPassword, ["members"]);
  const [noteText, setNoteText] = useState("");
  const data = detail.data;

  function submitNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    note.mutate({ username, body: noteText.trim() }, { onSuccess: () => setNoteText("") });
  }

  return (
    <DetailPanel title={t("members.one", { name: username })} onClose={onClose}>
      <ErrorText error={detail.error ?? note.error ?? logout.error ?? block.error ?? reset.error} />
      {data ? (
        <>
          <Facts
            items={[
              [t("common.status"), t(`members.status.${data.profile.status}` as MessageKey)],
              [t("members.realName"), data.profile.realName],
              [t("members.email"), `${data.profile.email}${data.profile.emailVerified ? " ✓" : ""}`],
              [t("members.phone"), `${data.profile.mobile}${data.profile.mobileVerified ? " ✓" : ""}`],
              [t("members.agent"), data.profile.upline],
              [t("members.referredBy"), data.profile.referredBy],
              [
                t("members.registered"),
                `${formatTime(data.profile.registered.at, locale)} · ${data.profile.registered.ip}`,
              ],
              [t("members.lastLogin"), formatTime(data.profile.lastLoginAt, locale)],
              [t("members.clubLevel"), `${data.clubLevel.rankLevel} ${data.clubLevel.labelName}`],
              [t("members.prizeGroup"), data.prizeGroup],
              [t("withdrawals.wageringLeft"), data.bonus.wageringLeft],
              [t("withdrawals.locked"), data.bonus.locked],
            ]}
          />
          <h3>{t("members.wallets")}</h3>
          <Facts
            items={data.wallets.map((wallet) => [wallet.kind, `${wallet.balance} ${wallet.currency}`])}
          />
          <h3>{t("members.ledger")}</h3>
          <ul className="entries">
            {data.ledger.slice(0, 10).map((entry) => (
              <li key={`${entry.entryId}-${entry.wallet}`}>
                {formatTime(entry.at, locale)} · {entry.kind} · {entry.amount}
              </li>
            ))}
          </ul>
          <h3>{t("members.bets")}</h3>
          <ul className="entries">
            {data.bets.slice(0, 10).map((bet) => (
              <li key={bet.id}>
                {formatTime(bet.startedAt, locale)} · {bet.vendor} {bet.gameType} · {bet.bet} / {bet.win} ·{" "}
                {bet.state}
              </li>
            ))}
          </ul>
          <RoundReplay username={username} />
          <h3>{t("members.addresses")}</h3>
          <ul className="entries">
            {[...data.loginAddresses, ...data.loginDevices].slice(0, 10).map((seen) => (
              <li key={seen.value}>
                <span className="truncate">{seen.value}</span> · {formatTime(seen.lastSeenAt, locale)}
              </li>
            ))}
          </ul>
          <h3>{t("members.sessions", { count: data.sessions.length })}</h3>
          <h3>{t("members.notes")}</h3>
          <ul className="entries">
            {data.notes.map((item) => (
              <li key={item.id}>
                {item.body} · {item.author} · {formatTime(item.createdAt, locale)}
              </li>
            ))}
          </ul>
          {mayWrite ? (
            <>
              <form className="stack" onSubmit={submitNote}>
                <label>
                  {t("members.note")}
                  <textarea
                    rows={2}
                    maxLength={2000}
                    value={noteText}
                    onChange={(event) => setNoteText(event.target.value)}
                  />
                </label>
                <button type="submit" disabled={!noteText.trim() || note.isPending}>
                  {t("members.addNote")}
                </button>
              </form>
              <button type="button" disabled={reset.isPending} onClick={() => reset.mutate({ username })}>
                {t("members.resetPassword")}
              </button>
              {reset.data ? <p role="status">{t("members.resetSent", { to: reset.data.sentTo })}</p> : null}
              <ReasonForm
                label={t("members.endSessionsReason")}
                submit={t("members.endSessions")}
                busy={logout.isPending}
                onSubmit={(reason) => logout.mutate({ username, reason })}
              />
              <ReasonForm
                label={t(data.profile.status === "blocked" ? "members.unblockReason" : "members.blockReason")}
                submit={t(data.profile.status === "blocked" ? "members.unblock" : "members.block")}
                busy={block.isPending}
                onSubmit={(reason) =>
                  block.mutate({ username, blocked: data.profile.status !== "blocked", reason })
                }
              />
            </>
          ) : null}
          <MoneyForm username={username} />
        </>
      ) : (
        <p role="status">{t("common.loading")}</p>
      )}
    </DetailPanel>
  );
}
