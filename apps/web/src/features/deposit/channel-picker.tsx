import type { CallValue } from "@banca/contract/call";
import type { depositChannelsCall } from "@banca/contract/calls/deposit";
import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/i18n/use-translation.tsx";

export type Channels = CallValue<typeof depositChannelsCall>;
export type Channel = Channels["paymentTypes"][number]["channels"][number];

const TYPE_ICONS = { bank_transfer: "bank", qr: "qr-code", gateway: "card" } as const;

/** The channels grouped by payment type; one is chosen at a time. */
export function ChannelPicker({
  channels,
  chosen,
  onChoose,
}: {
  channels: Channels;
  chosen: string | null;
  onChoose(channelId: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="deposit-channels">
      {channels.paymentTypes.map((group) => (
        <fieldset key={group.paymentType} className="deposit-channels__group">
          <legend className="deposit-channels__type">
            <Icon name={TYPE_ICONS[group.paymentType]} size={16} />
            {t(`deposit.paymentTypes.${group.paymentType}`)}
          </legend>
          <div className="centre-choices">
            {group.channels.map((channel) => (
              <label
                key={channel.channelId}
                className={`deposit-channel${chosen === channel.channelId ? " is-active" : ""}`}
                data-channel={channel.channelId}
              >
                <input
                  type="radio"
                  name="channelId"
                  value={channel.channelId}
                  checked={chosen === channel.channelId}
                  onChange={() => onChoose(channel.channelId)}
                />
                <span className="deposit-channel__icon">
                  <Icon name={TYPE_ICONS[group.paymentType]} size={22} />
                </span>
                <span className="deposit-channel__text">
                  <strong>{channel.name}</strong>
                  <small>{t(`deposit.paymentTypeHints.${group.paymentType}`)}</small>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
