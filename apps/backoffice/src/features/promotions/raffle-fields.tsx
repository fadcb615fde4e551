import { RAFFLE_LIMITS } from "@banca/contract/raffle";
import { TierRows } from "#bo/app/tier-rows.tsx";
import { useI18n } from "#bo/i18n/i18n.tsx";

export type RafflePrize = { places: string; amount: string };

/** A raffle's rule as the form holds it, in the shape `raffleRuleSchema` checks. */
export function raffleRule(form: FormData, prizes: readonly RafflePrize[]) {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const whole = (name: string, empty: number) => (text(name) === "" ? empty : Number(text(name)));
  const draw = new Date(text("drawAt"));
  return {
    betPerTicket: text("betPerTicket") || null,
    depositMin: text("depositMin") || null,
    depositTickets: whole("depositTickets", 1),
    maxTickets: whole("maxTickets", Number.NaN),
    drawAt: text("drawAt") && !Number.isNaN(draw.getTime()) ? draw.toISOString() : "",
    claimHours: whole("claimHours", Number.NaN),
    repeatWins: form.get("repeatWins") === "on",
    prizes: prizes.map((prize) => ({
      places: prize.places.trim() === "" ? Number.NaN : Number(prize.places),
      amount: prize.amount.trim(),
    })),
  };
}

/** A count of at least one (tickets, hours). */
function WholeField(props: { name: string; label: string; max: number; defaultValue: number }) {
  return (
    <label>
      {props.label}
      <input
        name={props.name}
        type="number"
        min={1}
        max={props.max}
        step={1}
        defaultValue={props.defaultValue}
      />
    </label>
  );
}

/** How raffle tickets are earned, when the draw is, how long winners have, and the prize table. */
export function RaffleFields({
  prizes,
  onPrizes,
  maxTiers,
}: {
  prizes: RafflePrize[];
  onPrizes: (next: RafflePrize[]) => void;
  maxTiers: number;
}) {
  const { t } = useI18n();
  return (
    <fieldset className="tiers">
      <legend>{t("raffleForm.title")}</legend>
      <p className="hint">{t("raffleForm.hint")}</p>
      <div className="grid-fields">
        <label>
          {t("raffleForm.betPerTicket")}
          <input name="betPerTicket" inputMode="decimal" />
        </label>
        <label>
          {t("raffleForm.depositMin")}
          <input name="depositMin" inputMode="decimal" />
        </label>
        <WholeField
          name="depositTickets"
          label={t("raffleForm.depositTickets")}
          max={RAFFLE_LIMITS.maxDepositTickets}
          defaultValue={1}
        />
        <WholeField
          name="maxTickets"
          label={t("raffleForm.maxTickets")}
          max={RAFFLE_LIMITS.maxTicketsPerMember}
          defaultValue={100}
        />
        <label>
          {t("raffleForm.drawAt")}
          <input name="drawAt" type="datetime-local" />
        </label>
        <WholeField
          name="claimHours"
          label={t("raffleForm.claimHours")}
          max={RAFFLE_LIMITS.maxClaimHours}
          defaultValue={72}
        />
      </div>
      <label className="check">
        <input name="repeatWins" type="checkbox" />
        {t("raffleForm.repeatWins")}
      </label>
      <TierRows
        rows={prizes}
        onChange={onPrizes}
        blank={{ places: "1", amount: "" }}
        max={maxTiers}
        fields={[
          { key: "places", label: t("raffleForm.places"), whole: { min: 1, max: RAFFLE_LIMITS.maxPlaces } },
          { key: "amount", label: t("raffleForm.amount") },
        ]}
        labels={{
          row: (n) => t("raffleForm.prizeNo", { n }),
          add: t("raffleForm.prizeAdd"),
          remove: t("contracts.tierRemove"),
        }}
      />
    </fieldset>
  );
}
