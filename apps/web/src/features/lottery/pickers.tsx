import { findPlay, readSelection } from "@banca/contract/lottery/plays";
import { useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { LotteryGameInfo } from "./api.ts";
import type { SlipLine } from "./bet-slip.tsx";

/** Digits of a Vietnamese play's numbers: a 00–99 board for most, 0–9 for đầu / đuôi, typed for 3–4. */
export const VN_WIDTH: Record<string, number> = {
  de_dau: 1,
  de_duoi: 1,
  lo3: 3,
  ba_cang: 3,
  lo4: 4,
  bon_so: 4,
};

/** Reads a picked selection as the server will, so the slip shows the same count. */
export function toLine(game: LotteryGameInfo, playId: string, content: string): SlipLine | null {
  const play = findPlay(game.game.gameGroupCode, game.layout, playId);
  const read = play ? readSelection(play, content, { layout: game.layout }) : null;
  return read ? { playId, bettingContent: content, singles: read.singles, cost: read.cost } : null;
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** The number board of the Vietnam lottery (spec: VN numbers count 100). */
export function VnPicker({
  game,
  playId,
  onAdd,
}: {
  game: LotteryGameInfo;
  playId: string;
  onAdd(line: SlipLine): void;
}) {
  const { t } = useTranslation();
  const width = VN_WIDTH[playId] ?? 2;
  const [picked, setPicked] = useState<number[]>([]);
  const [typed, setTyped] = useState("");
  const content = width > 2 ? typed.replace(/\s+/g, "") : picked.map((value) => pad(value, width)).join(",");
  const line = content ? toLine(game, playId, content) : null;
  const toggle = (value: number) =>
    setPicked((list) =>
      list.includes(value) ? list.filter((item) => item !== value) : [...list, value].sort((a, b) => a - b),
    );
  return (
    <div className="lottery-picker">
      {width > 2 ? (
        <label className="lottery-picker__typed">
          {t("lottery.typeNumbers", { digits: width })}
          <input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={pad(123, width)}
          />
        </label>
      ) : (
        <fieldset
          className={`number-board number-board--${width === 1 ? "ten" : "hundred"} lottery-fieldset`}
        >
          {Array.from({ length: width === 1 ? 10 : 100 }, (_, value) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: each number of the board is its own place.
              key={value}
              type="button"
              className="number-board__cell"
              aria-pressed={picked.includes(value)}
              onClick={() => toggle(value)}
            >
              {pad(value, width)}
            </button>
          ))}
        </fieldset>
      )}
      <AddBar
        line={line}
        onAdd={(next) => {
          onAdd(next);
          setPicked([]);
          setTyped("");
        }}
      />
    </div>
  );
}

export function AddBar({ line, onAdd }: { line: SlipLine | null; onAdd(line: SlipLine): void }) {
  const { t } = useTranslation();
  return (
    <div className="lottery-picker__add">
      <span>{line ? t("lottery.singles", { count: line.singles }) : t("lottery.pickHint")}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={!line}
        onClick={() => line && onAdd(line)}
      >
        {t("lottery.addToSlip")}
      </button>
    </div>
  );
}
