import { decimalToMinor, minorToDecimal } from "@banca/contract/money";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { formatDateTime } from "#app/lib/format-date.ts";
import { uplineTransfersQuery } from "./api.ts";

/** Past transfers to the upline, newest first, ten a page. */
export function TransferRecords({ symbol, decimals }: { symbol: string; decimals: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useQuery(uplineTransfersQuery(page));
  const list = records.data?.list ?? [];
  // Amounts arrive as JSON numbers of at most `decimals` places; shown with all of them.
  const amount = (value: number) => minorToDecimal(decimalToMinor(String(value), decimals) ?? 0n, decimals);
  return (
    <section className="upline-records" aria-labelledby="upline-records-title">
      <h4 id="upline-records-title" className="upline-records__title">
        {t("transferUpline.records.title")}
      </h4>
      {records.isPending ? (
        <p className="member-centre__loading">{t("memberCentre.loading")}</p>
      ) : list.length === 0 ? (
        <p className="upline-records__empty">{t("transferUpline.records.empty")}</p>
      ) : (
        <table className="upline-records__table" data-testid="upline-records">
          <thead>
            <tr>
              <th scope="col">{t("transferUpline.records.time")}</th>
              <th scope="col">{t("transferUpline.records.upline")}</th>
              <th scope="col" className="is-number">
                {t("transferUpline.records.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((record) => (
              <tr key={record.id}>
                <td>{formatDateTime(record.createdAt)}</td>
                <td>{records.data?.upline}</td>
                <td className="is-number">
                  {symbol}
                  {amount(record.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(records.data?.totalPages ?? 0) > 1 ? (
        <Pagination page={page} pageCount={records.data?.totalPages ?? 1} onChange={setPage} />
      ) : null}
    </section>
  );
}
