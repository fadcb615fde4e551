import { PC28_COLOURS } from "@banca/contract/lottery/pc28-plays";
import { useTranslation } from "#app/i18n/use-translation.tsx";

/** A game's draw kind as the game and detail calls answer it (fair-draw.ts DrawKind). */
export type DrawShape = Record<string, unknown>;

export function Balls({
  balls,
  width = 0,
  small = false,
  className,
}: {
  balls: number[];
  width?: number;
  small?: boolean;
  className?: (ball: number) => string;
}) {
  return (
    <span className={`lottery-balls${small ? " lottery-balls--small" : ""}`} data-testid="balls">
      {balls.map((ball, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
        <span key={`${index}-${ball}`} className={`lottery-ball ${className?.(ball) ?? ""}`}>
          {String(ball).padStart(width, "0")}
        </span>
      ))}
    </span>
  );
}

/** Pips of each face on a 3 × 3 grid, read row by row. */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ face }: { face: number }) {
  return (
    <span className={`lottery-die lottery-die--${face}`} role="img" aria-label={String(face)}>
      {Array.from({ length: 9 }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
        <span key={cell} className={PIPS[face]?.includes(cell) ? "lottery-die__pip" : undefined} />
      ))}
    </span>
  );
}

const sumOf = (balls: readonly number[]) => balls.reduce((sum, ball) => sum + ball, 0);

/** A PC28 total's wave: red, green, blue, or none (0, 13, 14, 27). */
export function pc28Colour(total: number): "R" | "G" | "B" | null {
  for (const colour of ["R", "G", "B"] as const) {
    if ((PC28_COLOURS[colour] as readonly number[]).includes(total)) return colour;
  }
  return null;
}

/** Facts players read off a draw: the total, big or small, odd or even. */
function Facts({ items }: { items: string[] }) {
  return <span className="lottery-facts">{items.join(" · ")}</span>;
}

/**
 * A drawn result as each game shows it: SSC digits, PK10 cars in finishing order, K3 dice, 11x5
 * balls, PC28's three digits and their total with its colour, Keno's twenty numbers in order.
 */
export function DrawBalls({
  draw,
  balls,
  compact = false,
}: {
  draw: DrawShape;
  balls: number[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const trait = (code: string) => t(`lottery.option.trait.${code}`);
  switch (draw.kind) {
    case "permutation":
      return (
        <Balls
          balls={balls}
          width={2}
          small={compact}
          className={(car) => `lottery-car lottery-car--${car}`}
        />
      );
    case "dice": {
      const total = sumOf(balls);
      const triple = new Set(balls).size === 1;
      return (
        <span className="lottery-draw" data-testid="balls">
          <span className="lottery-dice">
            {balls.map((face, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
              <Die key={index} face={face} />
            ))}
          </span>
          <Facts
            items={[
              t("lottery.totalIs", { total }),
              triple ? t("lottery.option.form.T") : trait(total >= 11 ? "B" : "S"),
              trait(total % 2 === 1 ? "O" : "E"),
            ]}
          />
        </span>
      );
    }
    case "pc28": {
      const total = sumOf(balls);
      const colour = pc28Colour(total);
      return (
        <span className="lottery-draw" data-testid="balls">
          <span className="lottery-pc28">
            {balls.map((digit, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
              <span key={index} className="lottery-pc28__digit">
                {index > 0 ? <span className="lottery-pc28__op">+</span> : null}
                <span className="lottery-ball">{digit}</span>
              </span>
            ))}
            <span className="lottery-pc28__op">=</span>
            <span className={`lottery-ball lottery-ball--wave-${colour ?? "none"}`}>{total}</span>
          </span>
          <Facts
            items={[
              trait(total >= 14 ? "B" : "S"),
              trait(total % 2 === 1 ? "O" : "E"),
              ...(colour ? [t(`lottery.option.colour.${colour}`)] : []),
            ]}
          />
        </span>
      );
    }
    case "pick": {
      if (Number(draw.from) <= 11) return <Balls balls={balls} width={2} small={compact} />;
      const total = sumOf(balls);
      return (
        <span className="lottery-draw lottery-draw--keno" data-testid="balls">
          <Balls balls={[...balls].sort((a, b) => a - b)} width={2} small />
          <Facts
            items={[
              t("lottery.totalIs", { total }),
              total === 810 ? t("lottery.option.half.M") : trait(total > 810 ? "B" : "S"),
            ]}
          />
        </span>
      );
    }
    default:
      return <Balls balls={balls} small={compact} />;
  }
}
