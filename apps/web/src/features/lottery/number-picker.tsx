import { type CSSProperties, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import type { LotteryGameInfo } from "./api.ts";
import type { SlipLine } from "./bet-slip.tsx";
import { AddBar, toLine } from "./pickers.tsx";
import { type Board, boardValues, type Shape, shapeOf, written } from "./shapes.ts";

const toggled = <T,>(list: readonly T[], value: T, sort?: (a: T, b: T) => number): T[] =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value].sort(sort);
const ascending = (a: number, b: number) => a - b;

/** The odds of one cell of a play paid by several rows (a sum's value, an option), when known. */
function useCellOdds(game: LotteryGameInfo, playId: string) {
  const rowOdds = game.plays.find((play) => play.playId === playId)?.rowOdds;
  return (key: string | number) => rowOdds?.[`${playId}_${String(key).toLowerCase()}`];
}

function Cell({
  label,
  pressed,
  odds,
  className,
  onClick,
}: {
  label: string;
  pressed: boolean;
  odds: number | undefined;
  className: string;
  onClick(): void;
}) {
  return (
    <button type="button" className={className} aria-pressed={pressed} onClick={onClick}>
      {label}
      {odds !== undefined ? <small className="lottery-cell-odds">×{odds}</small> : null}
    </button>
  );
}

/** One board of numbers: a row with its label (a place) or a grid (a set). */
function NumberBoard(props: {
  board: Board;
  label: string;
  picked: number[];
  columns: number;
  grid: boolean;
  odds(value: number): number | undefined;
  onToggle(value: number): void;
}) {
  const values = boardValues(props.board);
  const style = { "--cells": props.columns } as CSSProperties;
  const withOdds = values.some((value) => props.odds(value) !== undefined);
  const layout = props.grid ? `number-grid${withOdds ? " number-grid--odds" : ""}` : "digit-row";
  return (
    <div className={layout} style={style}>
      <span className="digit-row__label">{props.label}</span>
      <fieldset className="number-grid__cells lottery-fieldset" aria-label={props.label}>
        {values.map((value) => (
          <Cell
            key={value}
            className="digit-row__cell"
            label={written(props.board, value)}
            pressed={props.picked.includes(value)}
            odds={props.odds(value)}
            onClick={() => props.onToggle(value)}
          />
        ))}
      </fieldset>
    </div>
  );
}

function contentOf(
  shape: Shape,
  state: { rows: number[][]; options: string[]; section: string; place: number },
) {
  const prefix = shape.sections ? `${state.section};` : "";
  switch (shape.kind) {
    case "rows":
      return (
        prefix +
        state.rows
          .slice(0, shape.rows)
          .map((list) => list.map((value) => written(shape.board, value)).join(","))
          .join("|")
      );
    case "set":
      return prefix + (state.rows[0] ?? []).map((value) => written(shape.board, value)).join(",");
    case "options":
      return (shape.places ? `${state.place}|` : prefix) + state.options.join(",");
  }
}

/**
 * The picker of the quick draws (SSC, PK10, K3, 11x5, PC28, Keno): the play's boards or options as its
 * shape says, the selection written in the play's content format and counted as the server counts.
 */
export function NumberPicker({
  game,
  playId,
  onAdd,
}: {
  game: LotteryGameInfo;
  playId: string;
  onAdd(line: SlipLine): void;
}) {
  const { t } = useTranslation();
  const shape = shapeOf(game.game.gameGroupCode, playId);
  const empty = () => Array.from({ length: 10 }, (): number[] => []);
  const [rows, setRows] = useState<number[][]>(empty);
  const [options, setOptions] = useState<string[]>([]);
  const [section, setSection] = useState(shape?.sections?.[0] ?? "");
  const [place, setPlace] = useState(1);
  const cellOdds = useCellOdds(game, playId);
  if (!shape) return null;
  const content = contentOf(shape, { rows, options, section, place });
  const line = toLine(game, playId, content);
  const toggleRow = (row: number, value: number) =>
    setRows((all) => all.map((list, index) => (index === row ? toggled(list, value, ascending) : list)));
  const tiers =
    shape.kind === "set" && shape.tiers ? game.plays.find((play) => play.playId === playId) : null;
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
      {shape.kind === "options" && shape.places ? (
        <fieldset className="segmented lottery-fieldset" aria-label={t("lottery.position")}>
          {Array.from({ length: shape.places.count }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" aria-pressed={place === n} onClick={() => setPlace(n)}>
              {shape.places?.label === "pk10Pair"
                ? t("lottery.pk10Pair", { a: n, b: 11 - n })
                : t("lottery.positionN", { n })}
            </button>
          ))}
        </fieldset>
      ) : null}
      {tiers?.rowOdds ? (
        <p className="lottery-muted lottery-tiers">
          {Object.entries(tiers.rowOdds)
            .map(([row, odds]) => t("lottery.hitsPay", { count: Number(row.split("_").pop()), odds }))
            .join(" · ")}
        </p>
      ) : null}
      {shape.kind === "options" ? (
        <fieldset className="option-board lottery-fieldset">
          {shape.options.map((option) => (
            <Cell
              key={option}
              className="option-board__cell"
              label={t(`lottery.option.${shape.labels}.${option}`)}
              pressed={options.includes(option)}
              odds={cellOdds(option)}
              onClick={() => setOptions((list) => toggled(list, option))}
            />
          ))}
        </fieldset>
      ) : shape.kind === "set" ? (
        <NumberBoard
          board={shape.board}
          label={t(shape.label)}
          picked={rows[0] ?? []}
          columns={shape.columns ?? Math.min(10, shape.board.max - shape.board.min + 1)}
          grid
          // A pick's odds are by how many of its numbers are drawn (listed above), not by number.
          odds={(value) => (shape.tiers ? undefined : cellOdds(value))}
          onToggle={(value) => toggleRow(0, value)}
        />
      ) : (
        Array.from({ length: shape.rows }, (_, row) => (
          <NumberBoard
            // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
            key={`row-${row}`}
            board={shape.board}
            label={shape.rowLabels ? t(shape.rowLabels[row]!) : t("lottery.positionN", { n: row + 1 })}
            picked={rows[row] ?? []}
            columns={shape.board.max - shape.board.min + 1}
            grid={false}
            odds={() => undefined}
            onToggle={(value) => toggleRow(row, value)}
          />
        ))
      )}
      <AddBar
        line={line}
        onAdd={(next) => {
          onAdd(next);
          setRows(empty());
          setOptions([]);
        }}
      />
    </div>
  );
}
