import type { DepositRecord } from "@banca/contract/calls/deposit";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorText } from "#app/components/form/error-text.ts";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { depositChannelsQuery, depositRecordsQuery } from "./api.ts";
import { ChannelPicker } from "./channel-picker.tsx";
import { DepositForm } from "./deposit-form.tsx";
import { DepositRecords } from "./deposit-records.tsx";
import { DepositResult } from "./deposit-result.tsx";

/** The latest state of the deposit just made: it follows the records as they are polled. */
function useLiveRecord(created: DepositRecord | null, language: string): DepositRecord | null {
  const latest = useQuery({
    ...depositRecordsQuery({ pageNo: 1, pageSize: 8 }, language),
    enabled: created !== null,
  });
  if (!created) return null;
  return latest.data?.list.find((record) => record.orderNo === created.orderNo) ?? created;
}

/** Member centre: deposit (depositv2). Choose a channel, pay, and follow the deposit to the wallet. */
export default function DepositPage() {
  const { t, i18n } = useTranslation();
  const channels = useQuery(depositChannelsQuery(i18n.language));
  const [chosen, setChosen] = useState<string | null>(null);
  const [created, setCreated] = useState<DepositRecord | null>(null);
  const live = useLiveRecord(created, i18n.language);

  const all = channels.data?.paymentTypes.flatMap((group) => group.channels) ?? [];
  const channel = all.find((candidate) => candidate.channelId === chosen) ?? all[0];
  const currency = channels.data
    ? { symbol: channels.data.currencySymbol, decimals: channels.data.decimals }
    : { symbol: "", decimals: 2 };

  return (
    <div className="deposit">
      <header className="deposit__head">
        <h2 className="centre-title">{t("deposit.title")}</h2>
        <p className="centre-note">{t("deposit.intro")}</p>
      </header>
      {channels.isPending ? <p className="centre-note">{t("deposit.loading")}</p> : null}
      {channels.isError ? <p className="form__error">{errorText(t, channels.error)}</p> : null}
      {channels.data && !channel ? <p className="centre-note">{t("deposit.noChannels")}</p> : null}
      {channels.data && channel ? (
        <div className="deposit__body">
          {live ? (
            <DepositResult record={live} currency={currency} onDone={() => setCreated(null)} />
          ) : (
            <>
              <ChannelPicker channels={channels.data} chosen={channel.channelId} onChoose={setChosen} />
              <DepositForm
                key={channel.channelId}
                channel={channel}
                currency={currency}
                onCreated={setCreated}
              />
            </>
          )}
          <DepositRecords currency={currency} />
        </div>
      ) : null}
    </div>
  );
}
