import { findPlay, readSelection } from "@banca/contract/lottery/plays";
import { useState } from "react";
import { useTranslation } from "react-i18next";
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

function AddBar({ line, onAdd }: { line: SlipLine | null; onAdd(line: SlipLine): void }) {
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

type Shape =
  | { kind: "rows"; rows: number; sections?: readonly string[] }
  | { kind: "set"; sections?: readonly string[] }
  | { kind: "options"; options: readonly string[]; position?: boolean; sections?: readonly string[] };

const S3 = ["front", "middle", "last"] as const;
const S2 = ["front", "last"] as const;
/** How each SSC play is picked (the content formats of ssc-plays.ts). */
export const SSC_SHAPES: Record<string, Shape> = {
  position: { kind: "rows", rows: 5 },
  star5: { kind: "rows", rows: 5 },
  star4: { kind: "rows", rows: 4 },
  star3: { kind: "rows", rows: 3, sections: S3 },
  star2: { kind: "rows", rows: 2, sections: S2 },
  group5: { kind: "set" },
  group4: { kind: "set" },
  group3: { kind: "set", sections: S3 },
  group3_pair: { kind: "set", sections: S3 },
  group2: { kind: "set", sections: S2 },
  bsoe: { kind: "options", options: ["B", "S", "O", "E"], position: true },
  sum: { kind: "options", options: ["B", "S", "O", "E"] },
  dragon_tiger: { kind: "options", options: ["D", "T", "X"] },
  form3: { kind: "options", options: ["T", "S", "P", "H", "M"], sections: S3 },
};

export function SscPicker({
  game,
  playId,
  onAdd,
}: {
  game: LotteryGameInfo;
  playId: string;
  onAdd(line: SlipLine): void;
}) {
  const { t } = useTranslation();
  const shape = SSC_SHAPES[playId] ?? SSC_SHAPES.position!;
  const rows = shape.kind === "rows" ? shape.rows : 1;
  const [digits, setDigits] = useState<number[][]>(() => Array.from({ length: 5 }, () => []));
  const [options, setOptions] = useState<string[]>([]);
  const [section, setSection] = useState(shape.sections?.[0] ?? "");
  const [position, setPosition] = useState(1);
  const toggleDigit = (row: number, digit: number) =>
    setDigits((all) =>
      all.map((list, index) =>
        index !== row
          ? list
          : list.includes(digit)
            ? list.filter((d) => d !== digit)
            : [...list, digit].sort(),
      ),
    );
  const prefix = shape.sections ? `${section};` : "";
  let content = "";
  if (shape.kind === "rows")
    content =
      prefix +
      digits
        .slice(0, rows)
        .map((list) => list.join(","))
        .join("|");
  if (shape.kind === "set") content = prefix + (digits[0] ?? []).join(",");
  if (shape.kind === "options") content = (shape.position ? `${position}|` : prefix) + options.join(",");
  const line = toLine(game, playId, content);
  return (
    <div className="lottery-picker">
      {shape.sections ? (
        <fieldset className="segmented lottery-fieldset" aria-label={t("lottery.section")}>
          {shape.sections.map((name) => (
            <button key={name} type="button" aria-pressed={section === name} onClick={() => setSection(name)}>
              {t(`lottery.sections.${name}`)}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shape.kind === "options" && shape.position ? (
        <fieldset className="segmented lottery-fieldset" aria-label={t("lottery.position")}>
          {[1, 2, 3, 4, 5].map((place) => (
            <button
              key={place}
              type="button"
              aria-pressed={position === place}
              onClick={() => setPosition(place)}
            >
              {t("lottery.positionN", { n: place })}
            </button>
          ))}
        </fieldset>
      ) : null}
      {shape.kind === "options" ? (
        <fieldset className="option-board lottery-fieldset">
          {shape.options.map((option) => (
            <button
              key={option}
              type="button"
              className="option-board__cell"
              aria-pressed={options.includes(option)}
              onClick={() =>
                setOptions((list) =>
                  list.includes(option) ? list.filter((item) => item !== option) : [...list, option],
                )
              }
            >
              {t(
                `lottery.option.${playId === "form3" ? "form" : playId === "dragon_tiger" ? "dt" : "trait"}.${option}`,
              )}
            </button>
          ))}
        </fieldset>
      ) : (
        Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
          <div key={`row-${row}`} className="digit-row">
            <span className="digit-row__label">
              {shape.kind === "set" ? t("lottery.digits") : t("lottery.positionN", { n: row + 1 })}
            </span>
            {Array.from({ length: 10 }, (_, digit) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
                key={digit}
                type="button"
                className="digit-row__cell"
                aria-pressed={(digits[row] ?? []).includes(digit)}
                onClick={() => toggleDigit(row, digit)}
              >
                {digit}
              </button>
            ))}
          </div>
        ))
      )}
      <AddBar
        line={line}
        onAdd={(next) => {
          onAdd(next);
          setDigits(Array.from({ length: 5 }, () => []));
          setOptions([]);
        }}
      />
    </div>
  );
}
