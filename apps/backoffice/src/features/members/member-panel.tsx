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
import { addNote, endSessions, type MemberDetail, memberQuery, resetPassword, setBlocked } from "./api.ts";
import { PlacementForms } from "./member-actions.tsx";
import { BetsHistory, LedgerHistory } from "./member-history.tsx";
import { RoundReplay } from "./round-replay.tsx";

const TABS = ["profile", "money", "bets", "logins", "notes", "actions"] as const;
type Tab = (typeof TABS)[number];

/** A member's account in tabs: profile, money, play, where they log in from, notes, and the actions on it. */
export function MemberPanel({ username, onClose }: { username: string; onClose: () => void }) {
  const { t } = useI18n();
  const merchant = useMerchant() ?? "";
  const detail = useQuery(memberQuery(merchant, username));
  const [tab, setTab] = useState<Tab>("profile");
  const data = detail.data;

  return (
    <DetailPanel title={t("members.one", { name: username })} onClose={onClose}>
      <ErrorText error={detail.error} />
      <div className="tabs" role="tablist" aria-label={t("members.one", { name: username })}>
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`member-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="member-tab-panel"
            onClick={() => setTab(name)}
          >
            {t(`memberTabs.tab.${name}` as MessageKey)}
          </button>
        ))}
      </div>
      <div id="member-tab-panel" role="tabpanel" aria-labelledby={`member-tab-${tab}`} className="stack">
        {data ? (
          <TabBody tab={tab} data={data} username={username} />
        ) : (
          <p role="status">{t("common.loading")}</p>
        )}
      </div>
    </DetailPanel>
  );
}

function TabBody({ tab, data, username }: { tab: Tab; data: MemberDetail; username: string }) {
  switch (tab) {
    case "profile":
      return <ProfileTab data={data} />;
    case "money":
      return <MoneyTab data={data} username={username} />;
    case "bets":
      return (
        <>
          <BetsHistory username={username} />
          <RoundReplay username={username} />
        </>
      );
    case "logins":
      return <LoginsTab data={data} />;
    case "notes":
      return <NotesTab data={data} username={username} />;
    case "actions":
      return <ActionsTab data={data} username={username} />;
  }
}

function ProfileTab({ data }: { data: MemberDetail }) {
  const { t, locale } = useI18n();
  const profile = data.profile;
  return (
    <Facts
      items={[
        [t("common.status"), t(`members.status.${profile.status}` as MessageKey)],
        [t("members.realName"), profile.realName],
        [t("members.email"), `${profile.email}${profile.emailVerified ? " ✓" : ""}`],
        [t("members.phone"), `${profile.mobile}${profile.mobileVerified ? " ✓" : ""}`],
        [t("members.agent"), profile.upline],
        [t("members.referredBy"), profile.referredBy],
        [t("memberTabs.language"), profile.language],
        [
          t("members.registered"),
          `${formatTime(profile.registered.at, locale)} · ${profile.registered.ip} · ${profile.registered.device}`,
        ],
        [t("members.lastLogin"), formatTime(profile.lastLoginAt, locale)],
        [t("members.clubLevel"), `${data.clubLevel.rankLevel} ${data.clubLevel.labelName}`],
        [t("members.prizeGroup"), data.prizeGroup],
      ]}
    />
  );
}

function MoneyTab({ data, username }: { data: MemberDetail; username: string }) {
  const { t, locale } = useI18n();
  return (
    <>
      <h3>{t("members.wallets")}</h3>
      <Facts items={data.wallets.map((wallet) => [wallet.kind, `${wallet.balance} ${wallet.currency}`])} />
      <h3>{t("memberTabs.bonuses")}</h3>
      <Facts
        items={[
          [t("memberTabs.withdrawable"), data.bonus.withdrawable],
          [t("withdrawals.locked"), data.bonus.locked],
          [t("withdrawals.wageringLeft"), data.bonus.wageringLeft],
        ]}
      />
      {data.bonus.unfinished.length > 0 ? (
        <ul className="entries">
          {data.bonus.unfinished.map((bonus) => (
            <li key={bonus.entryId}>
              {formatTime(bonus.grantedAt, locale)} · {bonus.reason || "–"} · {bonus.amount} ·{" "}
              {t("memberTabs.wagered", { done: bonus.turnover, of: bonus.requiredTurnover })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t("memberTabs.noBonus")}</p>
      )}
      <h3>{t("memberTabs.ledger")}</h3>
      <LedgerHistory username={username} />
    </>
  );
}

function LoginsTab({ data }: { data: MemberDetail }) {
  const { t, locale } = useI18n();
  const seen = (list: MemberDetail["loginAddresses"]) =>
    list.length > 0 ? (
      <ul className="entries">
        {list.map((item) => (
          <li key={item.value}>
            <span className="truncate">{item.value}</span> · {formatTime(item.firstSeenAt, locale)} –{" "}
            {formatTime(item.lastSeenAt, locale)}
          </li>
        ))}
      </ul>
    ) : (
      <p className="hint">{t("common.empty")}</p>
    );
  return (
    <>
      <h3>{t("members.sessions", { count: data.sessions.length })}</h3>
      {data.sessions.length > 0 ? (
        <ul className="entries">
          {data.sessions.map((session) => (
            <li key={`${session.createdAt}-${session.clientIp}`}>
              {session.clientIp} · {formatTime(session.lastSeenAt, locale)}
              <div className="hint truncate">{session.userAgent}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>{t("memberTabs.addresses")}</h3>
      {seen(data.loginAddresses)}
      <h3>{t("memberTabs.devices")}</h3>
      {seen(data.loginDevices)}
    </>
  );
}

function NotesTab({ data, username }: { data: MemberDetail; username: string }) {
  const { t, locale } = useI18n();
  const mayWrite = useCan("members.write");
  const note = useAction(addNote, ["members"]);
  const [noteText, setNoteText] = useState("");
  function submitNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    note.mutate({ username, body: noteText.trim() }, { onSuccess: () => setNoteText("") });
  }
  return (
    <>
      {data.notes.length > 0 ? (
        <ul className="entries">
          {data.notes.map((item) => (
            <li key={item.id}>
              {item.body} · {item.author} · {formatTime(item.createdAt, locale)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t("common.empty")}</p>
      )}
      <ErrorText error={note.error} />
      {mayWrite ? (
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
      ) : null}
    </>
  );
}

function ActionsTab({ data, username }: { data: MemberDetail; username: string }) {
  const { t } = useI18n();
  const mayWrite = useCan("members.write");
  const logout = useAction(endSessions, ["members"]);
  const block = useAction(setBlocked, ["members"]);
  const reset = useAction(resetPassword, ["members"]);
  const blocked = data.profile.status === "blocked";
  return (
    <>
      <MoneyForm username={username} />
      {mayWrite ? (
        <>
          <ErrorText error={logout.error ?? block.error ?? reset.error} />
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
            label={t(blocked ? "members.unblockReason" : "members.blockReason")}
            submit={t(blocked ? "members.unblock" : "members.block")}
            busy={block.isPending}
            onSubmit={(reason) => block.mutate({ username, blocked: !blocked, reason })}
          />
          <PlacementForms detail={data} />
        </>
      ) : null}
    </>
  );
}
