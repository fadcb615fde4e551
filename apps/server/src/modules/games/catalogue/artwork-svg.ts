import { seededRandom } from "./prng.ts";
import { PALETTES } from "./themes.ts";

export type Artwork = { palette?: number; motif?: string; seed?: number };

const SIZE = 300;

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The emblem of each motif, drawn around (0,0) within about ±60, in the accent colour. */
const EMBLEMS: Record<string, (accent: string, ink: string) => string> = {
  pyramid: (a, i) =>
    `<path d="M-70 45 L0 -60 L70 45 Z" fill="${a}"/><path d="M0 -60 L70 45 L18 45 Z" fill="${i}" opacity=".25"/><path d="M-34 45 L0 -8 L34 45" fill="none" stroke="${i}" stroke-opacity=".35" stroke-width="3"/>`,
  wave: (a, i) =>
    `<circle r="58" fill="${a}" opacity=".2"/><path d="M-70 10 Q-52 -14 -35 10 T0 10 T35 10 T70 10" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/><path d="M-70 34 Q-52 10 -35 34 T0 34 T35 34 T70 34" fill="none" stroke="${i}" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/><circle cx="22" cy="-30" r="14" fill="${i}" opacity=".85"/>`,
  dragon: (a, i) =>
    `<circle r="60" fill="${a}"/><circle r="48" fill="none" stroke="${i}" stroke-opacity=".4" stroke-width="3"/><rect x="-16" y="-16" width="32" height="32" fill="${i}" opacity=".9" transform="rotate(45)"/><rect x="-9" y="-9" width="18" height="18" fill="${a}" transform="rotate(45)"/>`,
  fruit: (a, i) =>
    `<path d="M-22 12 Q-8 -40 12 -58 M22 16 Q16 -30 12 -58" fill="none" stroke="${i}" stroke-opacity=".8" stroke-width="5" stroke-linecap="round"/><path d="M12 -58 q26 -10 34 8 q-24 6 -34 -8" fill="${i}" opacity=".7"/><circle cx="-24" cy="30" r="28" fill="${a}"/><circle cx="26" cy="34" r="26" fill="${a}"/><circle cx="-32" cy="20" r="7" fill="${i}" opacity=".6"/><circle cx="18" cy="24" r="6" fill="${i}" opacity=".6"/>`,
  planet: (a, i) =>
    `<circle r="44" fill="${a}"/><path d="M-44 -4 A44 44 0 0 1 30 -32" fill="none" stroke="${i}" stroke-opacity=".35" stroke-width="8"/><ellipse rx="82" ry="20" fill="none" stroke="${i}" stroke-width="6" transform="rotate(-18)"/><circle cx="-62" cy="-46" r="5" fill="${i}"/>`,
  sun: (a, i) =>
    `${Array.from({ length: 12 }, (_, k) => `<rect x="-4" y="-80" width="8" height="24" rx="4" fill="${a}" transform="rotate(${k * 30})"/>`).join("")}<circle r="44" fill="${a}"/><circle r="30" fill="${i}" opacity=".25"/>`,
  rune: (a, i) =>
    `<path d="M0 -68 L52 0 L0 68 L-52 0 Z" fill="${a}"/><path d="M0 -44 V44 M0 -20 L22 -40 M0 8 L-22 -12" stroke="${i}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  leaf: (a, i) =>
    `<path d="M-56 52 C-60 -20 -10 -64 60 -60 C60 10 20 56 -56 52 Z" fill="${a}"/><path d="M-50 46 C-10 10 20 -20 50 -50" stroke="${i}" stroke-opacity=".5" stroke-width="4" fill="none"/>`,
  gem: (a, i) =>
    `<path d="M-60 -20 L-34 -52 L34 -52 L60 -20 L0 60 Z" fill="${a}"/><path d="M-60 -20 H60 M-34 -52 L-14 -20 L0 60 L14 -20 L34 -52" stroke="${i}" stroke-opacity=".45" stroke-width="3" fill="none"/><path d="M-34 -52 L-14 -20 L-60 -20 Z" fill="${i}" opacity=".3"/>`,
  star: (a, i) =>
    `<path d="M0 -66 L16 -20 L64 -20 L26 8 L40 56 L0 28 L-40 56 L-26 8 L-64 -20 L-16 -20 Z" fill="${a}" stroke="${i}" stroke-opacity=".4" stroke-width="3" stroke-linejoin="round"/><circle cx="-6" cy="-6" r="8" fill="${i}" opacity=".5"/>`,
  crown: (a, i) =>
    `<path d="M-64 40 L-70 -34 L-34 0 L0 -52 L34 0 L70 -34 L64 40 Z" fill="${a}"/><rect x="-64" y="40" width="128" height="16" rx="4" fill="${a}"/><circle cy="-52" r="8" fill="${i}"/><circle cx="-70" cy="-34" r="7" fill="${i}"/><circle cx="70" cy="-34" r="7" fill="${i}"/>`,
  flame: (a, i) =>
    `<path d="M0 -70 C30 -30 56 -10 44 30 C36 56 12 64 0 64 C-12 64 -36 56 -44 30 C-52 0 -24 -10 -20 -40 C-8 -20 -4 -30 0 -70 Z" fill="${a}"/><path d="M0 -6 C14 12 24 24 18 42 C14 54 -14 54 -18 42 C-22 28 -8 20 0 -6 Z" fill="${i}" opacity=".7"/>`,
};

/** Splits a name into at most three lines of about `width` characters. */
function wrap(name: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of name.split(/\s+/)) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(" ")
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

/**
 * A game's thumbnail: a gradient in the game's palette, a scatter of soft shapes placed by its seed,
 * its theme's emblem and its name set large at the foot. Square, drawn in a 300 unit box.
 */
export function renderArtwork(name: string, artwork: Artwork, vendorName: string): string {
  const palette = PALETTES[(artwork.palette ?? 0) % PALETTES.length] ?? PALETTES[0]!;
  const random = seededRandom(artwork.seed ?? 1);
  const emblem = EMBLEMS[artwork.motif ?? "star"] ?? EMBLEMS.star!;
  const angle = random.int(0, 359);
  const sparkles = Array.from({ length: 14 }, () => {
    const x = random.int(0, SIZE);
    const y = random.int(0, 190);
    const r = random.int(2, 9);
    return random.chance(0.5)
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.ink}" opacity="${(random.next() * 0.18 + 0.05).toFixed(2)}"/>`
      : `<path d="M${x} ${y - r * 1.6} L${x + r * 0.4} ${y} L${x} ${y + r * 1.6} L${x - r * 0.4} ${y} Z" fill="${palette.accent}" opacity="${(random.next() * 0.4 + 0.2).toFixed(2)}"/>`;
  }).join("");
  const lines = wrap(name, 16);
  const fontSize = lines.some((line) => line.length > 13) ? 27 : 31;
  const lineHeight = fontSize * 1.08;
  const textTop = SIZE - 22 - (lines.length - 1) * lineHeight;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="150" y="${(textTop + index * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const tilt = random.int(-12, 12);
  const emblemY = lines.length > 2 ? 92 : 104;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(name)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle % 90} .5 .5)" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".36" r=".42"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".62"/></linearGradient>
</defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="150" cy="${emblemY}" r="130" fill="url(#glow)"/>
${sparkles}
<g transform="translate(150 ${emblemY}) rotate(${tilt}) scale(.95)">${emblem(palette.accent, palette.ink)}</g>
<rect y="150" width="${SIZE}" height="150" fill="url(#foot)"/>
<text font-family="'Trebuchet MS','Segoe UI','DejaVu Sans',Arial,sans-serif" font-weight="800" font-size="${fontSize}" fill="${palette.ink}" text-anchor="middle" letter-spacing=".3" paint-order="stroke" stroke="#000" stroke-opacity=".35" stroke-width="3">${text}</text>
<text x="14" y="24" font-family="'Trebuchet MS','Segoe UI','DejaVu Sans',Arial,sans-serif" font-weight="700" font-size="12" fill="${palette.ink}" opacity=".75" letter-spacing="1.5">${escapeXml(vendorName.toUpperCase())}</text>
</svg>`;
}
