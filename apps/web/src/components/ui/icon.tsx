import type { CSSProperties } from "react";

type IconProps = { name: string; size?: number; className?: string };

/** A monochrome icon from /media/icons drawn in the current text colour (a CSS mask). */
export function Icon({ name, size = 20, className }: IconProps) {
  const style = { "--icon-url": `url(/media/icons/${name}.svg)`, width: size, height: size } as CSSProperties;
  return <span aria-hidden="true" className={`icon ${className ?? ""}`} style={style} />;
}
