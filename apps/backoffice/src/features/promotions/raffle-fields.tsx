import { RAFFLE_LIMITS } from "@banca/contract/raffle";
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
  const setPrize = (index: number, field: keyof RafflePrize, value: string) =>
    onPrizes(prizes.map((prize, at) => (at === index ? { ...prize, [field]: value } : prize)));
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
        <label>
          {t("raffleForm.depositTickets")}
          <input
            name="depositTickets"
            type="number"
            min={1}
            max={RAFFLE_LIMITS.maxDepositTickets}
            step={1}
            defaultValue={1}
          />
        </label>
        <label>
          {t("raffleForm.maxTickets")}
          <input
            name="maxTickets"
            type="number"
            min={1}
            max={RAFFLE_LIMITS.maxTicketsPerMember}
            step={1}
            defaultValue={100}
          />
        </label>
        <label>
          {t("raffleForm.drawAt")}
          <input name="drawAt" type="datetime-local" />
        </label>
        <label>
          {t("raffleForm.claimHours")}
          <input
            name="claimHours"
            type="number"
            min={1}
            max={RAFFLE_LIMITS.maxClaimHours}
            step={1}
            defaultValue={72}
          />
        </label>
      </div>
      <label className="check">
        <input name="repeatWins" type="checkbox" />
        {t("raffleForm.repeatWins")}
      </label>
      {prizes.map((prize, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a prize tier is its position in the table
        <div key={index} className="tier-row">
          <span className="tier-no">{t("raffleForm.prizeNo", { n: index + 1 })}</span>
          <label>
            {t("raffleForm.places")}
            <input
              type="number"
              min={1}
              max={RAFFLE_LIMITS.maxPlaces}
              step={1}
              value={prize.places}
              onChange={(event) => setPrize(index, "places", event.target.value)}
            />
          </label>
          <label>
            {t("raffleForm.amount")}
            <input
              inputMode="decimal"
              value={prize.amount}
              onChange={(event) => setPrize(index, "amount", event.target.value)}
            />
          </label>
          <button
            type="button"
            className="ghost"
            disabled={prizes.length === 1}
            onClick={() => onPrizes(prizes.filter((_, at) => at !== index))}
          >
            {t("contracts.tierRemove")}
          </button>
        </div>
      ))}
      <button
        type="button"
        disabled={prizes.length >= maxTiers}
        onClick={() => onPrizes([...prizes, { places: "1", amount: "" }])}
      >
        {t("raffleForm.prizeAdd")}
      </button>
    </fieldset>
  );
}
