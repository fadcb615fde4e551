import type { GameItem } from "@banca/contract/calls/games";
import { useQuery } from "@tanstack/react-query";
import { Icon } from "#app/components/ui/icon.tsx";
import { Modal } from "#app/components/ui/modal.tsx";
import { openMemberCentre } from "#app/features/member-centre/open.ts";
import { walletBalanceQuery } from "#app/features/wallet/api.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { usePvpRooms } from "./pvp-rooms-api.ts";

type Props = { game: GameItem; onEnter(game: GameItem, roomId: string): void; onClose(): void };

/**
 * The rooms of a PVP card game (GLS2_roomList): each stake level with its smallest stake and the
 * balance needed to sit down. A room the player's balance cannot cover offers a deposit instead.
 */
export function PvpRoomPicker({ game, onEnter, onClose }: Props) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const rooms = usePvpRooms(game.nodeId, game.vassalage);
  const balance = useQuery(walletBalanceQuery()).data?.sumBalance;
  const title = t("lobby.rooms.title", { name: game.gameName });

  return (
    <Modal title={title} onClose={onClose} width={760} className="room-picker">
      <p className="room-picker__lead">{t("lobby.rooms.lead", { vendor: game.vendorName })}</p>
      {rooms.isPending ? (
        <ul className="room-picker__list" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="room-card room-card--skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : rooms.isError ? (
        <div className="room-picker__error" role="alert">
          <p>{t("lobby.rooms.loadFailed")}</p>
          <button type="button" className="button button--secondary" onClick={() => void rooms.refetch()}>
            {t("lobby.retry")}
          </button>
        </div>
      ) : (
        <ul className="room-picker__list">
          {rooms.data.list.map((room) => {
            const short = balance !== undefined && balance < room.minBalance;
            return (
              <li
                key={room.roomId}
                className={`room-card room-card--${room.level}`}
                data-room-id={room.roomId}
              >
                <span className="room-card__tier" aria-hidden="true">
                  <Icon name="pvp" size={22} />
                </span>
                <h3 className="room-card__name">{t(`lobby.rooms.level.${room.level}`)}</h3>
                <dl className="room-card__facts">
                  <div>
                    <dt>{t("lobby.rooms.stake")}</dt>
                    <dd>{money(room.minBet)}</dd>
                  </div>
                  <div>
                    <dt>{t("lobby.rooms.minBalance")}</dt>
                    <dd>{money(room.minBalance)}</dd>
                  </div>
                </dl>
                {short ? (
                  <>
                    <p className="room-card__short">{t("lobby.rooms.balanceShort")}</p>
                    <button
                      type="button"
                      name={`deposit-${room.level}`}
                      className="button button--secondary room-card__action"
                      onClick={() => {
                        onClose();
                        openMemberCentre("depositv2");
                      }}
                    >
                      {t("lobby.rooms.deposit")}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    name={`enter-${room.level}`}
                    className="button button--primary room-card__action"
                    onClick={() => onEnter(game, room.roomId)}
                  >
                    {t("lobby.rooms.enter")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
