import { useValidBetRule } from "#app/lib/valid-bet-rule.ts";

/** "What counts as a valid bet", beside the figures it shapes (wagering, the betting record). */
export function ValidBetNote() {
  const { title, rule } = useValidBetRule();
  return (
    <p className="valid-bet-note" data-testid="valid-bet-note">
      <strong>{title}.</strong> {rule}
    </p>
  );
}
