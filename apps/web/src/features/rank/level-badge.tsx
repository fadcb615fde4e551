import type { CSSProperties } from "react";
import { Icon } from "#app/components/ui/icon.tsx";

type Label = { labelName: string; color: string; color2: string };

/** A level's medal: the crown in the level's text colour on its background colour (data, not theme). */
export function LevelBadge({ level, large = false }: { level: Label | null; large?: boolean }) {
  const style: CSSProperties | undefined = level?.labelName
    ? { color: level.color || undefined, background: level.color2 || undefined }
    : undefined;
  const classes = `rank-badge${large ? " rank-badge--large" : ""}${level?.labelName ? "" : " is-empty"}`;
  return (
    <span className={classes} style={style} aria-hidden="true">
      <Icon name="crown" size={large ? 34 : 24} />
    </span>
  );
}

/** A level's name in its label colours, as the header shows the member label. */
export function LevelName({ level }: { level: Label }) {
  return (
    <span
      className="rank-name"
      style={{ color: level.color || undefined, background: level.color2 || undefined }}
    >
      {level.labelName}
    </span>
  );
}
