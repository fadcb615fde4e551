import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { useFormatMoney } from "#app/lib/format-money.ts";
import { type Order, useCancelOrder } from "./api.ts";

/** The member's orders of this game today: state, win, and cancel while sales are open. */
export function TodayOrders({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const money = useFormatMoney();
  if (orders.length === 0) return <p className="lottery-muted">{t("lottery.noOrders")}</p>;
  return (
    <>
      {cancel.error ? (
        <p className="form-error" role="alert">
          {errorText(t, cancel.error)}
        </p>
      ) : null}
      <table className="lottery-orders" data-testid="lottery-orders">
        <thead>
          <tr>
            <th>{t("lottery.issue")}</th>
            <th>{t("lottery.playLabel")}</th>
            <th>{t("lottery.stake")}</th>
            <th>{t("lottery.state")}</th>
            <th>{t("lottery.win")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} data-state={order.state}>
              <td>{order.numero}</td>
              <td>
                {t(`lottery.play.${order.playId}`)}{" "}
                <span className="lottery-muted">{order.bettingContent}</span>
              </td>
              <td>{money(order.stake, { symbol: false })}</td>
              <td className={`order-state order-state--${order.state}`}>
                {t(`lottery.orderState.${order.state}`)}
              </td>
              <td>{order.win > 0 ? money(order.win, { symbol: false }) : "—"}</td>
              <td>
                {order.cancellable ? (
                  <button type="button" className="link-button" onClick={() => cancel.mutate(order.orderId)}>
                    {t("lottery.cancel")}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
