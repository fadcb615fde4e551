type IconProps = { name: string; size?: number; className?: string };

/** A monochrome icon of /media/icons in the current text colour, from the sprite in index.html. */
export function Icon({ name, size = 20, className }: IconProps) {
  return (
    <svg aria-hidden="true" className={`icon ${className ?? ""}`} width={size} height={size}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
