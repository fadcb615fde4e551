import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState } from "#app/components/ui/empty-state.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type ReferralFriend, referralFriendsQuery } from "./api.ts";

/** The friends the member brought, newest first, with the steps each one reached, where it stands and what it earned. */
export function FriendList() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const friends = useQuery({ ...referralFriendsQuery(pageNo), placeholderData: keepPreviousData });
  return (
    <section className="referral-section" aria-labelledby="referral-friends">
      <h3 id="referral-friends" className="referral-section__title">
        {t("referral.friendsTitle")}
      </h3>
      {friends.isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : friends.isError ? (
        <EmptyState title={t("referral.loadFailed")}>
          <button type="button" className="button button--secondary" onClick={() => void friends.refetch()}>
            {t("referral.retry")}
          </button>
        </EmptyState>
      ) : friends.data.list.length === 0 ? (
        <EmptyState title={t("referral.emptyTitle")}>{t("referral.emptyText")}</EmptyState>
      ) : (
        <>
          <ul className="referral-friends" data-testid="referral-friends">
            {friends.data.list.map((friend) => (
              <FriendRow key={`${friend.name}-${friend.registeredAt}`} friend={friend} />
            ))}
          </ul>
          {friends.data.totalPages > 1 ? (
            <div className="referral-pager">
              <button
                type="button"
                className="button button--secondary"
                disabled={pageNo <= 1}
                onClick={() => setPageNo((page) => page - 1)}
              >
                {t("referral.previous")}
              </button>
              <span>{t("referral.page", { page: pageNo, pages: friends.data.totalPages })}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={pageNo >= friends.data.totalPages}
                onClick={() => setPageNo((page) => page + 1)}
              >
                {t("referral.next")}
              </button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function FriendRow({ friend }: { friend: ReferralFriend }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <li className="referral-friend" data-testid="referral-friend">
      <div className="referral-friend__who">
        <strong>{friend.name}</strong>
        <span>{t("referral.joined", { time: formatDateTime(friend.registeredAt) })}</span>
      </div>
      <div className="referral-friend__steps">
        {friend.status === "not_eligible" ? (
          <span className="referral-tag is-blocked" data-testid="referral-friend-status">
            {t("referral.status.not_eligible")}
          </span>
        ) : (
          <>
            <span className={`referral-tag${friend.mobileConfirmed ? " is-done" : ""}`}>
              {t("referral.tags.mobile")}
            </span>
            <span className={`referral-tag${friend.depositReached ? " is-done" : ""}`}>
              {t("referral.tags.deposit")}
            </span>
            <span className={`referral-tag${friend.wagered ? " is-done" : ""}`}>
              {t("referral.tags.wager")}
            </span>
            <span
              className={`referral-tag${friend.status === "rewarded" ? " is-done" : ""}`}
              data-testid="referral-friend-status"
            >
              {t(`referral.status.${friend.status}`)}
            </span>
          </>
        )}
      </div>
      <span className="referral-friend__reward" data-testid="referral-friend-reward">
        {money(friend.reward, { signed: true })}
      </span>
    </li>
  );
}
