import type { DrawnIssue } from "@banca/contract/calls/lottery";
import { useTranslation } from "#app/i18n/use-translation.tsx";
import { Link } from "#app/lib/router.tsx";
import { DrawBalls, type DrawShape } from "./draw-balls.tsx";

/** The Vietnamese result table, special prize first, as the draw published it. */
export function VnResultTable({ prizes }: { prizes: string[][] }) {
  const { t } = useTranslation();
  return (
    <table className="vn-results" data-testid="vn-results">
      <tbody>
        {prizes.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
          <tr key={`prize-${index}`} className={index === 0 ? "vn-results__special" : undefined}>
            <th scope="row">{t(`lottery.prize.${index}`)}</th>
            <td>
              {row.map((number, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a place in a fixed layout is its own identity.
                <span key={`${index}-${i}`} className="vn-results__number">
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const verifyPath = (gameCode: string, numero: string) =>
  `/lottery/verify?gameCode=${encodeURIComponent(gameCode)}&numero=${encodeURIComponent(numero)}`;

/** Drawn issues, newest first, each with a link to check it (a real draw's official result has no seed). */
export function DrawHistory({
  content,
  draw,
  verifiable = true,
}: {
  content: DrawnIssue[];
  draw: DrawShape;
  verifiable?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className="lottery-history" data-testid="draw-history">
      {content.map((issue) => (
        <li key={issue.numero}>
          <span className="lottery-history__numero">{issue.numero}</span>
          {issue.state === "void" ? (
            <span className="lottery-history__void">{t("lottery.void")}</span>
          ) : issue.result && "balls" in issue.result ? (
            <DrawBalls draw={draw} balls={issue.result.balls} compact />
          ) : (
            <strong className="lottery-history__special">{issue.winNo}</strong>
          )}
          {verifiable ? (
            <Link className="lottery-history__verify" to={verifyPath(issue.gameCode, issue.numero)}>
              {t("lottery.verify")}
            </Link>
          ) : (
            <span className="lottery-history__station">{issue.station}</span>
          )}
        </li>
      ))}
    </ol>
  );
}
