#!/usr/bin/env node
// Generates every SVG under apps/web/public/media/ (brand, banners, vendors, icons,
// illustrations, avatars). Hand-authored vector art, no dependencies, deterministic output.
// Usage: node scripts/generate-artwork.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "apps", "web", "public", "media");
const files = new Map();

/* ------------------------------------------------------------------ helpers */

const P = (n) => Math.round(n * 10) / 10;

/** Deterministic PRNG (mulberry32) so confetti, bubbles and stars never change between runs. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const minify = (s) =>
  s
    .replace(/\s*\n\s*/g, " ")
    .replace(/>\s+</g, "><")
    .trim();

/** Shared unit shapes, injected into <defs> only when a file references them. */
const SHARED = {
  sp: `<path id="sp" d="M0-1Q.14-.14 1 0 .14.14 0 1-.14.14-1 0-.14-.14 0-1Z"/>`,
  cr: `<g id="cr" stroke-width=".06" stroke-linejoin="round"><path d="M-.52 .3-.58-.28-.27 .02 0-.42.27 .02.58-.28.52 .3Z"/><rect x="-.53" y=".38" width="1.06" height=".14" rx=".05" stroke="none"/><circle cx="-.58" cy="-.33" r=".075" stroke="none"/><circle cx="0" cy="-.48" r=".08" stroke="none"/><circle cx=".58" cy="-.33" r=".075" stroke="none"/></g>`,
  bb: `<g id="bb" fill="none" stroke="#E0F7FF"><circle r="1" fill="#CFFAFE" fill-opacity=".08" stroke-width=".08"/><path d="M-.55-.1A.6 .6 0 0 1-.1-.55" stroke="#fff" stroke-width=".1" stroke-linecap="round"/></g>`,
};

let uidN = 0;
const uid = (p = "u") => `${p}${(uidN++).toString(36)}`;

function svg(w, h, inner, { defs = "", size = true } = {}) {
  const dims = size ? ` width="${w}" height="${h}"` : "";
  let shared = "";
  for (const [id, def] of Object.entries(SHARED)) if (inner.includes(`"#${id}"`)) shared += def;
  const d = defs || shared ? `<defs>${shared}${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${dims}>${d}${inner}</svg>\n`;
}

function emit(path, content) {
  files.set(path, minify(content));
}

const stops = (arr) =>
  arr
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined || a === 1 ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");

/** Linear gradient (objectBoundingBox unless `extra` says otherwise). */
const lin = (id, s, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = "") =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops(s)}</linearGradient>`;

/** Radial gradient (objectBoundingBox unless `extra` says otherwise). */
const rad = (id, s, cx = 0.5, cy = 0.5, r = 0.5, extra = "") =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops(s)}</radialGradient>`;

/** A soft round glow; `id` is a radial gradient fading to transparent. */
const glow = (cx, cy, rx, ry, id, op = 1) =>
  `<ellipse cx="${P(cx)}" cy="${P(cy)}" rx="${P(rx)}" ry="${P(ry)}" fill="url(#${id})"${op === 1 ? "" : ` opacity="${op}"`}/>`;

const glowGrad = (id, color, a = 0.6) =>
  rad(id, [
    [0, color, a],
    [0.45, color, a * 0.35],
    [1, color, 0],
  ]);

/** Four-pointed twinkle. */
const sparkle = (x, y, r, fill = "#fff", op = 1) =>
  `<use href="#sp" transform="translate(${P(x)} ${P(y)}) scale(${P(r)})" fill="${fill}"${op >= 0.99 ? "" : ` opacity="${Math.round(op * 100) / 100}"`}/>`;

/** Regular star polygon points. */
function starPts(cx, cy, R, r, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 ? r : R;
    pts.push(`${P(cx + rr * Math.cos(a))} ${P(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join("L")}Z`;
}

/** Points of a regular polygon. */
function polyPts(cx, cy, r, n, rot = -90) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = ((rot + (i * 360) / n) * Math.PI) / 180;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return pts;
}
const ptsPath = (pts) => `M${pts.map(([x, y]) => `${P(x)} ${P(y)}`).join("L")}Z`;

/* --------------------------------------------------------------- palette */

const C = {
  navy: "#0B1230",
  navy2: "#141C4A",
  indigo: "#2A2670",
  ink: "#0F172A",
  gold: "#F5C451",
  goldHi: "#FFE9A8",
  goldMid: "#E0A43A",
  goldDeep: "#A8701A",
  teal: "#2DD4BF",
  teal2: "#14B8A6",
  white: "#F8FAFC",
  rose: "#F43F5E",
};

/* ------------------------------------------------------- monoline font */
// A small geometric stroke font (cap height 28 units, y down). Glyph: [advance width, path].
// Used for the wordmark, vendor codes, card ranks and numbers, so nothing depends on installed fonts.
const GLYPHS = {
  A: [20, "M0 28 10 0l10 28M3.6 18h12.8"],
  B: [17.5, "M0 14h10.5a7 7 0 0 1 0 14H0V0h9.5a7 7 0 0 1 0 14"],
  C: [20.5, "M20.5 4.1A12 14 0 1 0 20.5 23.9"],
  D: [20, "M0 0v28h6a14 14 0 0 0 0-28z"],
  E: [16, "M16 0H0v28h16M0 14h13"],
  F: [16, "M16 0H0v28M0 14h13"],
  G: [24, "M19.7 3.3A12 14 0 1 0 24 14H14"],
  I: [0, "M0 0v28"],
  J: [14, "M14 0v19a7 9 0 0 1-14 0"],
  K: [18, "M0 0v28M17 0 0 17M6 11l12 17"],
  L: [15, "M0 0v28h15"],
  N: [19, "M0 28V0l19 28V0"],
  O: [26, "M0 14a13 14 0 1 0 26 0a13 14 0 1 0-26 0"],
  P: [17, "M0 28V0h9.5a7.5 7.5 0 0 1 0 15H0"],
  Q: [26, "M0 14a13 14 0 1 0 26 0a13 14 0 1 0-26 0M16 19l10 10"],
  R: [18, "M0 28V0h9.5a7.5 7.5 0 0 1 0 15H0M9 15l9 13"],
  S: [
    18,
    "M17.5 4.5C16 1.6 13 0 9.3 0 4.6 0 1 2.7 1 7c0 4.4 3.9 5.9 8.3 7 4.6 1.1 8.7 2.7 8.7 7.3 0 4.1-3.7 6.7-8.7 6.7-4 0-7.4-1.6-9.3-4.8",
  ],
  T: [20, "M0 0h20M10 0v28"],
  U: [18, "M0 0v18a9 10 0 0 0 18 0V0"],
  V: [20, "M0 0l10 28L20 0"],
  X: [19, "M0 0l19 28M19 0 0 28"],
  0: [18, "M0 14a9 14 0 1 0 18 0A9 14 0 1 0 0 14"],
  1: [8, "M0 5.5 8 0v28"],
  2: [18, "M1 6.5C2 2.5 5.3 0 9.3 0c4.6 0 8 3 8 7.4 0 3.4-1.8 5.7-4.8 8.6L.5 28H18"],
  3: [18, "M1.5 0H17L9.5 11c5 0 8.5 3.2 8.5 8.3 0 5.2-3.9 8.7-9 8.7-4 0-7.2-1.7-9-4.8"],
  4: [19, "M13.5 28V0L0 19.5h19"],
  5: [18, "M16.5 0H3.5L2 12.6c1.9-1.4 4.2-2.1 7-2.1 5.3 0 9 3.5 9 8.6 0 5.3-3.9 8.9-9 8.9-4 0-7.1-1.7-9-4.6"],
  6: [18, "M0 19a9 9 0 1 0 18 0 9 9 0 1 0-18 0M.7 15.5C2 6.5 6.5 1 14 0"],
  7: [18, "M0 0h18L6.5 28"],
  8: [
    18,
    "M9 13.2A6.6 6.6 0 1 1 9 0a6.6 6.6 0 1 1 0 13.2zm0 0c4.9 0 8.6 3.3 8.6 7.4S13.9 28 9 28 .4 24.7.4 20.6 4.1 13.2 9 13.2z",
  ],
  9: [18, "M18 9A9 9 0 1 0 0 9a9 9 0 1 0 18 0M17.3 12.5C16 21.5 11.5 27 4 28"],
  "×": [13, "M1 11l11 11M12 11 1 22"],
  ".": [0, "M0 28h.01"],
  "+": [16, "M8 8v16M0 16h16"],
  " ": [6, ""],
};

/** Width in font units of a string (stroke centre lines). */
function textWidth(str, track) {
  let w = 0;
  for (const ch of str) w += (GLYPHS[ch]?.[0] ?? 10) + track;
  return w - track;
}

/**
 * Draws `str` with the stroke font. y = top of capitals; size = cap height in px; sw = stroke in font units;
 * gap = visible gap between letters in font units.
 */
function strokeText(str, { x, y, size, sw = 4, gap = 3, color = "#fff", anchor = "middle", extra = "" }) {
  const s = size / 28;
  const track = gap + sw;
  const w = textWidth(str, track);
  const x0 = anchor === "middle" ? x - (w * s) / 2 : anchor === "end" ? x - w * s : x;
  let adv = 0;
  const parts = [];
  for (const ch of str) {
    const g = GLYPHS[ch] ?? [10, ""];
    if (g[1]) parts.push(`<path transform="translate(${P(adv)} 0)" d="${g[1]}"/>`);
    adv += g[0] + track;
  }
  return `<g transform="translate(${P(x0)} ${P(y)}) scale(${Math.round(s * 1000) / 1000})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"${extra}>${parts.join("")}</g>`;
}

/* ------------------------------------------------------------ shared shapes */

/** Crown used by the brand emblem, in unit space (about 1.1 wide), centred on 0,0. */
const crownUnit = (fill, gem = C.teal) =>
  `<use href="#cr" fill="${fill}" stroke="${fill}"/>` +
  (gem ? `<path d="M0 -.04.1.1 0 .24-.1.1Z" fill="${gem}"/>` : "");

/** Brand emblem: gold coin with navy crown. Needs defs from emblemDefs(prefix). */
const emblemDefs = (p) =>
  lin(
    `${p}f`,
    [
      [0, "#FFF1BF"],
      [0.45, C.gold],
      [1, "#B7791F"],
    ],
    0.15,
    0,
    0.85,
    1,
  ) +
  lin(
    `${p}i`,
    [
      [0, "#D99A2B"],
      [1, "#FFE08A"],
    ],
    0,
    0,
    0,
    1,
  );

function emblem(cx, cy, r, p, { crown = C.navy } = {}) {
  return `<g transform="translate(${P(cx)} ${P(cy)})">
<circle r="${P(r)}" fill="url(#${p}f)"/>
<circle r="${P(r * 0.8)}" fill="url(#${p}i)"/>
<circle r="${P(r * 0.8)}" fill="none" stroke="#FFF6D5" stroke-opacity=".7" stroke-width="${P(r * 0.04)}"/>
<g transform="translate(0 ${P(r * 0.02)}) scale(${P(r * 0.72)})">${crownUnit(crown)}</g>
<path d="M${P(-r * 0.66)} ${P(-r * 0.5)}A${P(r * 0.83)} ${P(r * 0.83)} 0 0 1 ${P(r * 0.2)} ${P(-r * 0.8)}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${P(r * 0.05)}" stroke-linecap="round"/>
</g>`;
}

/* =============================================================== 1. BRAND */

function brand() {
  const word = (color) =>
    strokeText("BANCA", { x: 70, y: 18, size: 28, sw: 5.8, gap: 4, color, anchor: "start" });
  const logo = (color, ring) =>
    svg(
      240,
      64,
      `${emblem(32, 32, 24, "e")}${ring ? `<circle cx="32" cy="32" r="24.5" fill="none" stroke="${ring}" stroke-width="1"/>` : ""}${word(color)}`,
      { defs: emblemDefs("e") },
    );
  emit("brand/logo-dark.svg", logo(C.white));
  emit("brand/logo-light.svg", logo(C.navy, "#B7791F"));

  emit("brand/favicon.svg", svg(64, 64, emblem(32, 32, 31, "e"), { defs: emblemDefs("e") }));

  const r = rng(7);
  let dots = "";
  for (let i = 0; i < 14; i++) {
    dots += sparkle(60 + r() * 392, 60 + r() * 392, 4 + r() * 8, "#FFE9A8", 0.25 + r() * 0.45);
  }
  let rays = "";
  for (let i = 0; i < 24; i++) {
    const a0 = ((i * 15 - 3) * Math.PI) / 180;
    const a1 = ((i * 15 + 3) * Math.PI) / 180;
    rays += `M256 256L${P(256 + 330 * Math.cos(a0))} ${P(256 + 330 * Math.sin(a0))}L${P(256 + 330 * Math.cos(a1))} ${P(256 + 330 * Math.sin(a1))}Z`;
  }
  emit(
    "brand/app-icon.svg",
    svg(
      512,
      512,
      `<rect width="512" height="512" rx="112" fill="url(#bg)"/>
<g clip-path="url(#cl)"><path d="${rays}" fill="${C.gold}" opacity=".07"/>
<circle cx="256" cy="256" r="250" fill="url(#gl)"/>${dots}</g>
<circle cx="256" cy="256" r="176" fill="none" stroke="${C.gold}" stroke-opacity=".25" stroke-width="3"/>
<circle cx="256" cy="256" r="196" fill="none" stroke="${C.teal}" stroke-opacity=".18" stroke-width="2" stroke-dasharray="2 14" stroke-linecap="round"/>
<ellipse cx="256" cy="410" rx="120" ry="16" fill="#000" opacity=".3"/>
${emblem(256, 256, 150, "e")}
<rect x="3" y="3" width="506" height="506" rx="109" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="6"/>`,
      {
        defs:
          emblemDefs("e") +
          lin(
            "bg",
            [
              [0, "#232070"],
              [0.55, "#121A45"],
              [1, "#070B22"],
            ],
            0,
            0,
            1,
            1,
          ) +
          glowGrad("gl", C.gold, 0.35) +
          `<clipPath id="cl"><rect width="512" height="512" rx="112"/></clipPath>`,
      },
    ),
  );
}

/* =============================================================== 4. ICONS */

const ICON_HEAD = `fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
const dot = (x, y, r = 1.1) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#000" stroke="none"/>`;

const ICONS = {
  home: `<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9v11a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9"/>`,
  rng: `<circle cx="7" cy="17" r="3.5"/><circle cx="16.5" cy="15.5" r="3.5"/><path d="M7 13.5C8 9.5 10 6.3 13 4M16.5 12c-.6-3.4-1.8-6-3.5-8"/><path d="M13 4c1.8-1.6 4.6-1.8 7-.4-1.6 2-4.6 2.4-7 .4z"/>`,
  live: `<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.5"/><path d="M12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M18.4 5.6l-2.2 2.2M7.8 16.2l-2.2 2.2"/>`,
  fish: `<path d="M5 12c2.4-3.6 6.4-5.4 10.5-4.6 2.5.5 4.5 2.1 6 4.6-1.5 2.5-3.5 4.1-6 4.6C11.4 17.4 7.4 15.6 5 12z"/><path d="M5 12 2 8.5v7z"/><path d="M13 9.5c.8 1.6.8 3.4 0 5"/>${dot(17.5, 11.2, 1)}`,
  pvp: `<path d="M7.5 18H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7a2 2 0 0 1 2 2v1"/><rect x="9" y="7" width="12" height="15" rx="2"/><path d="M15 17.8s-3-1.9-3-4a1.5 1.5 0 0 1 3-.7 1.5 1.5 0 0 1 3 .7c0 2.1-3 4-3 4z"/>`,
  sports: `<circle cx="12" cy="12" r="9"/><path d="M12 8.6l3.2 2.3-1.2 3.8h-4l-1.2-3.8z"/><path d="M12 8.6V3.4M15.2 10.9l4.8-1.6M14 14.7l3 4.1M10 14.7l-3 4.1M8.8 10.9 4 9.3"/>`,
  esports: `<path d="M7 7h10a4.5 4.5 0 0 1 4.4 3.7l.9 5a2.8 2.8 0 0 1-4.8 2.4L15.6 16H8.4l-1.9 2.1a2.8 2.8 0 0 1-4.8-2.4l.9-5A4.5 4.5 0 0 1 7 7z"/><path d="M8 10v4M6 12h4"/>${dot(15.5, 11)}${dot(17.7, 13)}`,
  lott: `<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.6"/><path d="M10.5 10.4h3l-1.9 3.4"/>`,
  elott: `<path d="M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5z"/><path d="M15 5v2M15 11v2M15 17v2"/><circle cx="9" cy="12" r="2.6"/>`,
  inhouse: `<rect x="3.5" y="3.5" width="17" height="17" rx="3.5"/>${dot(8.2, 8.2, 1.3)}${dot(15.8, 8.2, 1.3)}${dot(12, 12, 1.3)}${dot(8.2, 15.8, 1.3)}${dot(15.8, 15.8, 1.3)}`,
  promotions: `<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13"/><path d="M12 8c-1-3-2.5-4.5-4.3-4.5a2.25 2.25 0 0 0 0 4.5M12 8c1-3 2.5-4.5 4.3-4.5a2.25 2.25 0 0 1 0 4.5"/>`,
  calendar: `<rect x="3.5" y="5" width="17" height="15.5" rx="2.5"/><path d="M3.5 10h17M8 3v4M16 3v4"/>${dot(8.5, 14)}${dot(12, 14)}${dot(15.5, 14)}`,
  service: `<path d="M4 14v-2a8 8 0 0 1 16 0v2"/><rect x="3" y="13" width="4" height="6.5" rx="1.6"/><rect x="17" y="13" width="4" height="6.5" rx="1.6"/><path d="M19 19.5a3 3 0 0 1-3 2.5h-2.5"/>`,
  info: `<circle cx="12" cy="12" r="9"/><path d="M12 11v5.5"/>${dot(12, 7.8, 1.2)}`,
  announcement: `<path d="M3.5 10v4a1 1 0 0 0 1 1H7l8 4.5v-15L7 9H4.5a1 1 0 0 0-1 1z"/><path d="M7 15l1.4 4.6a1 1 0 0 0 1 .7h1a1 1 0 0 0 1-1.2L10.5 16"/><path d="M18.5 9a4 4 0 0 1 0 6"/>`,
  help: `<circle cx="12" cy="12" r="9"/><path d="M9.2 9.4a2.9 2.9 0 0 1 5.6 1c0 1.9-2.8 2.5-2.8 4"/>${dot(12, 17.3, 1.2)}`,
  download: `<path d="M12 3.5v11M7.5 10l4.5 4.5 4.5-4.5"/><path d="M4 15.5V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3.5"/>`,
  language: `<circle cx="12" cy="12" r="9"/><path d="M3 12h18"/><path d="M12 3c2.4 2.5 3.7 5.5 3.7 9s-1.3 6.5-3.7 9c-2.4-2.5-3.7-5.5-3.7-9S9.6 5.5 12 3z"/>`,
  collapse: `<rect x="3" y="3" width="18" height="18" rx="2.5"/><path d="M9 3v18M15.5 9.5 13 12l2.5 2.5"/>`,
  menu: `<path d="M4 6h16M4 12h16M4 18h16"/>`,
  close: `<path d="M6 6l12 12M18 6 6 18"/>`,
  sun: `<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4"/>`,
  moon: `<path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z"/>`,
  user: `<circle cx="12" cy="8" r="4"/><path d="M4.5 21a7.5 7.5 0 0 1 15 0"/>`,
  wallet: `<path d="M18 8V5.5A1.5 1.5 0 0 0 16.5 4h-11A2.5 2.5 0 0 0 3 6.5v11A2.5 2.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16"/><path d="M3 6.5A2.5 2.5 0 0 0 5.5 9h13A1.5 1.5 0 0 1 20 10.5V12"/><path d="M21 12h-4a2 2 0 0 0 0 4h4z"/>`,
  refresh: `<path d="M20 12a8 8 0 0 1-14 5.3M4 12a8 8 0 0 1 14-5.3"/><path d="M18.5 3v4h-4M5.5 21v-4h4"/>`,
  eye: `<path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>`,
  "eye-off": `<path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-2.2 3.1M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18"/>`,
  "arrow-up": `<path d="M12 19.5v-15M5.5 11 12 4.5l6.5 6.5"/>`,
  chat: `<path d="M20.5 11.5a8.5 8.5 0 0 1-12.4 7.5L3.5 20.5 5 16.1a8.5 8.5 0 1 1 15.5-4.6z"/>${dot(8.5, 11.5)}${dot(12, 11.5)}${dot(15.5, 11.5)}`,
  invite: `<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0"/><path d="M19 8v6M16 11h6"/>`,
  search: `<circle cx="11" cy="11" r="7"/><path d="m20.5 20.5-4.5-4.5"/>`,
  "chevron-down": `<path d="m6 9 6 6 6-6"/>`,
  "chevron-left": `<path d="m15 6-6 6 6 6"/>`,
  "chevron-right": `<path d="m9 6 6 6-6 6"/>`,
  feedback: `<path d="M21 15a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/><path d="M12 6.2l1.1 2.3 2.5.4-1.8 1.7.4 2.5-2.2-1.2-2.2 1.2.4-2.5-1.8-1.7 2.5-.4z"/>`,
  shop: `<path d="M6 8h12a1 1 0 0 1 1 .9l1 11a1 1 0 0 1-1 1.1H5a1 1 0 0 1-1-1.1l1-11A1 1 0 0 1 6 8z"/><path d="M9 10.5V7a3 3 0 0 1 6 0v3.5"/>`,
  maintenance: `<path d="M15.5 3.5a4.5 4.5 0 0 0-4.2 6.1L4 16.9a2.1 2.1 0 0 0 3 3l7.3-7.3a4.5 4.5 0 0 0 6.1-4.2l-.1-.9-2.6 2.6-2.6-.6-.6-2.6 2.6-2.6z"/>`,
  shield: `<path d="M12 3l7.5 3v5.5c0 4.8-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.7-7.5-9.5V6z"/><path d="m9 12 2.2 2.2L15.5 10"/>`,
  agent: `<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3a6.5 6.5 0 0 1 3.5 5.7"/>`,
  instagram: `<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/>${dot(17.2, 6.8, 1.2)}`,
  twitter: `<path d="M4 4h4.3l11.7 16h-4.3z" stroke-width="1.8"/><path d="M19.5 4l-6.6 7.3M4.5 20l6.6-7.3" stroke-width="1.8"/>`,
  // Filled brand marks (still a single #000 colour).
  android: `<g fill="#000" stroke="none"><path fill-rule="evenodd" d="M5.5 10.5a6.5 6.5 0 0 1 13 0zm4-2.6a.9.9 0 1 0 0 .01zm5 0a.9.9 0 1 0 0 .01z"/><path d="M5.5 11.5h13v6.5a1.5 1.5 0 0 1-1.5 1.5h-1v2.2a1.3 1.3 0 0 1-2.6 0v-2.2h-2.8v2.2a1.3 1.3 0 0 1-2.6 0v-2.2H7a1.5 1.5 0 0 1-1.5-1.5z"/><rect x="1.8" y="11.3" width="2.6" height="7" rx="1.3"/><rect x="19.6" y="11.3" width="2.6" height="7" rx="1.3"/></g><path d="M8.3 5.3 7 3.3M15.7 5.3 17 3.3" stroke-width="1.4"/>`,
  apple: `<g fill="#000" stroke="none"><path d="M16.4 12.7c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.6.9-.8 0-1.9-.8-3.1-.8-1.6 0-3.1.9-3.9 2.4-1.7 2.9-.4 7.1 1.2 9.4.8 1.1 1.7 2.4 3 2.4 1.2-.1 1.6-.8 3.1-.8 1.4 0 1.8.8 3.1.8 1.3 0 2.1-1.2 2.9-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.6-1-2.6-3.8z"/><path d="M14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"/></g>`,
  telegram: `<path fill="#000" stroke="none" fill-rule="evenodd" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.9 5.9L5.8 12.2c-.7.3-.7.8-.1 1l2.8.9 1.1 3.4c.1.4.3.5.6.5.3 0 .4-.1.6-.3l1.4-1.3 2.8 2.1c.5.3.9.1 1-.5l1.9-8.9c.2-.8-.3-1.1-1-.8zm-2.1 2.5-5 4.5-.3 2.2-.7-2.6z"/>`,
  facebook: `<path fill="#000" stroke="none" d="M13.5 21.5v-7.6h2.6l.4-3h-3V9c0-.9.3-1.5 1.5-1.5h1.6V4.8a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6v7.6z"/>`,
  tiktok: `<path fill="#000" stroke="none" d="M16.4 3c.3 2.3 1.8 3.9 4.1 4.1v3.1a7.4 7.4 0 0 1-4-1.2v6.3a5.9 5.9 0 1 1-5.9-5.9c.3 0 .6 0 .9.1v3.2a2.8 2.8 0 1 0 1.9 2.6V3z"/>`,
  youtube: `<path fill="#000" stroke="none" fill-rule="evenodd" d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z"/>`,
  avatar: `<circle cx="12" cy="12" r="9"/><circle cx="12" cy="10" r="3"/><path d="M6.5 18.5a6.5 6.5 0 0 1 11 0"/>`,
  check: `<path d="M5 12.5l4.5 4.5L19 7.5"/>`,
  key: `<circle cx="8" cy="15" r="4"/><path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2"/>`,
  lock: `<rect x="4.5" y="10.5" width="15" height="10.5" rx="2.5"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3"/><path d="M12 14.8v2.2"/>`,
  logout: `<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4"/><path d="M9 8l-4 4 4 4M5 12h10"/>`,
  google: `<path fill="#000" stroke="none" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1a6 6 0 0 1-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.9 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5L6.4 10A6 6 0 0 1 12 6z"/>`,
};

function icons() {
  for (const [name, body] of Object.entries(ICONS)) {
    emit(
      `icons/${name}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" ${ICON_HEAD}>${body}</svg>\n`,
    );
  }
}

/* ============================================================ 2. BANNERS */

const BW = 1600;
const BH = 500;

/** Mix two #rrggbb colours (t = 0 → a, 1 → b). */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => Number.parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => Number.parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const dotPattern = (id, color, s = 22, r = 1.2) =>
  `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><circle cx="${s / 2}" cy="${s / 2}" r="${r}" fill="${color}"/></pattern>`;
const linePattern = (id, color, s = 18, angle = 35, w = 1) =>
  `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${w}" height="${s}" fill="${color}"/></pattern>`;
const diamondPattern = (id, color, s = 36) =>
  `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><path d="M${s / 2} 2 ${s - 2} ${s / 2} ${s / 2} ${s - 2} 2 ${s / 2}Z" fill="none" stroke="${color}" stroke-width="1"/></pattern>`;
const hexPattern = (id, color) =>
  `<pattern id="${id}" width="42" height="72.7" patternUnits="userSpaceOnUse"><path d="M21 0 42 12.1V36.4L21 48.5 0 36.4V12.1ZM21 48.5V72.7" fill="none" stroke="${color}" stroke-width="1"/></pattern>`;

/**
 * Common frame. `bg` are diagonal gradient stops; `calm` is the colour laid over the left part so a
 * headline can sit there; `pattern` is drawn under the subject at low opacity.
 */
function banner(name, { bg, calm, defs = "", pattern = "", body }) {
  const d =
    lin("bg", bg, 0, 0, 1, 1) +
    lin(
      "calm",
      [
        [0, calm, 0.88],
        [0.2, calm, 0.62],
        [0.44, calm, 0],
      ],
      0,
      0,
      1,
      0,
    ) +
    lin("vig", [
      [0, "#000", 0.2],
      [0.2, "#000", 0],
      [0.75, "#000", 0],
      [1, "#000", 0.32],
    ]) +
    defs;
  emit(
    `banners/${name}.svg`,
    svg(
      BW,
      BH,
      `<rect width="${BW}" height="${BH}" fill="url(#bg)"/>${pattern}${body}<rect width="${BW}" height="${BH}" fill="url(#calm)"/><rect width="${BW}" height="${BH}" fill="url(#vig)"/>`,
      { defs: d },
    ),
  );
}

const patternRect = (id, op) => `<rect width="${BW}" height="${BH}" fill="url(#${id})" opacity="${op}"/>`;

/* ---- coins ---- */
const coinDefs = () =>
  lin(
    "cf",
    [
      [0, "#FFF3C4"],
      [0.45, C.gold],
      [1, "#B7791F"],
    ],
    0.2,
    0,
    0.8,
    1,
  ) +
  lin(
    "ce",
    [
      [0, "#6F430A"],
      [0.3, "#C98F26"],
      [0.55, "#F3CC6A"],
      [0.8, "#B07516"],
      [1, "#6F430A"],
    ],
    0,
    0,
    1,
    0,
  );

function coin(cx, cy, r, { tilt = 1, rot = 0, t } = {}) {
  const ry = r * tilt;
  const th = t ?? r * 0.2;
  return `<g transform="translate(${P(cx)} ${P(cy)}) rotate(${rot})">
<ellipse cy="${P(th)}" rx="${P(r)}" ry="${P(ry)}" fill="url(#ce)"/>
<rect x="${P(-r)}" width="${P(2 * r)}" height="${P(th)}" fill="url(#ce)"/>
<ellipse rx="${P(r)}" ry="${P(ry)}" fill="url(#cf)"/>
<ellipse rx="${P(r * 0.78)}" ry="${P(ry * 0.78)}" fill="none" stroke="#A86B12" stroke-opacity=".5" stroke-width="${P(r * 0.06)}"/>
<g transform="scale(${P(r * 0.5)} ${P(ry * 0.5)})">${crownUnit("#A86B12", "")}</g>
<path d="M${P(-r * 0.7)} ${P(-ry * 0.45)}A${P(r * 0.85)} ${P(ry * 0.85)} 0 0 1 ${P(r * 0.1)} ${P(-ry * 0.84)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${P(Math.max(1.5, r * 0.05))}" stroke-linecap="round"/>
</g>`;
}

function coinStack(cx, cy, r, n, tilt = 0.36) {
  const th = r * 0.2;
  const id = uid("cs");
  let s = `<ellipse cx="${P(cx)}" cy="${P(cy + th + 6)}" rx="${P(r * 1.25)}" ry="${P(r * tilt * 1.1)}" fill="#000" opacity=".3"/><g id="${id}">${coin(cx, cy, r, { tilt, t: th })}</g>`;
  for (let i = 1; i < n; i++) s += `<use href="#${id}" x="${i % 2 ? 2.5 : 0}" y="${P(-i * th)}"/>`;
  return s;
}

/* ---- playing cards ---- */
const SUIT_PATHS = {
  heart:
    "M0 42C-28 20-50 2-50-19c0-16 12-27 25-27 12 0 21 8 25 19 4-11 13-19 25-19 13 0 25 11 25 27 0 21-22 39-50 61z",
  diamond: "M0-50C10-31 23-15 38 0 23 15 10 31 0 50-10 31-23 15-38 0-23-15-10-31 0-50z",
  spade:
    "M0-50C-10-31-50-13-50 12c0 15 12 24 25 24 10 0 18-5 22-12-1 10-6 18-15 24h36c-9-6-14-14-15-24 4 7 12 12 22 12 13 0 25-9 25-24 0-25-40-43-50-62z",
};
function suit(kind, fill) {
  if (kind === "club") {
    return `<g fill="${fill}"><circle cy="-24" r="21"/><circle cx="-23" cy="8" r="21"/><circle cx="23" cy="8" r="21"/><path d="M-5 0c0 26-5 38-14 48h38C10 38 5 26 5 0z"/></g>`;
  }
  return `<path d="${SUIT_PATHS[kind]}" fill="${fill}"/>`;
}
const cardDefs = () =>
  lin(
    "cardf",
    [
      [0, "#FFFFFF"],
      [1, "#E6EBF3"],
    ],
    0,
    0,
    0.4,
    1,
  ) +
  lin(
    "cardb",
    [
      [0, "#2B2F8F"],
      [1, "#141A4D"],
    ],
    0,
    0,
    1,
    1,
  ) +
  `<pattern id="lat" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0h14v14" fill="none" stroke="${C.gold}" stroke-width="1.1"/></pattern>`;

function card(x, y, rot, rank, kind, { w = 150, h = 210 } = {}) {
  const col = kind === "heart" || kind === "diamond" ? "#E11D48" : "#111827";
  const corner = `${strokeText(rank, { x: 0, y: 0, size: 22, sw: 5, gap: 2, color: col })}<g transform="translate(0 42) scale(.17)">${suit(kind, col)}</g>`;
  return `<g transform="translate(${P(x)} ${P(y)}) rotate(${rot})">
<rect x="${-w / 2 + 8}" y="${-h / 2 + 14}" width="${w}" height="${h}" rx="14" fill="#000" opacity=".3"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14" fill="url(#cardf)" stroke="#CBD3E1" stroke-width="1.5"/>
<g transform="translate(${-w / 2 + 24} ${-h / 2 + 16})">${corner}</g>
<g transform="rotate(180) translate(${-w / 2 + 24} ${-h / 2 + 16})">${corner}</g>
<g transform="scale(${P((w / 150) * 0.72)})">${suit(kind, col)}</g>
</g>`;
}

function cardBack(x, y, rot, { w = 150, h = 210 } = {}) {
  return `<g transform="translate(${P(x)} ${P(y)}) rotate(${rot})">
<rect x="${-w / 2 + 8}" y="${-h / 2 + 14}" width="${w}" height="${h}" rx="14" fill="#000" opacity=".3"/>
<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="14" fill="#F4F6FA"/>
<rect x="${-w / 2 + 9}" y="${-h / 2 + 9}" width="${w - 18}" height="${h - 18}" rx="9" fill="url(#cardb)"/>
<rect x="${-w / 2 + 9}" y="${-h / 2 + 9}" width="${w - 18}" height="${h - 18}" rx="9" fill="url(#lat)" opacity=".35"/>
<rect x="${-w / 2 + 16}" y="${-h / 2 + 16}" width="${w - 32}" height="${h - 32}" rx="6" fill="none" stroke="${C.gold}" stroke-opacity=".8" stroke-width="2"/>
<path d="M0-34 26 0 0 34-26 0z" fill="#141A4D" stroke="${C.gold}" stroke-width="3"/>
<g transform="scale(26)">${crownUnit(C.gold, "")}</g>
</g>`;
}

/* ---- casino chips ---- */
function chips(cx, cy, r, n, top, side, { tilt = 0.42, stripe = "#fff" } = {}) {
  const ry = r * tilt;
  const h = r * 0.2;
  let s = `<ellipse cx="${P(cx)}" cy="${P(cy + 8)}" rx="${P(r * 1.2)}" ry="${P(ry * 1.15)}" fill="#000" opacity=".3"/>`;
  const id = uid("ch");
  for (let i = 0; i < 1; i++) {
    const y = cy - i * h;
    const jx = cx;
    s += `<g id="${id}"><ellipse cx="${P(jx)}" cy="${P(y)}" rx="${P(r)}" ry="${P(ry)}" fill="${side}"/><rect x="${P(jx - r)}" y="${P(y - h)}" width="${P(2 * r)}" height="${P(h)}" fill="${side}"/>`;
    let st = "";
    for (const a of [18, 62, 106, 150]) {
      const a1 = ((a - 8) * Math.PI) / 180;
      const a2 = ((a + 8) * Math.PI) / 180;
      const x1 = jx + r * Math.cos(a1);
      const x2 = jx + r * Math.cos(a2);
      const y1 = y + ry * Math.sin(a1);
      const y2 = y + ry * Math.sin(a2);
      st += `M${P(x1)} ${P(y1 - h)}L${P(x2)} ${P(y2 - h)}L${P(x2)} ${P(y2)}L${P(x1)} ${P(y1)}Z`;
    }
    s += `<path d="${st}" fill="${stripe}" opacity=".85"/><path d="M${P(jx - r)} ${P(y)}A${P(r)} ${P(ry)} 0 0 0 ${P(jx + r)} ${P(y)}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.5"/></g>`;
  }
  for (let i = 1; i < n; i++)
    s += `<use href="#${id}" x="${i % 3 === 1 ? 2 : i % 3 === 2 ? -1.5 : 0}" y="${P(-i * h)}"/>`;
  const ty = cy - n * h;
  const per = Math.PI * r * 0.82 * (1 + tilt);
  s += `<ellipse cx="${P(cx)}" cy="${P(ty)}" rx="${P(r)}" ry="${P(ry)}" fill="${top}"/>
<ellipse cx="${P(cx)}" cy="${P(ty)}" rx="${P(r * 0.84)}" ry="${P(ry * 0.84)}" fill="none" stroke="${stripe}" stroke-width="${P(r * 0.14)}" stroke-dasharray="${P(per / 12)} ${P(per / 12)}" opacity=".9"/>
<ellipse cx="${P(cx)}" cy="${P(ty)}" rx="${P(r * 0.56)}" ry="${P(ry * 0.56)}" fill="${mix(top, "#ffffff", 0.12)}" stroke="${stripe}" stroke-opacity=".7" stroke-width="2"/>`;
  return s;
}

/* ---- football ---- */
function soccerBall(cx, cy, r, id) {
  const ox = cx - r * 0.06;
  const oy = cy - r * 0.08;
  const center = polyPts(ox, oy, r * 0.3, 5, -90);
  const outers = [];
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + 72 * k) * Math.PI) / 180;
    outers.push(polyPts(ox + r * 0.86 * Math.cos(a), oy + r * 0.86 * Math.sin(a), r * 0.3, 5, 90 + 72 * k));
  }
  let seams = "";
  for (let k = 0; k < 5; k++) {
    const c = center[k];
    const near = (pts, p) =>
      pts.reduce((b, q) =>
        Math.hypot(q[0] - p[0], q[1] - p[1]) < Math.hypot(b[0] - p[0], b[1] - p[1]) ? q : b,
      );
    const o = near(outers[k], c);
    seams += `M${P(c[0])} ${P(c[1])}L${P(o[0])} ${P(o[1])}`;
    const nxt = outers[(k + 1) % 5];
    let best = null;
    for (const p of outers[k])
      for (const q of nxt) {
        const d = Math.hypot(p[0] - q[0], p[1] - q[1]);
        if (!best || d < best[0]) best = [d, p, q];
      }
    seams += `M${P(best[1][0])} ${P(best[1][1])}L${P(best[2][0])} ${P(best[2][1])}`;
  }
  return `<clipPath id="${id}c"><circle cx="${P(cx)}" cy="${P(cy)}" r="${P(r)}"/></clipPath>
<circle cx="${P(cx)}" cy="${P(cy)}" r="${P(r)}" fill="#F8FAFC"/>
<g clip-path="url(#${id}c)"><path d="${seams}" stroke="#94A3B8" stroke-width="${P(r * 0.035)}" fill="none"/>
<path d="${ptsPath(center)}${outers.map(ptsPath).join("")}" fill="#111827" stroke="#111827" stroke-width="${P(r * 0.05)}" stroke-linejoin="round"/>
<circle cx="${P(cx)}" cy="${P(cy)}" r="${P(r)}" fill="url(#${id}s)"/></g>
<ellipse cx="${P(cx - r * 0.35)}" cy="${P(cy - r * 0.45)}" rx="${P(r * 0.28)}" ry="${P(r * 0.16)}" transform="rotate(-35 ${P(cx - r * 0.35)} ${P(cy - r * 0.45)})" fill="#fff" opacity=".55"/>`;
}
const ballShade = (id) =>
  rad(
    `${id}s`,
    [
      [0, "#ffffff", 0],
      [0.6, "#1E293B", 0.08],
      [1, "#0B1230", 0.6],
    ],
    0.38,
    0.35,
    0.7,
  );

/* ---- isometric die (faces mapped with affine matrices) ---- */
const PIPS = {
  1: [[0.5, 0.5]],
  2: [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  3: [
    [0.25, 0.25],
    [0.5, 0.5],
    [0.75, 0.75],
  ],
  4: [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  5: [
    [0.26, 0.26],
    [0.74, 0.26],
    [0.5, 0.5],
    [0.26, 0.74],
    [0.74, 0.74],
  ],
  6: [
    [0.27, 0.24],
    [0.73, 0.24],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.76],
    [0.73, 0.76],
  ],
};
function die(
  cx,
  cy,
  s,
  {
    rot = 0,
    faces = [5, 3, 2],
    col = ["#FFFFFF", "#E3E8F0", "#B9C3D4"],
    pip = "#0F172A",
    pip1 = C.rose,
  } = {},
) {
  const a = 0.866 * s;
  const b = 0.5 * s;
  const face = (m, n, fill) =>
    `<g transform="matrix(${m.map(P).join(" ")})"><rect x=".04" y=".04" width=".92" height=".92" rx=".2" fill="${fill}"/>${PIPS[
      n
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="${n === 1 ? 0.13 : 0.085}" fill="${n === 1 ? pip1 : pip}"/>`,
      )
      .join("")}</g>`;
  const hex = [
    [cx, cy - s],
    [cx + a, cy - s + b],
    [cx + a, cy + b],
    [cx, cy + s],
    [cx - a, cy + b],
    [cx - a, cy - s + b],
  ];
  return `<g transform="rotate(${rot} ${P(cx)} ${P(cy)})">
<ellipse cx="${P(cx + s * 0.15)}" cy="${P(cy + s * 1.05)}" rx="${P(s * 1.05)}" ry="${P(s * 0.28)}" fill="#000" opacity=".35"/>
<path d="${ptsPath(hex)}" fill="${mix(col[2], "#000000", 0.25)}" stroke="${mix(col[2], "#000000", 0.25)}" stroke-width="${P(s * 0.1)}" stroke-linejoin="round"/>
${face([a, b, -a, b, cx, cy - s], faces[0], col[0])}
${face([a, b, 0, s, cx - a, cy - b], faces[1], col[1])}
${face([a, -b, 0, s, cx, cy], faces[2], col[2])}
</g>`;
}

/* ---- lottery ball ---- */
const ballGrad = (id, c) =>
  rad(
    id,
    [
      [0, mix(c, "#ffffff", 0.55)],
      [0.5, c],
      [1, mix(c, "#000000", 0.45)],
    ],
    0.36,
    0.32,
    0.72,
  );
function lottoBall(cx, cy, r, id, num) {
  return `<ellipse cx="${P(cx + r * 0.1)}" cy="${P(cy + r * 1.02)}" rx="${P(r * 0.8)}" ry="${P(r * 0.16)}" fill="#000" opacity=".3"/>
<circle cx="${P(cx)}" cy="${P(cy)}" r="${P(r)}" fill="url(#${id})"/>
<circle cx="${P(cx - r * 0.04)}" cy="${P(cy - r * 0.04)}" r="${P(r * 0.5)}" fill="#FFFDF7"/>
${strokeText(String(num), { x: cx - r * 0.04, y: cy - r * 0.26, size: r * 0.44, sw: 5.5, gap: 1.5, color: "#111827" })}
<ellipse cx="${P(cx - r * 0.42)}" cy="${P(cy - r * 0.5)}" rx="${P(r * 0.24)}" ry="${P(r * 0.13)}" transform="rotate(-40 ${P(cx - r * 0.42)} ${P(cy - r * 0.5)})" fill="#fff" opacity=".6"/>`;
}

/* ---- fish ---- */
function fish(
  x,
  y,
  s,
  { flip = false, rot = 0, body = "#F59E0B", belly = "#FDE68A", fin = "#EA580C", stripes = false } = {},
) {
  const sx = flip ? -s : s;
  const id = `f${Math.round(x)}${Math.round(y)}`;
  return `<g transform="translate(${P(x)} ${P(y)}) rotate(${rot}) scale(${P(sx * 100) / 100} ${P(s * 100) / 100})">
<path d="M-40-18C-52-30-64-36-74-36c6 12 8 24 8 36s-2 24-8 36c10 0 22-6 34-18z" fill="${fin}"/>
<path d="M-4-30C4-48 24-52 36-44 28-40 22-34 20-26z" fill="${fin}"/>
<path d="M60 0C48-26 20-38-8-34c-18 3-32 14-40 34 8 20 22 31 40 34 28 4 56-8 68-34z" fill="url(#${id})"/>
${stripes ? `<path d="M14-35c-7 10-9 22-9 35s2 25 9 35l9-1c-6-10-8-22-8-34s2-24 8-34zM-18-31c-5 9-7 20-7 31s2 22 7 31l8 1c-5-9-7-20-7-32s2-23 7-32z" fill="#fff" opacity=".9"/>` : ""}
<path d="M-2 16c10 10 22 14 30 12-6 10-18 12-28 6z" fill="${fin}" opacity=".9"/>
<path d="M30-20c5 7 6 15 6 20s-1 13-6 20" fill="none" stroke="${fin}" stroke-opacity=".6" stroke-width="3" stroke-linecap="round"/>
<circle cx="44" cy="-6" r="7" fill="#fff"/><circle cx="46" cy="-6" r="4" fill="#0B1230"/><circle cx="47.5" cy="-7.5" r="1.4" fill="#fff"/>
<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${body}"/><stop offset=".75" stop-color="${mix(body, belly, 0.6)}"/><stop offset="1" stop-color="${belly}"/></linearGradient>
</g>`;
}

const bubble = (x, y, r, op = 0.6) =>
  `<use href="#bb" transform="translate(${P(x)} ${P(y)}) scale(${P(r)})" opacity="${Math.round(op * 100) / 100}"/>`;

/* ---- phone mockup with a stylised casino app UI ---- */
function phone(x, y, w, h, rot, p, { kind = "ios", accent = C.gold, tint = "#6366F1" } = {}) {
  const rx = w * 0.15;
  const sx = 9;
  const sw = w - sx * 2;
  const sh = h - sx * 2;
  const ui = [];
  const left = -w / 2 + sx;
  const top = -h / 2 + sx;
  // top bar
  ui.push(`<circle cx="${P(left + 20)}" cy="${P(top + 40)}" r="8" fill="${C.gold}"/>`);
  ui.push(
    `<rect x="${P(left + 34)}" y="${P(top + 36)}" width="${P(sw * 0.3)}" height="8" rx="4" fill="#fff" opacity=".85"/>`,
  );
  ui.push(
    `<rect x="${P(left + sw - 62)}" y="${P(top + 31)}" width="48" height="18" rx="9" fill="${accent}"/>`,
  );
  // hero
  const hy = top + 62;
  const hh = sh * 0.2;
  ui.push(
    `<rect x="${P(left + 12)}" y="${P(hy)}" width="${P(sw - 24)}" height="${P(hh)}" rx="12" fill="url(#${p}h)"/>`,
  );
  ui.push(
    `<circle cx="${P(left + sw - 50)}" cy="${P(hy + hh / 2)}" r="${P(hh * 0.3)}" fill="${C.gold}" opacity=".95"/>`,
  );
  ui.push(
    `<circle cx="${P(left + sw - 50)}" cy="${P(hy + hh / 2)}" r="${P(hh * 0.2)}" fill="none" stroke="#A86B12" stroke-width="2"/>`,
  );
  ui.push(
    `<rect x="${P(left + 26)}" y="${P(hy + hh * 0.3)}" width="${P(sw * 0.34)}" height="9" rx="4.5" fill="#fff" opacity=".9"/>`,
  );
  ui.push(
    `<rect x="${P(left + 26)}" y="${P(hy + hh * 0.3 + 16)}" width="${P(sw * 0.22)}" height="7" rx="3.5" fill="#fff" opacity=".55"/>`,
  );
  ui.push(
    `<rect x="${P(left + 26)}" y="${P(hy + hh - 26)}" width="40" height="14" rx="7" fill="${accent}"/>`,
  );
  // category chips
  const cy = hy + hh + 24;
  const cols = [C.gold, C.teal, C.rose, "#A78BFA", "#38BDF8"];
  for (let i = 0; i < 5; i++) {
    ui.push(
      `<circle cx="${P(left + 28 + i * ((sw - 56) / 4))}" cy="${P(cy)}" r="11" fill="${cols[i]}" opacity=".9"/>`,
    );
  }
  // game tiles
  const gy = cy + 24;
  const tw = (sw - 36) / 2;
  const th = tw * 0.78;
  const tcols = [
    ["#F59E0B", "#B45309"],
    ["#8B5CF6", "#4C1D95"],
    ["#14B8A6", "#0F766E"],
    ["#F43F5E", "#9F1239"],
    ["#3B82F6", "#1E3A8A"],
    ["#22C55E", "#166534"],
  ];
  for (let i = 0; i < 6; i++) {
    const tx = left + 12 + (i % 2) * (tw + 12);
    const ty = gy + Math.floor(i / 2) * (th + 12);
    if (ty + th > top + sh - 50) break;
    ui.push(
      `<rect x="${P(tx)}" y="${P(ty)}" width="${P(tw)}" height="${P(th)}" rx="10" fill="${tcols[i][1]}"/>`,
    );
    ui.push(
      `<path d="M${P(tx)} ${P(ty + th * 0.55)}Q${P(tx + tw * 0.5)} ${P(ty + th * 0.2)} ${P(tx + tw)} ${P(ty + th * 0.4)}V${P(ty + 10)}a10 10 0 0 0-10-10H${P(tx + 10)}a10 10 0 0 0-10 10z" fill="${tcols[i][0]}" opacity=".9"/>`,
    );
    ui.push(sparkle(tx + tw * 0.3, ty + th * 0.35, th * 0.16, "#fff", 0.85));
  }
  // bottom nav
  const ny = top + sh - 42;
  ui.push(`<rect x="${P(left)}" y="${P(ny)}" width="${P(sw)}" height="42" fill="#0A0F2A" opacity=".95"/>`);
  for (let i = 0; i < 4; i++) {
    ui.push(
      `<rect x="${P(left + sw * (0.125 + i * 0.25) - 8)}" y="${P(ny + 13)}" width="16" height="16" rx="5" fill="${i === 0 ? accent : "#64748B"}"/>`,
    );
  }
  const cam =
    kind === "ios"
      ? `<rect x="-26" y="${P(top + 9)}" width="52" height="15" rx="7.5" fill="#05070F"/>`
      : `<circle cx="0" cy="${P(top + 15)}" r="6" fill="#05070F"/>`;
  const side =
    kind === "ios"
      ? `<rect x="${P(-w / 2 - 3)}" y="${P(-h / 2 + 80)}" width="4" height="28" rx="2" fill="#3B4260"/><rect x="${P(w / 2 - 1)}" y="${P(-h / 2 + 100)}" width="4" height="46" rx="2" fill="#3B4260"/>`
      : `<rect x="${P(w / 2 - 1)}" y="${P(-h / 2 + 90)}" width="4" height="56" rx="2" fill="#3B4260"/>`;
  return `<g transform="translate(${P(x)} ${P(y)}) rotate(${rot})">
<linearGradient id="${p}h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#1E1B4B"/></linearGradient>
<clipPath id="${p}c"><rect x="${P(left)}" y="${P(top)}" width="${P(sw)}" height="${P(sh)}" rx="${P(rx - 6)}"/></clipPath>
<rect x="${P(-w / 2 + 10)}" y="${P(-h / 2 + 18)}" width="${P(w)}" height="${P(h)}" rx="${P(rx)}" fill="#000" opacity=".35"/>
${side}
<rect x="${P(-w / 2)}" y="${P(-h / 2)}" width="${P(w)}" height="${P(h)}" rx="${P(rx)}" fill="${kind === "ios" ? "#2A3152" : "#1B2036"}" stroke="#59618A" stroke-width="2"/>
<g clip-path="url(#${p}c)"><rect x="${P(left)}" y="${P(top)}" width="${P(sw)}" height="${P(sh)}" fill="#121936"/>${ui.join("")}
<path d="M${P(left)} ${P(top)}h${P(sw * 0.55)}L${P(left)} ${P(top + sh * 0.45)}z" fill="#fff" opacity=".06"/></g>
${cam}
</g>`;
}

/* ---- gift box (cabinet projection) ---- */
function gift(x, y, w, h, c1, c2, rib, { d = 0.32, rot = 0 } = {}) {
  const dx = w * d * 0.8;
  const dy = w * d * 0.5;
  const x0 = x - w / 2;
  const y0 = y - h;
  const b = w * 0.15;
  const xc = x0 + w / 2;
  const q = (pts, fill, op = 1) =>
    `<path d="${ptsPath(pts)}" fill="${fill}"${op === 1 ? "" : ` opacity="${op}"`}/>`;
  const t = 0.5;
  const ribD = rib;
  const ribS = mix(rib, "#000000", 0.25);
  const lid = h * 0.22;
  return `<g transform="rotate(${rot} ${P(x)} ${P(y)})">
<ellipse cx="${P(x + dx / 2)}" cy="${P(y + 4)}" rx="${P(w * 0.68)}" ry="${P(w * 0.09)}" fill="#000" opacity=".35"/>
${q(
  [
    [x0 + w, y0],
    [x0 + w + dx, y0 - dy],
    [x0 + w + dx, y - dy],
    [x0 + w, y],
  ],
  mix(c2, "#000000", 0.25),
)}
${q(
  [
    [x0 + w + dx * (t - 0.12), y0 - dy * (t - 0.12)],
    [x0 + w + dx * (t + 0.12), y0 - dy * (t + 0.12)],
    [x0 + w + dx * (t + 0.12), y - dy * (t + 0.12)],
    [x0 + w + dx * (t - 0.12), y - dy * (t - 0.12)],
  ],
  ribS,
)}
<rect x="${P(x0)}" y="${P(y0)}" width="${P(w)}" height="${P(h)}" fill="url(#gb${c1.slice(1)})"/>
<rect x="${P(x0)}" y="${P(y0 + lid)}" width="${P(w)}" height="${P(h * 0.05)}" fill="#000" opacity=".18"/>
<rect x="${P(xc - b / 2)}" y="${P(y0)}" width="${P(b)}" height="${P(h)}" fill="${ribD}"/>
<rect x="${P(xc - b / 2 + b * 0.15)}" y="${P(y0)}" width="${P(b * 0.18)}" height="${P(h)}" fill="#fff" opacity=".35"/>
${q(
  [
    [x0, y0],
    [x0 + w, y0],
    [x0 + w + dx, y0 - dy],
    [x0 + dx, y0 - dy],
  ],
  mix(c1, "#ffffff", 0.18),
)}
${q(
  [
    [xc - b / 2, y0],
    [xc + b / 2, y0],
    [xc + b / 2 + dx, y0 - dy],
    [xc - b / 2 + dx, y0 - dy],
  ],
  mix(rib, "#ffffff", 0.15),
)}
${q(
  [
    [x0 + dx * (t - 0.12), y0 - dy * (t - 0.12)],
    [x0 + w + dx * (t - 0.12), y0 - dy * (t - 0.12)],
    [x0 + w + dx * (t + 0.12), y0 - dy * (t + 0.12)],
    [x0 + dx * (t + 0.12), y0 - dy * (t + 0.12)],
  ],
  mix(rib, "#ffffff", 0.15),
)}
<g transform="translate(${P(xc + dx / 2)} ${P(y0 - dy / 2)}) scale(${P(w / 200)})">
<path d="M0 0C-30-46-86-52-78-18-72 6-30 6 0 0zM0 0C30-46 86-52 78-18 72 6 30 6 0 0z" fill="${rib}" stroke="${ribS}" stroke-width="4" stroke-linejoin="round"/>
<path d="M-4 0C-20-22-52-34-62-20M4 0C20-22 52-34 62-20" fill="none" stroke="${ribS}" stroke-width="4" stroke-linecap="round" opacity=".6"/>
<path d="M-6 4-30 44-14 40-6 54zM6 4 30 44 14 40 6 54z" fill="${ribS}"/>
<ellipse rx="15" ry="12" fill="${mix(rib, "#ffffff", 0.2)}" stroke="${ribS}" stroke-width="4"/>
</g>
</g>`;
}
const giftGrad = (c1, c2) =>
  lin(
    `gb${c1.slice(1)}`,
    [
      [0, c1],
      [1, c2],
    ],
    0,
    0,
    0.3,
    1,
  );

/* ---- confetti ---- */
function confetti(seed, n, box, colors, { minS = 5, maxS = 12 } = {}) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < n; i++) {
    const x = Math.round(box[0] + r() * (box[2] - box[0]));
    const y = Math.round(box[1] + r() * (box[3] - box[1]));
    const c = colors[Math.floor(r() * colors.length)];
    const sz = minS + r() * (maxS - minS);
    const rot = Math.round(r() * 180);
    const kind = r();
    if (kind < 0.55) {
      s += `<rect x="${x}" y="${y}" width="${Math.round(sz)}" height="${Math.round(sz * 0.45)}" fill="${c}" transform="rotate(${rot} ${x} ${y})"/>`;
    } else if (kind < 0.8) {
      s += `<circle cx="${x}" cy="${y}" r="${P(sz * 0.32)}" fill="${c}"/>`;
    } else {
      s += `<path d="M${x} ${y}q${Math.round(sz * 0.5)} ${Math.round(-sz * 0.6)} ${Math.round(sz)} 0t${Math.round(sz)} 0" fill="none" stroke="${c}" stroke-width="2.5" stroke-linecap="round" transform="rotate(${rot} ${x} ${y})"/>`;
    }
  }
  return `<g opacity=".9">${s}</g>`;
}

function sparkles(seed, n, box, color = "#fff", [rmin, rmax] = [4, 12]) {
  const r = rng(seed);
  let s = "";
  for (let i = 0; i < n; i++) {
    s += sparkle(
      box[0] + r() * (box[2] - box[0]),
      box[1] + r() * (box[3] - box[1]),
      rmin + r() * (rmax - rmin),
      color,
      0.35 + r() * 0.6,
    );
  }
  return s;
}

/** Sun-burst rays around a point. */
function rays(cx, cy, n, len, half) {
  let d = "";
  for (let i = 0; i < n; i++) {
    const a = (i * 360) / n;
    const a0 = ((a - half) * Math.PI) / 180;
    const a1 = ((a + half) * Math.PI) / 180;
    d += `M${cx} ${cy}L${P(cx + len * Math.cos(a0))} ${P(cy + len * Math.sin(a0))}L${P(cx + len * Math.cos(a1))} ${P(cy + len * Math.sin(a1))}Z`;
  }
  return d;
}

/* ---------------------------------------------------------------- home-1 */
function bannerHome1() {
  const cx = 1040;
  const cy = 245;
  const body = `
<g mask="url(#rm)"><path d="${rays(cx, cy, 28, 700, 3.2)}" fill="${C.gold}" opacity=".16"/></g>
${glow(cx, cy, 420, 300, "g1")}
${glow(cx, cy, 200, 170, "g2")}
${coin(792, 150, 46, { tilt: 0.45, rot: -24 })}
${coin(1290, 118, 54, { tilt: 0.55, rot: 28 })}
${coin(1330, 330, 42, { tilt: 0.32, rot: -12 })}
${coin(775, 355, 38, { tilt: 0.6, rot: 18 })}
${coin(880, 70, 26, { tilt: 0.35, rot: 40 })}
${coinStack(850, 420, 56, 5)}
${coinStack(1235, 425, 60, 4)}
<circle cx="${cx}" cy="${cy}" r="152" fill="none" stroke="${C.gold}" stroke-opacity=".35" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="176" fill="none" stroke="${C.goldHi}" stroke-opacity=".22" stroke-width="1.5" stroke-dasharray="3 12" stroke-linecap="round"/>
${coin(cx, cy - 12, 128, { tilt: 1, t: 20 })}
${coin(960, 470, 30, { tilt: 0.3, rot: 8 })}
${sparkles(11, 18, [700, 50, 1420, 450], "#FFF4CF", [5, 16])}
${sparkle(cx - 70, cy - 100, 26, "#fff")}
${sparkle(cx + 96, cy + 62, 16, "#fff", 0.9)}`;
  banner("home-1", {
    bg: [
      [0, "#070B22"],
      [0.55, "#151A4F"],
      [1, "#2A1F5E"],
    ],
    calm: "#070B22",
    defs:
      coinDefs() +
      glowGrad("g1", "#F5B942", 0.45) +
      glowGrad("g2", "#FFE9A8", 0.6) +
      rad("rf", [
        [0, "#fff"],
        [0.6, "#fff", 0.5],
        [1, "#fff", 0],
      ]) +
      `<mask id="rm"><circle cx="${cx}" cy="${cy}" r="620" fill="url(#rf)"/></mask>` +
      dotPattern("dp", "#8EA2FF", 26, 1.1),
    pattern: patternRect("dp", 0.12),
    body,
  });
}

/* ---------------------------------------------------------------- home-2 */
function bannerHome2() {
  const body = `
${glow(1040, 40, 520, 300, "lamp")}
<path d="M930 0h220l200 330H730z" fill="url(#cone)" opacity=".55"/>
${[
  [760, 120, 40, "bk1"],
  [1380, 90, 56, "bk2"],
  [1240, 60, 24, "bk1"],
  [860, 60, 30, "bk2"],
  [1420, 230, 34, "bk1"],
]
  .map(([x, y, r, id]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${id})"/>`)
  .join("")}
<ellipse cx="1050" cy="560" rx="700" ry="270" fill="#3B2410"/>
<ellipse cx="1050" cy="556" rx="690" ry="262" fill="url(#rim)"/>
<ellipse cx="1050" cy="566" rx="650" ry="240" fill="url(#felt)"/>
<ellipse cx="1050" cy="566" rx="520" ry="180" fill="none" stroke="${C.gold}" stroke-opacity=".35" stroke-width="2.5"/>
<ellipse cx="1050" cy="566" rx="505" ry="172" fill="none" stroke="${C.gold}" stroke-opacity=".18" stroke-width="1.5"/>
${glow(1050, 380, 420, 110, "fg")}
${chips(820, 420, 54, 6, "#E11D48", "#9F1239")}
${chips(905, 455, 44, 3, "#1E293B", "#0F172A", { stripe: C.gold })}
${chips(1290, 415, 54, 8, "#0EA5A4", "#0F766E")}
${chips(1195, 455, 42, 4, C.gold, "#B7791F", { stripe: "#fff" })}
${sparkles(21, 10, [740, 60, 1400, 300], "#FFF4CF", [4, 11])}
${cardBack(958, 250, -14)}
${card(1052, 232, -3, "A", "spade")}
${card(1148, 250, 11, "K", "heart")}`;
  banner("home-2", {
    bg: [
      [0, "#06141A"],
      [0.5, "#0B2A30"],
      [1, "#10203F"],
    ],
    calm: "#06141A",
    defs:
      cardDefs() +
      glowGrad("lamp", "#FFD98A", 0.35) +
      lin("cone", [
        [0, "#FFE7B0", 0.35],
        [1, "#FFE7B0", 0],
      ]) +
      glowGrad("bk1", C.gold, 0.35) +
      glowGrad("bk2", C.teal, 0.3) +
      lin("rim", [
        [0, "#8A5A2B"],
        [0.5, "#5B3716"],
        [1, "#2E1A0A"],
      ]) +
      rad(
        "felt",
        [
          [0, "#1B8A5A"],
          [0.6, "#0F6B44"],
          [1, "#08402A"],
        ],
        0.5,
        0.2,
        0.7,
      ) +
      glowGrad("fg", "#8CF5C4", 0.25) +
      diamondPattern("dm", "#7FE3C9", 40),
    pattern: patternRect("dm", 0.07),
    body,
  });
}

/* ---------------------------------------------------------------- home-3 */
function floodlight(x, y, dir) {
  let lamps = "";
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 5; c++)
      lamps += `<circle cx="${x - 40 + 10 + c * 15}" cy="${y + 8 + r * 12}" r="5" fill="#FFFBEA"/>`;
  }
  const bx = x + dir * 260;
  return `<path d="M${x - 30} ${y + 30}L${x + 30} ${y + 30}L${bx + 260} 500L${bx - 260} 500z" fill="url(#beam)"/>
<rect x="${x - 4}" y="${y + 40}" width="8" height="${330 - y}" fill="#1A2448"/>
<path d="M${x - 4} ${y + 60}l-14 ${300 - y}M${x + 4} ${y + 60}l14 ${300 - y}" stroke="#1A2448" stroke-width="3"/>
${glow(x, y + 20, 120, 90, "lampg")}
<rect x="${x - 40}" y="${y}" width="80" height="40" rx="5" fill="#27345F"/>${lamps}`;
}
function bannerHome3() {
  const crowd = `<path d="M0 330C300 290 800 280 1600 292V392H0z" fill="url(#crowd)" opacity=".5"/>`;
  let trails = "";
  for (let i = 0; i < 5; i++) {
    const yy = 205 + i * 20;
    const len = 220 - Math.abs(2 - i) * 60;
    trails += `<rect x="${960 - len}" y="${yy - 3}" width="${len}" height="6" rx="3" fill="url(#trail)"/>`;
  }
  const body = `
${glow(1060, 260, 520, 260, "sky")}
${floodlight(730, 70, 1)}
${floodlight(1370, 60, -1)}
<path d="M0 330C300 290 800 280 1600 292V380H0z" fill="#101B3E"/>
<path d="M0 360C380 318 900 310 1600 322V400H0z" fill="#16244F"/>
${crowd}
<path d="M0 390C400 370 1000 366 1600 372V500H0z" fill="url(#pitch)"/>
<path d="M0 400C400 380 1000 376 1600 382" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
${[0, 1, 2, 3].map((i) => `<path d="M${i * 420 - 120} 500L${i * 420 + 80} 385h140L${i * 420 + 100} 500z" fill="#fff" opacity=".035"/>`).join("")}
${trails}
${glow(1060, 250, 180, 180, "ballg")}
<ellipse cx="1085" cy="455" rx="90" ry="14" fill="#000" opacity=".35"/>
${soccerBall(1060, 250, 98, "sb")}
${sparkles(41, 14, [560, 280, 1500, 360], "#fff", [3, 8])}`;
  banner("home-3", {
    bg: [
      [0, "#050A1E"],
      [0.6, "#0C1A45"],
      [1, "#1B2F6B"],
    ],
    calm: "#050A1E",
    defs:
      glowGrad("sky", "#4F7BFF", 0.35) +
      `<pattern id="crowd" width="26" height="14" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#fff"/><circle cx="17" cy="6" r="1.2" fill="#FDE68A"/><circle cx="11" cy="11" r="1.4" fill="#BFDBFE"/><circle cx="23" cy="12" r="1" fill="#fff"/></pattern>` +
      glowGrad("lampg", "#FFF6D0", 0.9) +
      lin("beam", [
        [0, "#FFF7D6", 0.3],
        [1, "#FFF7D6", 0],
      ]) +
      lin("pitch", [
        [0, "#1F8F4E"],
        [1, "#0B4A2A"],
      ]) +
      lin(
        "trail",
        [
          [0, "#fff", 0],
          [1, "#fff", 0.55],
        ],
        0,
        0,
        1,
        0,
      ) +
      glowGrad("ballg", "#BFE3FF", 0.55) +
      ballShade("sb") +
      dotPattern("dp", "#9DB4FF", 24, 1),
    pattern: patternRect("dp", 0.08),
    body,
  });
}

/* ------------------------------------------------------------------- rng */
function seven(x, y, s) {
  return `<g transform="translate(${P(x)} ${P(y)}) scale(${s})"><path d="M-34-40H34V-24C14-4 2 18-2 42H-24C-20 16-8-6 8-22H-34z" fill="url(#seven)" stroke="#FFD66B" stroke-width="4" stroke-linejoin="round"/><path d="M-28-35H28" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/></g>`;
}
function cherry(x, y, s) {
  return `<g transform="translate(${P(x)} ${P(y)}) scale(${s})"><path d="M-14 10C-10-12-2-28 10-38M14 14C12-8 10-26 10-38" fill="none" stroke="#15803D" stroke-width="5" stroke-linecap="round"/><path d="M10-38c12-8 26-6 34 2-12 6-24 6-34-2z" fill="#22C55E"/><circle cx="-16" cy="20" r="19" fill="url(#cher)"/><circle cx="16" cy="24" r="19" fill="url(#cher)"/><circle cx="-22" cy="13" r="5" fill="#fff" opacity=".6"/><circle cx="10" cy="17" r="5" fill="#fff" opacity=".6"/></g>`;
}
function gem(x, y, s, c1 = "#22D3EE", c2 = "#0E7490") {
  return `<g transform="translate(${P(x)} ${P(y)}) scale(${s})"><path d="M-38-12-22-34H22L38-12 0 38z" fill="${c2}"/><path d="M-38-12H38L0 38z" fill="${c1}"/><path d="M-22-34-12-12 0-34 12-12 22-34" fill="${mix(c1, "#ffffff", 0.4)}"/><path d="M-12-12 0 38 12-12z" fill="${mix(c1, "#ffffff", 0.25)}"/><path d="M-38-12-22-34H22L38-12 0 38zM-38-12H38M-12-12 0 38 12-12M-22-34-12-12 0-34 12-12 22-34" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="2" stroke-linejoin="round"/></g>`;
}
function bell(x, y, s) {
  return `<g transform="translate(${P(x)} ${P(y)}) scale(${s})"><path d="M0-38c-4 0-6 3-6 6-18 4-26 18-26 34 0 12-4 18-10 24h84c-6-6-10-12-10-24 0-16-8-30-26-34 0-3-2-6-6-6z" fill="url(#bellg)" stroke="#B7791F" stroke-width="3"/><circle cy="34" r="8" fill="#B7791F"/><path d="M-18 0c0-10 4-17 12-21" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/></g>`;
}
function bannerRng() {
  const mx = 1040;
  const reels = [mx - 165, mx, mx + 165];
  const rows = [150, 250, 350];
  const sym = [
    [(x, y) => cherry(x, y, 1), (x, y) => seven(x, y, 1.05), (x, y) => gem(x, y, 0.95)],
    [(x, y) => bell(x, y, 1), (x, y) => seven(x, y, 1.05), (x, y) => cherry(x, y, 1)],
    [(x, y) => gem(x, y, 0.95, "#C084FC", "#6B21A8"), (x, y) => seven(x, y, 1.05), (x, y) => bell(x, y, 1)],
  ];
  let reelSvg = "";
  reels.forEach((x, i) => {
    reelSvg += `<rect x="${x - 74}" y="108" width="148" height="284" rx="10" fill="url(#reel)"/>`;
    rows.forEach((y, j) => {
      reelSvg += sym[i][j](x, y);
    });
    reelSvg += `<rect x="${x - 74}" y="108" width="148" height="284" rx="10" fill="url(#cyl)"/>`;
  });
  let bulbs = "";
  for (let i = 0; i < 15; i++) {
    bulbs += `<circle cx="${P(mx - 280 + i * 40)}" cy="82" r="5.5" fill="${i % 2 ? "#FFE9A8" : "#fff"}"/>`;
    bulbs += `<circle cx="${P(mx - 280 + i * 40)}" cy="418" r="5.5" fill="${i % 2 ? "#fff" : "#FFE9A8"}"/>`;
  }
  const body = `
${glow(mx, 250, 560, 300, "pg")}
<g mask="url(#rm)"><path d="${rays(mx, 250, 36, 760, 1.6)}" fill="#F0ABFC" opacity=".14"/></g>
<rect x="${mx - 318}" y="52" width="636" height="396" rx="40" fill="#000" opacity=".35" transform="translate(10 16)"/>
<rect x="${mx - 318}" y="52" width="636" height="396" rx="40" fill="url(#frame)"/>
<rect x="${mx - 302}" y="68" width="604" height="364" rx="30" fill="#2A0B45"/>
${bulbs}
<rect x="${mx - 262}" y="98" width="524" height="304" rx="18" fill="#12051F"/>
${reelSvg}
<rect x="${mx - 270}" y="244" width="540" height="12" rx="6" fill="${C.gold}" opacity=".0"/>
<path d="M${mx - 275} 250h-16M${mx + 275} 250h16" stroke="#FFD66B" stroke-width="6" stroke-linecap="round"/>
<path d="M${mx - 291} 236l16 14-16 14zM${mx + 291} 236l-16 14 16 14z" fill="#FFD66B"/>
<rect x="${mx - 250}" y="206" width="500" height="88" rx="14" fill="none" stroke="#FFD66B" stroke-width="3" stroke-opacity=".8"/>
${sparkles(51, 16, [690, 40, 1420, 460], "#FCE7F3", [5, 14])}
${sparkle(mx + 230, 130, 22)}`;
  banner("rng", {
    bg: [
      [0, "#12041F"],
      [0.55, "#3B0A55"],
      [1, "#5B1470"],
    ],
    calm: "#12041F",
    defs:
      glowGrad("pg", "#E879F9", 0.4) +
      rad("rf", [
        [0, "#fff"],
        [0.6, "#fff", 0.4],
        [1, "#fff", 0],
      ]) +
      `<mask id="rm"><circle cx="${mx}" cy="250" r="640" fill="url(#rf)"/></mask>` +
      lin(
        "frame",
        [
          [0, "#FFE7A1"],
          [0.35, "#E0A43A"],
          [0.7, "#9A5B12"],
          [1, "#E9B949"],
        ],
        0,
        0,
        1,
        1,
      ) +
      lin("reel", [
        [0, "#F1F3F9"],
        [0.5, "#FFFFFF"],
        [1, "#E6E9F2"],
      ]) +
      lin("cyl", [
        [0, "#1B0630", 0.65],
        [0.2, "#1B0630", 0],
        [0.8, "#1B0630", 0],
        [1, "#1B0630", 0.65],
      ]) +
      lin("seven", [
        [0, "#FF5A6E"],
        [1, "#B4122D"],
      ]) +
      rad(
        "cher",
        [
          [0, "#FF6B81"],
          [0.7, "#D90F3C"],
          [1, "#8E0A28"],
        ],
        0.35,
        0.3,
        0.7,
      ) +
      lin(
        "bellg",
        [
          [0, "#FFF1BF"],
          [0.5, C.gold],
          [1, "#C98F26"],
        ],
        0,
        0,
        1,
        1,
      ) +
      linePattern("lp", "#F0ABFC", 22, 30, 1),
    pattern: patternRect("lp", 0.06),
    body,
  });
}

/* ------------------------------------------------------------------ live */
function bannerLive() {
  const cx = 1040;
  const cy = 250;
  const R = 290;
  const t = 0.5;
  const n = 37;
  let pockets = "";
  let frets = "";
  const wedge = (r1, r2, a0, a1) => {
    const p = (r, a) => `${Math.round(r * Math.cos(a))} ${Math.round(r * Math.sin(a))}`;
    return `M${p(r1, a0)}L${p(r2, a0)}A${r2} ${r2} 0 0 1 ${p(r2, a1)}L${p(r1, a1)}A${r1} ${r1} 0 0 0 ${p(r1, a0)}Z`;
  };
  let red = "";
  let black = "";
  let green = "";
  for (let i = 0; i < n; i++) {
    const a0 = ((i * 360) / n - 90 - 180 / n) * (Math.PI / 180);
    const a1 = a0 + (2 * Math.PI) / n;
    const w = wedge(R * 0.66, R * 0.86, a0, a1);
    if (i === 0) green += w;
    else if (i % 2) red += w;
    else black += w;
    frets += `M${Math.round(R * 0.58 * Math.cos(a0))} ${Math.round(R * 0.58 * Math.sin(a0))}L${Math.round(R * 0.86 * Math.cos(a0))} ${Math.round(R * 0.86 * Math.sin(a0))}`;
  }
  pockets = `<path d="${red}" fill="#C8102E"/><path d="${black}" fill="#141826"/><path d="${green}" fill="#0E9F6E"/>`;
  let spokes = "";
  for (let i = 0; i < 4; i++) {
    const a = ((i * 90 + 45) * Math.PI) / 180;
    spokes += `<path d="M0 0L${P(R * 0.3 * Math.cos(a))} ${P(R * 0.3 * Math.sin(a))}" stroke="url(#gold)" stroke-width="12" stroke-linecap="round"/><circle cx="${P(R * 0.3 * Math.cos(a))}" cy="${P(R * 0.3 * Math.sin(a))}" r="11" fill="url(#gold)"/>`;
  }
  const ba = (-62 * Math.PI) / 180;
  const bx = cx + R * 0.76 * Math.cos(ba);
  const by = cy + R * 0.76 * Math.sin(ba) * t;
  const body = `
${glow(cx, cy, 560, 300, "wg")}
<ellipse cx="${cx}" cy="${cy + 40}" rx="${R * 1.14}" ry="${R * 1.14 * t}" fill="#000" opacity=".45"/>
<ellipse cx="${cx}" cy="${cy + 26}" rx="${R * 1.1}" ry="${R * 1.1 * t}" fill="#2A1209"/>
<rect x="${cx - R * 1.1}" y="${cy}" width="${R * 2.2}" height="26" fill="url(#rimside)"/>
<g transform="translate(${cx} ${cy}) scale(1 ${t})">
<circle r="${R * 1.1}" fill="url(#wood)"/>
<circle r="${R * 1.0}" fill="none" stroke="url(#gold)" stroke-width="6"/>
<circle r="${R * 0.93}" fill="#1A0B06"/>
<circle r="${R * 0.92}" fill="url(#track)"/>
${pockets}
<path d="${frets}" stroke="${C.gold}" stroke-width="3"/>
<circle r="${R * 0.86}" fill="none" stroke="${C.gold}" stroke-width="4"/>
<circle r="${R * 0.66}" fill="none" stroke="${C.gold}" stroke-width="3"/>
<circle r="${R * 0.58}" fill="url(#cone)"/>
<circle r="${R * 0.58}" fill="none" stroke="${C.gold}" stroke-opacity=".6" stroke-width="3"/>
${spokes}
<circle r="${R * 0.12}" fill="url(#gold)"/>
<circle r="${R * 0.06}" fill="#FFF3C4"/>
</g>
<ellipse cx="${cx}" cy="${cy}" rx="${R * 1.1}" ry="${R * 1.1 * t}" fill="url(#sheen)"/>
<circle cx="${P(bx)}" cy="${P(by - 4)}" r="11" fill="url(#ball)"/>
${chips(690, 420, 50, 5, "#E11D48", "#9F1239")}
${chips(775, 455, 40, 3, C.gold, "#B7791F")}
${chips(1365, 430, 48, 6, "#1E293B", "#0B1020", { stripe: C.gold })}
${sparkles(61, 12, [700, 40, 1420, 200], "#FFE4E6", [4, 12])}`;
  banner("live", {
    bg: [
      [0, "#12040B"],
      [0.55, "#3A0A1C"],
      [1, "#5A1024"],
    ],
    calm: "#12040B",
    defs:
      glowGrad("wg", "#FF9F6B", 0.35) +
      rad("wood", [
        [0, "#9A5A2A"],
        [0.8, "#6B3A1E"],
        [1, "#3B1F10"],
      ]) +
      lin(
        "rimside",
        [
          [0, "#2A1209"],
          [0.5, "#7A4522"],
          [1, "#2A1209"],
        ],
        0,
        0,
        1,
        0,
      ) +
      rad("track", [
        [0.85, "#3B1F10"],
        [1, "#5A3218"],
      ]) +
      rad(
        "cone",
        [
          [0, "#C8894A"],
          [0.5, "#8A5128"],
          [1, "#4A2612"],
        ],
        0.45,
        0.4,
        0.6,
      ) +
      lin(
        "gold",
        [
          [0, "#FFF1BF"],
          [0.5, C.gold],
          [1, "#9A6412"],
        ],
        0,
        0,
        1,
        1,
      ) +
      lin(
        "sheen",
        [
          [0, "#fff", 0.22],
          [0.45, "#fff", 0],
          [1, "#000", 0.2],
        ],
        0,
        0,
        0.6,
        1,
      ) +
      rad(
        "ball",
        [
          [0, "#fff"],
          [0.7, "#E2E8F0"],
          [1, "#94A3B8"],
        ],
        0.35,
        0.3,
        0.7,
      ) +
      diamondPattern("dm", "#FCA5A5", 44),
    pattern: patternRect("dm", 0.06),
    body,
  });
}

/* ------------------------------------------------------------------ fish */
function bannerFish() {
  const r = rng(71);
  let bubbles = "";
  for (let i = 0; i < 26; i++) {
    bubbles += bubble(640 + r() * 800, 40 + r() * 400, 4 + r() * 16, 0.3 + r() * 0.5);
  }
  let rays2 = "";
  for (let i = 0; i < 6; i++) {
    const x = 700 + i * 130;
    rays2 += `<path d="M${x} -10h${40 + (i % 3) * 20}l${120 + i * 10} 520h-${90 + (i % 2) * 40}z" fill="url(#ray)"/>`;
  }
  const weed = (x, h, c, sw = 10) =>
    `<path d="M${x} 500c-18-${h * 0.25} 18-${h * 0.45} 0-${h * 0.65}s16-${h * 0.2} 4-${h}" fill="none" stroke="${c}" stroke-width="${sw}" stroke-linecap="round"/>`;
  const coral = (x, c, s = 1) =>
    `<g transform="translate(${x} 470) scale(${s})" fill="none" stroke="${c}" stroke-linecap="round"><path d="M0 20C0-20-12-44-36-66M0 20C2-30 4-56 0-96M0 20C4-24 20-46 38-62" stroke-width="11"/><path d="M-22-50C-34-54-42-54-52-62M20-46C28-58 40-62 48-74M-2-64C-12-74-14-84-12-96M-36-66C-40-76-38-86-32-94M38-62C44-68 54-70 60-68" stroke-width="8"/></g>`;
  const body = `
${rays2}
${glow(1050, 240, 520, 260, "wg")}
<path d="M0 450C200 430 360 470 560 452S900 420 1100 440s360 26 500 8V500H0z" fill="#04304A"/>
${weed(700, 150, "#0D9488")}${weed(730, 100, "#14B8A6", 8)}${weed(1400, 170, "#0D9488")}${weed(1370, 110, "#2DD4BF", 8)}
${coral(1290, "#FB7185")}${coral(820, "#F97316", 0.8)}<ellipse cx="1240" cy="478" rx="46" ry="22" fill="#0B4460"/><ellipse cx="880" cy="482" rx="34" ry="16" fill="#0B4460"/>
<path d="M0 478C240 462 520 490 800 474s520-16 800 4V500H0z" fill="#03263B"/>
${fish(800, 170, 0.7, { body: "#FB923C", belly: "#FFEDD5", fin: "#C2410C", stripes: true, rot: -6 })}
${fish(1300, 135, 0.55, { flip: true, body: "#38BDF8", belly: "#E0F2FE", fin: "#0369A1", rot: 8 })}
${fish(1260, 370, 0.6, { flip: true, body: "#F472B6", belly: "#FCE7F3", fin: "#BE185D", rot: -4 })}
${fish(840, 360, 0.45, { body: "#A3E635", belly: "#ECFCCB", fin: "#4D7C0F", rot: 10 })}
${glow(1050, 255, 230, 150, "gg")}
${fish(1050, 255, 1.55, { body: "#FBBF24", belly: "#FFF7D6", fin: "#D97706", rot: -4 })}
${coin(1190, 420, 22, { tilt: 0.4, rot: 12 })}${coin(920, 440, 18, { tilt: 0.5, rot: -20 })}
${bubbles}
${bubble(1160, 160, 22, 0.8)}${bubble(1190, 118, 14, 0.7)}${bubble(1175, 86, 8, 0.7)}`;
  banner("fish", {
    bg: [
      [0, "#021526"],
      [0.5, "#05476A"],
      [1, "#0A7C8C"],
    ],
    calm: "#021526",
    defs:
      coinDefs() +
      lin("ray", [
        [0, "#B8F3FF", 0.22],
        [1, "#B8F3FF", 0],
      ]) +
      glowGrad("wg", "#3EE6E0", 0.3) +
      glowGrad("gg", "#FFE08A", 0.5) +
      dotPattern("dp", "#B8F3FF", 30, 1.2),
    pattern: patternRect("dp", 0.07),
    body,
  });
}

/* ------------------------------------------------------------------- pvp */
function bannerPvp() {
  const body = `
<path d="M1090 0H1600V500H990z" fill="url(#rside)"/>
${glow(850, 250, 360, 260, "tg")}
${glow(1240, 250, 360, 260, "rg")}
${sparkles(81, 12, [700, 50, 1000, 450], "#A5F3FC", [4, 12])}
${sparkles(82, 12, [1090, 50, 1420, 450], "#FECDD3", [4, 12])}
${cardBack(790, 270, -24)}
${card(860, 250, -12, "K", "spade")}
${card(930, 240, 0, "A", "club")}
${cardBack(1300, 270, 24)}
${card(1230, 250, 12, "Q", "heart")}
${card(1160, 240, 0, "A", "diamond")}
<path d="M1092-10 988 510" stroke="url(#split)" stroke-width="4"/>
${glow(1045, 250, 150, 150, "flash")}
<path d="M1062 150 1000 262h40l-22 100 72-128h-44l30-84z" fill="url(#bolt)" stroke="#FFF7D6" stroke-width="3" stroke-linejoin="round"/>`;
  banner("pvp", {
    bg: [
      [0, "#040D1C"],
      [0.5, "#0A2A3D"],
      [1, "#0E3B4A"],
    ],
    calm: "#040D1C",
    defs:
      cardDefs() +
      lin(
        "rside",
        [
          [0, "#3A0A22"],
          [1, "#6B0F2E"],
        ],
        0,
        0,
        1,
        1,
      ) +
      glowGrad("tg", "#22D3EE", 0.35) +
      glowGrad("rg", "#FB7185", 0.35) +
      lin("split", [
        [0, "#fff", 0],
        [0.5, "#FFF4CF"],
        [1, "#fff", 0],
      ]) +
      glowGrad("flash", "#FFE9A8", 0.85) +
      lin("bolt", [
        [0, "#FFF3C4"],
        [1, C.gold],
      ]) +
      hexPattern("hx", "#7DD3FC"),
    pattern: patternRect("hx", 0.06),
    body,
  });
}

/* ---------------------------------------------------------------- sports */
function bannerSports() {
  const cx = 1040;
  const pr = (X, Z) => {
    const z = 1 + Z / 35;
    return [cx + (X * 26) / z, -6 + 546 / z];
  };
  const line = (pts) => `M${pts.map(([X, Z]) => pr(X, Z).map(Math.round).join(" ")).join("L")}`;
  const ring = (X, Z, rr, n = 32, from = 0, to = 360) => {
    const pts = [];
    for (let i = 0; i <= n; i++) {
      const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
      pts.push([X + rr * Math.cos(a), Z + rr * Math.sin(a)]);
    }
    return line(pts);
  };
  let stripes = "";
  for (let z = -4; z < 86; z += 6) {
    const k = Math.round((z + 4) / 6);
    if (k % 2)
      stripes += line([
        [-60, z],
        [60, z],
        [60, z + 6],
        [-60, z + 6],
      ]);
  }
  const lines = [
    line([
      [-34, -4],
      [-34, 80],
      [34, 80],
      [34, -4],
    ]),
    line([
      [-34, 16],
      [34, 16],
    ]),
    ring(0, 16, 9.15, 48),
    line([
      [-20.16, 80],
      [-20.16, 63.5],
      [20.16, 63.5],
      [20.16, 80],
    ]),
    line([
      [-9.16, 80],
      [-9.16, 74.5],
      [9.16, 74.5],
      [9.16, 80],
    ]),
    ring(0, 69, 9.15, 20, 233, 307),
  ].join("");
  const [gx1, gy] = pr(-3.66, 80);
  const [gx2] = pr(3.66, 80);
  const gh = (2.44 * 26) / (1 + 80 / 35);
  const marker = (X, Z, c, id) => {
    const [x, y] = pr(X, Z);
    return `<path d="${ring(X, Z, 1.7, 14)}Z" fill="${c}" fill-opacity=".3" stroke="${c}" stroke-width="3"/><rect x="${P(x - 3)}" y="${P(y - 70)}" width="6" height="70" fill="url(#${id})"/><circle cx="${P(x)}" cy="${P(y - 70)}" r="9" fill="${c}" stroke="#fff" stroke-width="3"/>`;
  };
  const arrowPts = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const X = (1 - t) * (1 - t) * -14 + 2 * (1 - t) * t * -22 + t * t * -3;
    const Z = (1 - t) * (1 - t) * 30 + 2 * (1 - t) * t * 52 + t * t * 64;
    arrowPts.push([X, Z]);
  }
  const [ax, ay] = pr(-3, 64);
  const body = `
${glow(1040, 160, 620, 160, "hz")}
<path d="M560 175C800 120 1280 120 1600 150V200H560z" fill="#0E1A3A"/>
${sparkles(91, 16, [600, 120, 1500, 170], "#fff", [2, 5])}
<path d="${ptsPath([pr(-60, -4), pr(60, -4), pr(60, 86), pr(-60, 86)])}" fill="#1B914A"/>
<path d="${stripes}" fill="#17803F"/>
<path d="${lines}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="3" stroke-linejoin="round"/>
<path d="M${P(gx1)} ${P(gy)}V${P(gy - gh)}H${P(gx2)}V${P(gy)}" fill="none" stroke="#fff" stroke-width="3"/>
${glow(cx, 420, 520, 160, "spot")}
<path d="${line(arrowPts)}" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="12 10" stroke-linecap="round"/>
<circle cx="${P(ax)}" cy="${P(ay)}" r="7" fill="${C.gold}"/>
<path d="${line([
    [6, 36],
    [-14, 30],
  ])}" fill="none" stroke="${C.teal}" stroke-width="3" stroke-opacity=".8"/>
${marker(-14, 30, C.teal, "pt")}${marker(6, 36, C.teal, "pt")}${marker(12, 52, C.teal, "pt")}
${marker(-8, 58, C.rose, "pr")}${marker(16, 66, C.rose, "pr")}${marker(-20, 44, C.rose, "pr")}
<ellipse cx="1250" cy="462" rx="70" ry="12" fill="#000" opacity=".35"/>
${soccerBall(1230, 408, 56, "sb")}`;
  banner("sports", {
    bg: [
      [0, "#050B1E"],
      [0.6, "#0B1840"],
      [1, "#132A5E"],
    ],
    calm: "#050B1E",
    defs:
      glowGrad("hz", "#9CC2FF", 0.4) +
      glowGrad("spot", "#E2FFE9", 0.18) +
      lin("pt", [
        [0, C.teal, 0.9],
        [1, C.teal, 0],
      ]) +
      lin("pr", [
        [0, C.rose, 0.9],
        [1, C.rose, 0],
      ]) +
      ballShade("sb"),
    body,
  });
}

/* --------------------------------------------------------------- esports */
function bannerEsports() {
  const vx = 1040;
  const hy = 330;
  let grid = "";
  for (let i = -14; i <= 14; i++) grid += `M${vx + i * 18} ${hy}L${vx + i * 190} 520`;
  for (let k = 1; k < 9; k++) {
    const y = hy + 190 / (10 - k) - 19 + k * 4;
    grid += `M0 ${P(y)}H1600`;
  }
  const pad =
    "M-120-95H120C165-95 190-70 200-30L222 70C232 118 200 150 160 140 135 134 118 110 100 88 90 76 80 72 66 72H-66C-80 72-90 76-100 88-118 110-135 134-160 140-200 150-232 118-222 70L-200-30C-190-70-165-95-120-95Z";
  const body = `
<path d="M760 0h70L980 330h-40zM1300 0h-70L1100 330h40z" fill="url(#beam)"/>
${glow(vx, 250, 560, 280, "mg")}
<ellipse cx="${vx}" cy="236" rx="330" ry="200" fill="none" stroke="url(#neon)" stroke-width="3" opacity=".5"/>
<ellipse cx="${vx}" cy="236" rx="380" ry="232" fill="none" stroke="url(#neon)" stroke-width="1.5" opacity=".3" stroke-dasharray="4 14"/>
<rect x="0" y="${hy}" width="1600" height="${500 - hy}" fill="url(#floor)"/>
<path d="${grid}" stroke="url(#gridc)" stroke-width="1.5" fill="none"/>
<path d="M0 ${hy}H1600" stroke="#F0ABFC" stroke-width="2" opacity=".7"/>
<ellipse cx="${vx}" cy="405" rx="260" ry="30" fill="url(#pool)"/>
${sparkles(101, 14, [680, 40, 1420, 300], "#F5D0FE", [4, 12])}
${sparkles(102, 8, [680, 40, 1420, 300], "#A5F3FC", [4, 10])}
<g transform="translate(${vx} 228) scale(.98)">
<path d="${pad}" fill="none" stroke="url(#neon)" stroke-width="14" filter="url(#blur)" opacity=".8"/>
<path d="${pad}" fill="url(#body)" stroke="url(#neon)" stroke-width="4"/>
<path d="M-60-95h120l-10 22H-50z" fill="#22D3EE" opacity=".85"/>
<rect x="-133" y="-49" width="26" height="78" rx="7" fill="#2A2148" stroke="#8B7CF6" stroke-width="2"/>
<rect x="-159" y="-23" width="78" height="26" rx="7" fill="#2A2148" stroke="#8B7CF6" stroke-width="2"/>
<rect x="-133" y="-23" width="26" height="26" fill="#2A2148"/>
<circle cx="120" cy="-44" r="15" fill="#F472B6"/><circle cx="152" cy="-12" r="15" fill="#22D3EE"/><circle cx="120" cy="20" r="15" fill="#A3E635"/><circle cx="88" cy="-12" r="15" fill="${C.gold}"/>
<g fill="#fff" opacity=".45"><circle cx="115" cy="-49" r="4"/><circle cx="147" cy="-17" r="4"/><circle cx="115" cy="15" r="4"/><circle cx="83" cy="-17" r="4"/></g>
<circle cx="-56" cy="40" r="30" fill="#130C28" stroke="#6D5BD0" stroke-width="3"/><circle cx="-56" cy="40" r="18" fill="#2A2148"/>
<circle cx="56" cy="40" r="30" fill="#130C28" stroke="#6D5BD0" stroke-width="3"/><circle cx="56" cy="40" r="18" fill="#2A2148"/>
<rect x="-34" y="-44" width="22" height="10" rx="5" fill="#6D5BD0"/><rect x="12" y="-44" width="22" height="10" rx="5" fill="#6D5BD0"/>
<path d="M-180-60C-160-84-130-88-110-88" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="5" stroke-linecap="round"/>
</g>`;
  banner("esports", {
    bg: [
      [0, "#07031A"],
      [0.55, "#1A0838"],
      [1, "#2E0B4F"],
    ],
    calm: "#07031A",
    defs:
      glowGrad("mg", "#C026D3", 0.45) +
      lin("beam", [
        [0, "#F0ABFC", 0.25],
        [1, "#F0ABFC", 0],
      ]) +
      lin(
        "neon",
        [
          [0, "#F472B6"],
          [0.5, "#A855F7"],
          [1, "#22D3EE"],
        ],
        0,
        0,
        1,
        0,
      ) +
      lin("floor", [
        [0, "#1A0838"],
        [1, "#05020F"],
      ]) +
      lin("gridc", [
        [0, "#E879F9", 0.6],
        [1, "#22D3EE", 0.25],
      ]) +
      glowGrad("pool", "#E879F9", 0.6) +
      lin("body", [
        [0, "#2B1D52"],
        [1, "#0E0820"],
      ]) +
      `<filter id="blur" x="-20%" y="-30%" width="140%" height="160%"><feGaussianBlur stdDeviation="10"/></filter>` +
      hexPattern("hx", "#C084FC"),
    pattern: patternRect("hx", 0.07),
    body,
  });
}

/* ------------------------------------------------------------------ lott */
function bannerLott() {
  const dx = 1165;
  const dy = 215;
  const dr = 150;
  const cols = ["#EF4444", "#F59E0B", "#22C55E", "#3B82F6", "#A855F7", "#EC4899", "#14B8A6"];
  const r = rng(111);
  let inside = "";
  for (let i = 0; i < 16; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * (dr - 30);
    const x = dx + d * Math.cos(a);
    const y = dy + 30 + d * Math.sin(a) * 0.8;
    inside += `<circle cx="${P(x)}" cy="${P(y)}" r="24" fill="url(#b${i % cols.length})"/><circle cx="${P(x - 1)}" cy="${P(y - 1)}" r="10" fill="#fff" opacity=".9"/>`;
  }
  const body = `
${glow(1060, 240, 560, 280, "bg2")}
<path d="${rays(dx, dy, 20, 520, 2.5)}" fill="#BFDBFE" opacity=".07"/>
${sparkles(121, 16, [680, 40, 1420, 460], "#fff", [4, 12])}
<path d="M${dx - 70} ${dy + dr - 8}L${dx - 100} 420h200l-30-${420 - dy - dr + 8}z" fill="url(#stand)"/>
<rect x="${dx - 130}" y="412" width="260" height="26" rx="10" fill="url(#stand)"/>
<circle cx="${dx}" cy="${dy}" r="${dr}" fill="url(#glass)"/>
<clipPath id="dc"><circle cx="${dx}" cy="${dy}" r="${dr - 4}"/></clipPath>
<g clip-path="url(#dc)">${inside}</g>
<circle cx="${dx}" cy="${dy}" r="${dr}" fill="none" stroke="#E0EAFF" stroke-opacity=".6" stroke-width="4"/>
<path d="M${dx - 110} ${dy - 70}A${dr - 24} ${dr - 24} 0 0 1 ${dx - 20} ${dy - dr + 24}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>
<ellipse cx="${dx}" cy="${dy - dr + 6}" rx="36" ry="10" fill="url(#stand)"/>
${lottoBall(760, 330, 62, "b0", 7)}
${lottoBall(905, 255, 78, "b3", 23)}
${lottoBall(1010, 380, 56, "b2", 8)}
${lottoBall(860, 120, 44, "b1", 15)}
${lottoBall(1300, 405, 50, "b4", 42)}
${lottoBall(1045, 120, 36, "b5", 36)}`;
  banner("lott", {
    bg: [
      [0, "#040B2A"],
      [0.55, "#0B2A7A"],
      [1, "#1747B0"],
    ],
    calm: "#040B2A",
    defs:
      cols.map((c, i) => ballGrad(`b${i}`, c)).join("") +
      glowGrad("bg2", "#7DB5FF", 0.4) +
      rad(
        "glass",
        [
          [0, "#DDEBFF", 0.08],
          [0.85, "#B7CCFF", 0.16],
          [1, "#E6EEFF", 0.4],
        ],
        0.4,
        0.35,
        0.7,
      ) +
      lin(
        "stand",
        [
          [0, "#FFE7A1"],
          [0.5, "#E0A43A"],
          [1, "#8A5A12"],
        ],
        0,
        0,
        1,
        0,
      ) +
      dotPattern("dp", "#BFDBFE", 26, 1.1),
    pattern: patternRect("dp", 0.1),
    body,
  });
}

/* ------------------------------------------------------------------ down */
function bannerDown() {
  const appIcon = (x, y, s, c1, c2, rot) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="${-s / 2 + 4}" y="${-s / 2 + 8}" width="${s}" height="${s}" rx="${s * 0.24}" fill="#000" opacity=".3"/><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${s * 0.24}" fill="${c1}"/><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s / 2}" rx="${s * 0.24}" fill="${c2}" opacity=".35"/>${emblem(0, 0, s * 0.32, "e")}</g>`;
  const body = `
${glow(1060, 250, 520, 280, "ig")}
<circle cx="1060" cy="250" r="230" fill="none" stroke="#A5B4FC" stroke-opacity=".18" stroke-width="2"/>
<circle cx="1060" cy="250" r="300" fill="none" stroke="#A5B4FC" stroke-opacity=".12" stroke-width="2" stroke-dasharray="3 12"/>
${phone(1150, 262, 188, 380, 9, "pa", { kind: "android", accent: C.teal, tint: "#0EA5A4" })}
${phone(965, 250, 196, 396, -7, "pi", { kind: "ios", accent: C.gold, tint: "#6366F1" })}
${appIcon(760, 150, 70, "#1E1B4B", "#6366F1", -10)}
${appIcon(1335, 120, 56, "#0F766E", "#2DD4BF", 12)}
<g transform="translate(1320 370)"><circle r="58" fill="#000" opacity=".25" transform="translate(4 8)"/><circle r="58" fill="url(#dl)"/><circle r="58" fill="none" stroke="#FFF3C4" stroke-width="3" stroke-opacity=".7"/><path d="M0-26V18M-20 0 0 20 20 0M-22 32h44" fill="none" stroke="#1B1240" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>
${sparkles(131, 14, [680, 40, 1420, 460], "#E0E7FF", [4, 12])}`;
  banner("down", {
    bg: [
      [0, "#060A24"],
      [0.55, "#1B1A5C"],
      [1, "#312E81"],
    ],
    calm: "#060A24",
    defs:
      emblemDefs("e") +
      glowGrad("ig", "#818CF8", 0.45) +
      lin(
        "dl",
        [
          [0, "#FFE9A8"],
          [1, "#E0A43A"],
        ],
        0,
        0,
        1,
        1,
      ) +
      linePattern("lp", "#A5B4FC", 20, -35, 1),
    pattern: patternRect("lp", 0.06),
    body,
  });
}

/* ------------------------------------------------------------- promotion */
function bannerPromotion() {
  const streamer = (d, c) =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" opacity=".85"/>`;
  const body = `
${glow(1050, 260, 560, 280, "pg")}
<g mask="url(#rm)"><path d="${rays(1050, 300, 24, 700, 3)}" fill="#FBCFE8" opacity=".1"/></g>
<ellipse cx="1050" cy="440" rx="430" ry="46" fill="url(#floor)"/>
${streamer("M700 90c40 30 20 70 60 90s70-10 100 20", C.gold)}
${streamer("M1420 70c-40 40-10 80-60 100s-80-20-110 20", C.teal)}
${streamer("M760 420c30-40 80-30 100-70", "#F9A8D4")}
${gift(830, 430, 150, 120, "#2DD4BF", "#0F766E", C.gold, { rot: -6 })}
${gift(1270, 432, 160, 130, C.gold, "#B7791F", "#E11D48", { rot: 5 })}
${gift(1040, 445, 220, 180, "#F43F5E", "#9F1239", C.gold)}
${confetti(141, 48, [660, 30, 1440, 420], [C.gold, C.teal, "#F9A8D4", "#fff", "#A78BFA", "#FB7185"])}
${sparkles(142, 10, [700, 40, 1400, 300], "#fff", [5, 14])}`;
  banner("promotion", {
    bg: [
      [0, "#12051F"],
      [0.55, "#3F0F5C"],
      [1, "#6B1458"],
    ],
    calm: "#12051F",
    defs:
      glowGrad("pg", "#F472B6", 0.4) +
      rad("rf", [
        [0, "#fff"],
        [0.6, "#fff", 0.4],
        [1, "#fff", 0],
      ]) +
      `<mask id="rm"><circle cx="1050" cy="300" r="600" fill="url(#rf)"/></mask>` +
      glowGrad("floor", "#FDE68A", 0.35) +
      giftGrad("#2DD4BF", "#0F766E") +
      giftGrad(C.gold, "#B7791F") +
      giftGrad("#F43F5E", "#9F1239") +
      dotPattern("dp", "#F5D0FE", 24, 1.1),
    pattern: patternRect("dp", 0.08),
    body,
  });
}

/* ------------------------------------------------------------------ shop */
function bannerShop() {
  const bag = (x, y) => `<g transform="translate(${x} ${y})">
<ellipse cx="20" cy="150" rx="150" ry="20" fill="#000" opacity=".3"/>
<path d="M100-70 150-100 160 140 112 150z" fill="#B7791F"/>
<path d="M-110-70H100L112 150H-122z" fill="url(#bagf)"/>
<path d="M-110-70H100l2 30H-112z" fill="#fff" opacity=".25"/>
<path d="M-52-70v-30a48 48 0 0 1 96 0v30" fill="none" stroke="#7A4A0B" stroke-width="11" stroke-linecap="round"/>
<circle cx="-52" cy="-56" r="8" fill="#7A4A0B"/><circle cx="44" cy="-56" r="8" fill="#7A4A0B"/>
${emblem(-5, 45, 46, "e")}
</g>`;
  const gcard = `<g transform="translate(860 215) rotate(-12)">
<rect x="-136" y="-78" width="272" height="168" rx="20" fill="#000" opacity=".3" transform="translate(8 14)"/>
<rect x="-136" y="-86" width="272" height="172" rx="20" fill="url(#gc)"/>
<path d="M-136 10C-60-30 40 60 136-10V66a20 20 0 0 1-20 20H-116a20 20 0 0 1-20-20z" fill="#fff" opacity=".08"/>
<circle cx="86" cy="-36" r="70" fill="#fff" opacity=".06"/>
<rect x="-108" y="-50" width="44" height="34" rx="7" fill="url(#chip)"/>
<path d="M-108-33h44M-86-50v34" stroke="#9A6412" stroke-width="1.5"/>
<rect x="-108" y="30" width="110" height="11" rx="5.5" fill="#fff" opacity=".7"/>
<rect x="-108" y="50" width="70" height="9" rx="4.5" fill="#fff" opacity=".4"/>
${emblem(88, 36, 30, "e")}
</g>`;
  const token = (x, y, r) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#0F766E"/><circle r="${r * 0.86}" fill="url(#tok)"/><path d="${starPts(0, 2, r * 0.52, r * 0.22)}" fill="#fff"/></g>`;
  const body = `
${glow(1060, 250, 560, 280, "sg")}
<circle cx="1070" cy="250" r="210" fill="#fff" opacity=".04"/>
${gcard}
${bag(1130, 250)}
${coinStack(1330, 400, 50, 5)}
${coin(1340, 150, 40, { tilt: 0.5, rot: 20 })}
${coin(760, 400, 34, { tilt: 0.45, rot: -20 })}
${token(990, 420, 34)}
${token(1370, 270, 24)}
${sparkles(151, 16, [680, 40, 1420, 460], "#D1FAE5", [4, 12])}`;
  banner("shop", {
    bg: [
      [0, "#021412"],
      [0.55, "#053B36"],
      [1, "#0B5E52"],
    ],
    calm: "#021412",
    defs:
      emblemDefs("e") +
      coinDefs() +
      glowGrad("sg", "#5EEAD4", 0.35) +
      lin(
        "bagf",
        [
          [0, "#FFE7A1"],
          [0.5, "#F5C451"],
          [1, "#D4962C"],
        ],
        0,
        0,
        1,
        1,
      ) +
      lin(
        "gc",
        [
          [0, "#7C3AED"],
          [0.55, "#4338CA"],
          [1, "#1E1B4B"],
        ],
        0,
        0,
        1,
        1,
      ) +
      lin(
        "chip",
        [
          [0, "#FFF1BF"],
          [1, "#D4962C"],
        ],
        0,
        0,
        1,
        1,
      ) +
      rad(
        "tok",
        [
          [0, "#5EEAD4"],
          [1, "#0D9488"],
        ],
        0.4,
        0.35,
        0.7,
      ) +
      diamondPattern("dm", "#99F6E4", 40),
    pattern: patternRect("dm", 0.06),
    body,
  });
}

/* ------------------------------------------------------------------ help */
function bannerHelp() {
  const cx = 1140;
  const cy = 255;
  const R = 118;
  const per = 2 * Math.PI * R;
  const bubbleBox = (x, y, w, h, fill, tail, content) =>
    `<g transform="translate(${x} ${y})"><rect x="6" y="12" width="${w}" height="${h}" rx="26" fill="#000" opacity=".2"/><rect width="${w}" height="${h}" rx="26" fill="${fill}"/><path d="${tail}" fill="${fill}"/>${content}</g>`;
  const body = `
${glow(1080, 250, 560, 280, "hg")}
<circle cx="${cx}" cy="${cy}" r="200" fill="#fff" opacity=".05"/>
<circle cx="${cx}" cy="${cy}" r="260" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="2"/>
<ellipse cx="${cx + 10}" cy="${cy + 170}" rx="150" ry="16" fill="#000" opacity=".2"/>
<circle cx="${cx + 6}" cy="${cy + 12}" r="${R}" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="66"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="#F8FAFC" stroke-width="66"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="#FB7185" stroke-width="66" stroke-dasharray="${P(per / 8)} ${P(per / 8)}" transform="rotate(-22.5 ${cx} ${cy})"/>
<circle cx="${cx}" cy="${cy}" r="${R}" fill="none" stroke="url(#ringsh)" stroke-width="66"/>
<circle cx="${cx}" cy="${cy}" r="${R + 40}" fill="none" stroke="#E2E8F0" stroke-opacity=".6" stroke-width="5" stroke-dasharray="30 ${P((2 * Math.PI * (R + 40)) / 4 - 30)}" transform="rotate(-30 ${cx} ${cy})" stroke-linecap="round"/>
${bubbleBox(720, 120, 270, 112, "#F8FAFC", "M40 100 20 140 86 104z", `<circle cx="56" cy="56" r="26" fill="#CCFBF1"/><path d="M44 60a12 12 0 0 0 24 0" fill="none" stroke="#0F766E" stroke-width="5" stroke-linecap="round"/><circle cx="47" cy="48" r="3.5" fill="#0F766E"/><circle cx="65" cy="48" r="3.5" fill="#0F766E"/><rect x="98" y="38" width="140" height="13" rx="6.5" fill="#CBD5E1"/><rect x="98" y="62" width="96" height="13" rx="6.5" fill="#E2E8F0"/>`)}
${bubbleBox(830, 290, 200, 86, "#2DD4BF", "M170 76 196 112 130 80z", `<circle cx="62" cy="43" r="10" fill="#fff"/><circle cx="100" cy="43" r="10" fill="#fff" opacity=".8"/><circle cx="138" cy="43" r="10" fill="#fff" opacity=".6"/>`)}
<g transform="translate(1300 112)"><circle r="34" fill="#F8FAFC"/><path d="m-14 1 9 9 19-19" fill="none" stroke="#0F766E" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>
${sparkles(161, 8, [700, 40, 1420, 460], "#E0F2FE", [4, 9])}`;
  banner("help", {
    bg: [
      [0, "#071C2C"],
      [0.55, "#0E3B52"],
      [1, "#11576A"],
    ],
    calm: "#071C2C",
    defs:
      glowGrad("hg", "#7DD3FC", 0.3) +
      lin(
        "ringsh",
        [
          [0, "#fff", 0.25],
          [0.5, "#fff", 0],
          [1, "#000", 0.25],
        ],
        0,
        0,
        1,
        1,
      ) +
      dotPattern("dp", "#BAE6FD", 28, 1.1),
    pattern: patternRect("dp", 0.08),
    body,
  });
}

/* ------------------------------------------------------------------- reg */
function trophy(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})">
<path d="M-88-104C-150-108-150-20-70-4M88-104C150-108 150-20 70-4" fill="none" stroke="url(#tg)" stroke-width="16" stroke-linecap="round"/>
<path d="M-95-130H95C95-40 60 10 0 18-60 10-95-40-95-130Z" fill="url(#tg)"/>
<ellipse cy="-130" rx="95" ry="15" fill="#FFE7A1"/>
<ellipse cy="-128" rx="82" ry="9" fill="#B7791F"/>
<path d="M-70-110C-70-56-50-24-24-8" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="9" stroke-linecap="round"/>
<path d="${starPts(0, -62, 34, 14)}" fill="#FFF7DC" stroke="#B7791F" stroke-width="3" stroke-linejoin="round"/>
<path d="M-14 16H14L22 62H-22Z" fill="url(#tg2)"/>
<ellipse cy="62" rx="38" ry="10" fill="#E0A43A"/>
<rect x="-70" y="68" width="140" height="30" rx="6" fill="url(#tg2)"/>
<rect x="-88" y="96" width="176" height="34" rx="8" fill="#1E1B4B" stroke="${C.gold}" stroke-width="3"/>
<rect x="-40" y="106" width="80" height="12" rx="6" fill="${C.gold}" opacity=".8"/>
</g>`;
}
function laurel(x, y, R = 180) {
  const pt = (deg, rr = R) => [rr * Math.cos((deg * Math.PI) / 180), rr * Math.sin((deg * Math.PI) / 180)];
  const leaf = "M0 0C9-11 27-11 38 0 27 11 9 11 0 0Z";
  let leaves = "";
  for (let th = 108; th <= 222; th += 19) {
    const [px, py] = pt(th);
    for (const side of [-1, 1]) {
      leaves += `<path d="${leaf}" transform="translate(${P(px)} ${P(py)}) rotate(${P(th + 90 + side * 38)})" fill="url(#leaf)"/>`;
    }
  }
  const [tx, ty] = pt(238);
  leaves += `<path d="${leaf}" transform="translate(${P(tx)} ${P(ty)}) rotate(${238 + 80})" fill="url(#leaf)"/>`;
  const [ax, ay] = pt(100);
  const [bx, by] = pt(240);
  return `<g transform="translate(${x} ${y})"><g id="lau">
<path d="M${P(ax)} ${P(ay)}A${R} ${R} 0 0 1 ${P(bx)} ${P(by)}" fill="none" stroke="#C98F26" stroke-width="5" stroke-linecap="round"/>${leaves}</g><use href="#lau" transform="scale(-1 1)"/></g>`;
}
function bannerReg() {
  const cx = 1050;
  const body = `
${glow(cx, 230, 560, 300, "rg")}
${[140, 200, 260, 320].map((r, i) => `<circle cx="${cx}" cy="230" r="${r}" fill="none" stroke="${C.gold}" stroke-opacity="${0.25 - i * 0.05}" stroke-width="2"/>`).join("")}
<g mask="url(#rm)"><path d="${rays(cx, 230, 16, 600, 5)}" fill="#FDE68A" opacity=".12"/></g>
<ellipse cx="${cx}" cy="418" rx="300" ry="40" fill="url(#pod)"/>
${laurel(cx, 232)}
${trophy(cx, 268, 1)}
<path d="${starPts(cx - 250, 150, 34, 14)}" fill="url(#st)" transform="rotate(-12 ${cx - 250} 150)"/>
<path d="${starPts(cx + 255, 120, 42, 17)}" fill="url(#st)" transform="rotate(10 ${cx + 255} 120)"/>
<path d="${starPts(cx + 300, 320, 26, 11)}" fill="url(#st)"/>
<path d="${starPts(cx - 290, 330, 22, 9)}" fill="url(#st)"/>
${confetti(171, 34, [680, 30, 1420, 460], [C.gold, C.teal, "#fff", "#A78BFA"], { minS: 5, maxS: 10 })}
${sparkle(cx - 60, 90, 20)}${sparkle(cx + 70, 180, 14)}`;
  banner("reg", {
    bg: [
      [0, "#0A0824"],
      [0.55, "#251C6B"],
      [1, "#3D2A8C"],
    ],
    calm: "#0A0824",
    defs:
      glowGrad("rg", "#FBBF24", 0.35) +
      rad("rf", [
        [0, "#fff"],
        [0.6, "#fff", 0.4],
        [1, "#fff", 0],
      ]) +
      `<mask id="rm"><circle cx="${cx}" cy="230" r="560" fill="url(#rf)"/></mask>` +
      lin(
        "tg",
        [
          [0, "#FFF1BF"],
          [0.4, C.gold],
          [1, "#A8701A"],
        ],
        0,
        0,
        1,
        1,
      ) +
      lin(
        "tg2",
        [
          [0, "#F5C451"],
          [1, "#9A6412"],
        ],
        0,
        0,
        1,
        0,
      ) +
      glowGrad("pod", "#FDE68A", 0.35) +
      lin("leaf", [
        [0, "#FFE7A1"],
        [1, "#C98F26"],
      ]) +
      lin(
        "st",
        [
          [0, "#FFF3C4"],
          [1, "#E0A43A"],
        ],
        0,
        0,
        1,
        1,
      ) +
      linePattern("lp", "#C7D2FE", 24, 30, 1),
    pattern: patternRect("lp", 0.05),
    body,
  });
}

/* --------------------------------------------------------------- inhouse */
function bannerInhouse() {
  const x0 = 640;
  const y0 = 420;
  const pts = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    pts.push([x0 + t * 560, y0 - (Math.exp(t * 2.6) - 1) * 22.5]);
  }
  const curve = `M${pts.map(([x, y]) => `${P(x)} ${P(y)}`).join("L")}`;
  const [ex, ey] = pts[pts.length - 1];
  const [px, py] = pts[pts.length - 3];
  const ang = (Math.atan2(ey - py, ex - px) * 180) / Math.PI + 90;
  let grid = "";
  for (let x = 640; x <= 1400; x += 76) grid += `M${x} 70V${y0}`;
  for (let y = 420; y >= 70; y -= 70) grid += `M${x0} ${y}H1400`;
  const body = `
${glow(1100, 200, 520, 260, "og")}
<path d="${grid}" stroke="#94A3B8" stroke-opacity=".12" stroke-width="1"/>
<path d="${curve}L${P(ex)} ${y0}Z" fill="url(#area)" mask="url(#am)"/>
<path d="${curve}" fill="none" stroke="url(#curve)" stroke-width="14" stroke-linecap="round" opacity=".35" filter="url(#blur)"/>
<path d="${curve}" fill="none" stroke="url(#curve)" stroke-width="6" stroke-linecap="round"/>
${glow(ex, ey, 120, 120, "fl")}
${sparkles(181, 14, [680, 40, 1420, 460], "#FFE4C7", [4, 11])}
<g transform="translate(${P(ex + 18)} ${P(ey - 28)}) rotate(${P(ang)}) scale(1.15)">
<path d="M-14 24C-16 52-6 76 0 98 6 76 16 52 14 24z" fill="url(#flame)"/>
<path d="M-7 24C-8 42-3 56 0 70 3 56 8 42 7 24z" fill="#FFF7D6"/>
<path d="M-22 0-44 34-22 26zM22 0 44 34 22 26z" fill="#F43F5E"/>
<path d="M0-82C24-56 28-20 22 26H-22C-28-20-24-56 0-82Z" fill="url(#hull)"/>
<path d="M0-82C10-72 16-62 19-50H-19C-16-62-10-72 0-82Z" fill="#F43F5E"/>
<circle cy="-18" r="12" fill="#0E7490" stroke="#E2E8F0" stroke-width="4"/>
<circle cx="-4" cy="-22" r="4" fill="#A5F3FC"/>
<path d="M-6 26h12v8h-12z" fill="#64748B"/>
</g>
<g transform="translate(985 150)"><rect x="-92" y="-30" width="184" height="60" rx="30" fill="#0B1230" stroke="${C.gold}" stroke-width="3"/>${strokeText("2.47×", { x: 0, y: -14, size: 28, sw: 5, gap: 3, color: C.gold })}</g>
${die(840, 330, 64, { rot: -8, faces: [6, 1, 3] })}
${die(990, 395, 48, { rot: 14, faces: [5, 4, 2], col: ["#FCD34D", "#F5B942", "#D4962C"], pip: "#3B1F05", pip1: "#3B1F05" })}`;
  banner("inhouse", {
    bg: [
      [0, "#050814"],
      [0.55, "#111936"],
      [1, "#1F2150"],
    ],
    calm: "#050814",
    defs:
      glowGrad("og", "#F97316", 0.28) +
      lin("area", [
        [0, "#F59E0B", 0.22],
        [1, "#F59E0B", 0],
      ]) +
      lin(
        "amf",
        [
          [0, "#fff"],
          [0.8, "#fff"],
          [1, "#fff", 0],
        ],
        0,
        0,
        1,
        0,
      ) +
      `<mask id="am"><rect x="${x0}" y="60" width="${P(ex - x0)}" height="${y0 - 60}" fill="url(#amf)"/></mask>` +
      lin(
        "curve",
        [
          [0, C.teal],
          [0.6, C.gold],
          [1, "#FB923C"],
        ],
        0,
        0,
        1,
        0,
      ) +
      `<filter id="blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="6"/></filter>` +
      glowGrad("fl", "#FDBA74", 0.6) +
      lin("flame", [
        [0, "#FDE68A"],
        [0.5, "#F97316"],
        [1, "#F97316", 0],
      ]) +
      lin(
        "hull",
        [
          [0, "#FFFFFF"],
          [1, "#B8C2D3"],
        ],
        0,
        0,
        1,
        0,
      ) +
      dotPattern("dp", "#94A3B8", 24, 1),
    pattern: patternRect("dp", 0.08),
    body,
  });
}

function banners() {
  bannerHome1();
  bannerHome2();
  bannerHome3();
  bannerRng();
  bannerLive();
  bannerFish();
  bannerPvp();
  bannerSports();
  bannerEsports();
  bannerLott();
  bannerDown();
  bannerPromotion();
  bannerShop();
  bannerHelp();
  bannerReg();
  bannerInhouse();
}

/* ============================================================ 3. VENDORS */

function vendor(code, [c1, c2], mark, { ink = "#fff", defs = "" } = {}) {
  emit(
    `vendors/${code}.svg`,
    svg(
      160,
      160,
      `<rect width="160" height="160" rx="36" fill="url(#bg)"/>
<rect width="160" height="160" rx="36" fill="url(#hl)"/>
${mark}
${strokeText(code, { x: 80, y: 114, size: code.length > 3 ? 19 : 21, sw: 5.2, gap: 3.2, color: ink })}
<rect x="1.5" y="1.5" width="157" height="157" rx="34.5" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3"/>`,
      {
        defs:
          lin(
            "bg",
            [
              [0, c1],
              [1, c2],
            ],
            0,
            0,
            1,
            1,
          ) +
          lin("hl", [
            [0, "#fff", 0.18],
            [0.55, "#fff", 0],
          ]) +
          defs,
      },
    ),
  );
}

function vendors() {
  const goldG = lin(
    "gold",
    [
      [0, "#FFF1BF"],
      [0.5, C.gold],
      [1, "#B7791F"],
    ],
    0,
    0,
    1,
    1,
  );

  vendor(
    "NOVA",
    ["#8B5CF6", "#312E81"],
    `<g transform="translate(80 58)"><circle r="36" fill="url(#gl)"/><use href="#sp" transform="rotate(45) scale(25)" fill="#FDE68A"/><use href="#sp" transform="scale(44)" fill="#fff"/><circle r="7" fill="#fff"/><circle cx="30" cy="-26" r="3" fill="#FDE68A"/><circle cx="-30" cy="24" r="2.5" fill="#fff" opacity=".8"/></g>`,
    { defs: glowGrad("gl", "#FDE68A", 0.7) },
  );

  vendor(
    "AURA",
    ["#FB7185", "#F59E0B"],
    `<g transform="translate(80 58)"><circle r="38" fill="url(#gl)"/><circle r="36" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/><circle r="25" fill="none" stroke="#fff" stroke-opacity=".75" stroke-width="4"/><circle r="14" fill="#fff"/><circle cx="25.5" cy="-25.5" r="5.5" fill="#fff"/><circle cx="-17.7" cy="17.7" r="3.5" fill="#fff" opacity=".85"/></g>`,
    { defs: glowGrad("gl", "#FFF7ED", 0.6) },
  );

  const heart = [".XX.XX.", "XXXXXXX", "XXXXXXX", ".XXXXX.", "..XXX..", "...X..."];
  let px = "";
  heart.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c === "X" && !(x === 1 && y === 1)) px += `M${45 + x * 10} ${26 + y * 10}h10v10h-10z`;
    });
  });
  vendor(
    "PIXL",
    ["#FDE047", "#65A30D"],
    `<path d="${px}" fill="#1A2E05" transform="translate(3 3)" opacity=".25"/><path d="${px}" fill="#1A2E05"/><rect x="55" y="36" width="10" height="10" fill="#fff"/>`,
    { ink: "#1A2E05" },
  );

  vendor(
    "KOI",
    ["#FFF7ED", "#FED7AA"],
    `<circle cx="80" cy="58" r="40" fill="none" stroke="#0F766E" stroke-opacity=".25" stroke-width="2.5"/><circle cx="80" cy="58" r="30" fill="none" stroke="#0F766E" stroke-opacity=".15" stroke-width="2"/>
<g transform="translate(82 54) rotate(-35) scale(.8)">
<path d="M-13-14C-26-14-32-4-30 4-22-2-16-6-12-6ZM13-14C26-14 32-4 30 4 22-2 16-6 12-6Z" fill="#FDBA74"/>
<path d="M3 24C14 30 22 42 18 50 12 44 6 40 0 38-6 40-12 44-18 50-22 42-14 30-3 24Z" fill="#FB923C"/>
<path id="kb" d="M0-40C12-40 16-26 15-12 14 4 8 18 3 26H-3C-8 18-14 4-15-12-16-26-12-40 0-40Z" fill="#fff" stroke="#E7A77A" stroke-width="1.5"/>
<clipPath id="kc"><use href="#kb"/></clipPath>
<g clip-path="url(#kc)" fill="#EA580C"><ellipse cx="-4" cy="-30" rx="11" ry="9"/><path d="M2-12C16-14 16 4 6 10-4 6-6-8 2-12Z"/><ellipse cx="-8" cy="14" rx="7" ry="6" fill="#DC2626"/></g>
<circle cx="-6" cy="-33" r="2" fill="#111827"/><circle cx="6" cy="-33" r="2" fill="#111827"/>
</g>`,
    { ink: "#7C2D12" },
  );

  vendor(
    "VLIVE",
    ["#E11D48", "#4C0519"],
    `<g transform="translate(76 62) scale(.56)">${suit("spade", "url(#gold)")}</g>
<g transform="translate(116 30)"><circle r="12" fill="#fff"/><circle r="7" fill="#E11D48"/><path d="M17-9a20 20 0 0 1 0 18M-17-9a20 20 0 0 0 0 18" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".8"/></g>`,
    { defs: goldG },
  );

  vendor(
    "ORCL",
    ["#6B21A8", "#1E0B2E"],
    `<circle cx="80" cy="54" r="40" fill="url(#gl)"/>
<path d="M60 80h40l8 12H52z" fill="url(#gold)"/><rect x="48" y="90" width="64" height="8" rx="4" fill="url(#gold)"/>
<circle cx="80" cy="52" r="29" fill="url(#orb)"/>
<circle cx="80" cy="52" r="29" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
<ellipse cx="70" cy="40" rx="9" ry="5" transform="rotate(-35 70 40)" fill="#fff" opacity=".7"/>
<use href="#sp" transform="translate(86 58) scale(10)" fill="#fff"/><use href="#sp" transform="translate(72 64) scale(5)" fill="#FDE68A"/>`,
    {
      defs:
        goldG +
        glowGrad("gl", "#C084FC", 0.6) +
        rad(
          "orb",
          [
            [0, "#A5F3FC"],
            [0.5, "#818CF8"],
            [1, "#4C1D95"],
          ],
          0.38,
          0.35,
          0.7,
        ),
    },
  );

  vendor(
    "REEF",
    ["#2DD4BF", "#0F766E"],
    `<g transform="translate(80 96) scale(.62)" fill="none" stroke="#FB7185" stroke-linecap="round"><path d="M0 0C0-36-12-56-36-76M0 0C2-40 4-70 0-104M0 0C4-34 20-56 38-72" stroke-width="12"/><path d="M-22-58C-34-62-42-62-52-70M20-54C28-66 40-70 48-82M-2-74C-12-84-14-94-12-104M-36-76C-40-86-38-96-32-104M38-72C44-78 54-80 60-78" stroke-width="9"/></g>
<circle cx="112" cy="38" r="7" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="122" cy="24" r="4" fill="none" stroke="#fff" stroke-width="2"/><circle cx="46" cy="34" r="5" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="2"/>`,
  );

  vendor(
    "DEEP",
    ["#0284C7", "#0B1B45"],
    `<path d="M80 86C79 72 77 60 71 50 60 50 46 44 38 30 54 32 66 34 74 41 76 37 78 34 80 30 82 34 84 37 86 41 94 34 106 32 122 30 114 44 100 50 89 50 83 60 81 72 80 86Z" fill="#fff"/>
<path d="M34 84q11-8 23 0t23 0 23 0 23 0" fill="none" stroke="#7DD3FC" stroke-width="5" stroke-linecap="round"/>
<path d="M46 96q11-7 22 0t22 0 22 0" fill="none" stroke="#7DD3FC" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>
<circle cx="60" cy="22" r="3" fill="#BAE6FD"/><circle cx="102" cy="18" r="4" fill="#BAE6FD"/><circle cx="92" cy="10" r="2" fill="#BAE6FD"/>`,
  );

  const sword = (rot) =>
    `<g transform="translate(80 58) rotate(${rot})"><path d="M-5 28V-44L0-54 5-44V28Z" fill="url(#steel)"/><path d="M0-52V26" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/><rect x="-18" y="26" width="36" height="8" rx="4" fill="url(#gold)"/><rect x="-4" y="34" width="8" height="18" rx="2" fill="#3B0D0D"/><circle cy="56" r="6" fill="url(#gold)"/></g>`;
  vendor(
    "DUEL",
    ["#475569", "#0F172A"],
    `<circle cx="80" cy="58" r="38" fill="url(#gl)"/>${sword(40)}${sword(-40)}`,
    {
      defs:
        goldG +
        glowGrad("gl", "#EF4444", 0.65) +
        lin(
          "steel",
          [
            [0, "#F8FAFC"],
            [0.5, "#CBD5E1"],
            [1, "#64748B"],
          ],
          0,
          0,
          1,
          0,
        ),
    },
  );

  const mini = (rot, kind) => {
    const col = kind === "spade" || kind === "club" ? "#111827" : "#E11D48";
    const [sx, sc] = rot === 0 ? [80, 0.26] : [rot < 0 ? 66 : 94, 0.11];
    return `<g transform="rotate(${rot} 80 100)"><rect x="57" y="26" width="46" height="64" rx="6" fill="#fff" stroke="#CBD5E1" stroke-width="1.5"/><g transform="translate(${sx} ${rot === 0 ? 58 : 38}) scale(${sc})">${suit(kind, col)}</g></g>`;
  };
  vendor("CARD", ["#10B981", "#064E3B"], `${mini(-22, "heart")}${mini(22, "diamond")}${mini(0, "spade")}`);

  vendor(
    "SPRT",
    ["#3B82F6", "#1E3A8A"],
    `<path d="M36 30 52 70M124 30 108 70" stroke="#BFDBFE" stroke-opacity=".0"/>
<path d="M40 36l26 36H46zM120 36l-26 36h20z" fill="#fff" opacity=".18"/>
<rect x="30" y="22" width="20" height="12" rx="3" fill="#fff"/><rect x="110" y="22" width="20" height="12" rx="3" fill="#fff"/>
<rect x="38.5" y="34" width="3" height="40" fill="#BFDBFE"/><rect x="118.5" y="34" width="3" height="40" fill="#BFDBFE"/>
<ellipse cx="80" cy="74" rx="48" ry="22" fill="#1E40AF"/>
<ellipse cx="80" cy="70" rx="48" ry="22" fill="#E0E7FF"/>
<ellipse cx="80" cy="71" rx="36" ry="14" fill="#22C55E"/>
<path d="M80 57v28" stroke="#fff" stroke-width="1.5"/><ellipse cx="80" cy="71" rx="7" ry="3.5" fill="none" stroke="#fff" stroke-width="1.5"/>`,
  );

  vendor(
    "KICK",
    ["#FB923C", "#C2410C"],
    `<path d="M28 46h20M22 58h24M30 70h18" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linecap="round"/>${soccerBall(86, 58, 30, "kb")}`,
    { defs: ballShade("kb") },
  );

  vendor(
    "AV",
    ["#2A0A3D", "#0A0A1A"],
    `<path d="M34 58C50 34 110 34 126 58 110 82 50 82 34 58Z" fill="none" stroke="url(#neon)" stroke-width="10" filter="url(#bl)" opacity=".8"/>
<path d="M34 58C50 34 110 34 126 58 110 82 50 82 34 58Z" fill="#140A26" stroke="url(#neon)" stroke-width="5"/>
<circle cx="80" cy="58" r="17" fill="none" stroke="url(#neon)" stroke-width="4"/>
<path d="M75 49 89 58 75 67Z" fill="#fff"/>`,
    {
      defs:
        lin(
          "neon",
          [
            [0, "#F472B6"],
            [0.5, "#A855F7"],
            [1, "#22D3EE"],
          ],
          0,
          0,
          1,
          0,
        ) +
        `<filter id="bl" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="4"/></filter>`,
    },
  );

  vendor(
    "TF",
    ["#B45309", "#451A03"],
    `<circle cx="80" cy="56" r="40" fill="url(#gl)"/>${trophy(80, 62, 0.25)}
<circle cx="44" cy="40" r="2.5" fill="#FDBA74"/><circle cx="118" cy="34" r="3" fill="#FDBA74"/><circle cx="122" cy="58" r="2" fill="#FED7AA"/><circle cx="38" cy="64" r="2" fill="#FED7AA"/>`,
    {
      defs:
        glowGrad("gl", "#FDBA74", 0.6) +
        lin(
          "tg",
          [
            [0, "#FFF1BF"],
            [0.4, C.gold],
            [1, "#A8701A"],
          ],
          0,
          0,
          1,
          1,
        ) +
        lin(
          "tg2",
          [
            [0, "#F5C451"],
            [1, "#9A6412"],
          ],
          0,
          0,
          1,
          0,
        ),
    },
  );

  vendor(
    "BGS",
    ["#2A2670", "#0B1230"],
    `<circle cx="80" cy="56" r="42" fill="url(#gl)"/>${emblem(80, 56, 32, "e")}`,
    { defs: emblemDefs("e") + glowGrad("gl", C.gold, 0.45) },
  );
}

/* ======================================================= 5. ILLUSTRATIONS */

function illo(name, body, defs = "") {
  emit(
    `illustrations/${name}.svg`,
    svg(
      480,
      320,
      `<ellipse cx="240" cy="160" rx="200" ry="138" fill="url(#bd)"/>
<ellipse cx="240" cy="284" rx="150" ry="14" fill="#1E1B4B" opacity=".14"/>${body}`,
      {
        defs:
          rad("bd", [
            [0, "#6366F1", 0.2],
            [0.7, "#6366F1", 0.08],
            [1, "#6366F1", 0],
          ]) + defs,
      },
    ),
  );
}

function gear(cx, cy, ro, ri, n, hole) {
  const pts = [];
  const step = (2 * Math.PI) / n;
  for (let i = 0; i < n; i++) {
    const a = i * step;
    pts.push([ri, a], [ro, a + step * 0.12], [ro, a + step * 0.42], [ri, a + step * 0.54]);
  }
  const d = `M${pts.map(([r, a]) => `${P(cx + r * Math.cos(a))} ${P(cy + r * Math.sin(a))}`).join("L")}Z`;
  return `${d}M${P(cx + hole)} ${cy}A${hole} ${hole} 0 1 0 ${P(cx - hole)} ${cy}A${hole} ${hole} 0 1 0 ${P(cx + hole)} ${cy}Z`;
}

function illustrations() {
  illo(
    "maintenance",
    `<path d="${gear(200, 150, 78, 64, 12, 26)}" fill="url(#g1)" fill-rule="evenodd" stroke="#4338CA" stroke-width="3" stroke-linejoin="round"/>
<circle cx="200" cy="150" r="44" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>
<path d="${gear(306, 206, 48, 38, 9, 15)}" fill="url(#g2)" fill-rule="evenodd" stroke="#B7791F" stroke-width="3" stroke-linejoin="round"/>
<path d="${gear(318, 92, 30, 23, 8, 9)}" fill="${C.teal}" fill-rule="evenodd" stroke="#0F766E" stroke-width="3" stroke-linejoin="round"/>
<g transform="translate(150 236) rotate(-40)">
<rect x="-9" y="-24" width="18" height="104" rx="9" fill="#64748B"/>
<path d="M-9-63.3A25 25 0 1 0 9-63.3V-44H-9z" fill="#94A3B8" stroke="#64748B" stroke-width="3" stroke-linejoin="round"/>
<rect x="-4" y="10" width="8" height="60" rx="4" fill="#fff" opacity=".3"/>
</g>
${sparkle(110, 80, 10, C.gold)}${sparkle(380, 150, 8, "#A5B4FC")}${sparkle(262, 60, 6, C.teal)}`,
    lin(
      "g1",
      [
        [0, "#818CF8"],
        [1, "#4F46E5"],
      ],
      0,
      0,
      1,
      1,
    ) +
      lin(
        "g2",
        [
          [0, "#FFE7A1"],
          [1, "#E0A43A"],
        ],
        0,
        0,
        1,
        1,
      ),
  );

  illo(
    "region-blocked",
    `<circle cx="210" cy="150" r="96" fill="url(#globe)"/>
<g fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"><circle cx="210" cy="150" r="96"/><ellipse cx="210" cy="150" rx="40" ry="96"/><path d="M114 150h192M126 104h168M126 196h168M210 54v192"/></g>
<path d="M168 96c14 6 18 20 12 30s-22 8-26 22 8 24 0 34M254 92c-10 14-2 24 10 28s22 20 14 34" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="10" stroke-linecap="round"/>
<g transform="translate(306 196)">
<path d="M0-70 54-50v36c0 38-24 62-54 74C-30 48-54 24-54-14v-36z" fill="#000" opacity=".15" transform="translate(6 8)"/>
<path d="M0-70 54-50v36c0 38-24 62-54 74C-30 48-54 24-54-14v-36z" fill="url(#sh)" stroke="#B7791F" stroke-width="3" stroke-linejoin="round"/>
<path d="M-14-12v-10a14 14 0 0 1 28 0v10" fill="none" stroke="#1E1B4B" stroke-width="7" stroke-linecap="round"/>
<rect x="-24" y="-14" width="48" height="40" rx="8" fill="#1E1B4B"/>
<circle cy="2" r="6" fill="${C.gold}"/><rect x="-2.5" y="4" width="5" height="12" rx="2.5" fill="${C.gold}"/>
</g>
${sparkle(104, 70, 9, C.gold)}${sparkle(384, 96, 7, "#A5B4FC")}`,
    rad(
      "globe",
      [
        [0, "#5EEAD4"],
        [0.6, "#14B8A6"],
        [1, "#0F766E"],
      ],
      0.38,
      0.35,
      0.75,
    ) +
      lin(
        "sh",
        [
          [0, "#FFF1BF"],
          [0.5, C.gold],
          [1, "#D4962C"],
        ],
        0,
        0,
        1,
        1,
      ),
  );

  illo(
    "not-found",
    `<path d="M70 250c40-30 70 10 110-20s30-80 80-90 90 40 130 10" fill="none" stroke="#818CF8" stroke-width="4" stroke-dasharray="2 12" stroke-linecap="round"/>
<g transform="translate(78 246)"><path d="M0 0c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28z" fill="${C.rose}"/><circle cy="-28" r="6" fill="#fff"/></g>
<path d="M384 92l10 10m0-10-10 10" stroke="${C.rose}" stroke-width="4" stroke-linecap="round"/>
<g transform="translate(240 158) rotate(-14)">
<circle r="90" fill="#000" opacity=".12" transform="translate(6 8)"/>
<circle r="90" fill="url(#ring)"/>
<circle r="74" fill="#F8FAFC"/>
<circle r="74" fill="none" stroke="#CBD5E1" stroke-width="2"/>
<path d="M0-66v12M0 54v12M-66 0h12M54 0h12" stroke="#64748B" stroke-width="4" stroke-linecap="round"/>
<path d="M-47-47l6 6M41 41l6 6M47-47l-6 6M-41 41l-6 6" stroke="#CBD5E1" stroke-width="3" stroke-linecap="round"/>
<g transform="rotate(118)"><path d="M0-56 12 0H-12z" fill="${C.rose}"/><path d="M0 56 12 0H-12z" fill="#4F46E5"/></g>
<circle r="9" fill="#1E1B4B"/><circle r="3.5" fill="${C.gold}"/>
<rect x="-12" y="-104" width="24" height="18" rx="6" fill="url(#ring)"/>
</g>
${sparkle(352, 226, 9, C.gold)}${sparkle(126, 92, 7, C.teal)}`,
    lin(
      "ring",
      [
        [0, "#FFE7A1"],
        [0.5, C.gold],
        [1, "#B7791F"],
      ],
      0,
      0,
      1,
      1,
    ),
  );

  illo(
    "empty",
    `<path d="M160 150 240 118 320 150 240 182z" fill="#312E81"/>
<path d="M160 150v92l80 34v-94z" fill="url(#bl)"/>
<path d="M320 150v92l-80 34v-94z" fill="url(#br)"/>
<path d="M160 150 120 178l80 34 40-30z" fill="#A5B4FC"/>
<path d="M320 150l40 28-80 34-40-30z" fill="#818CF8"/>
<path d="M160 150 186 110l80-32-26 40z" fill="#C7D2FE"/>
<path d="M320 150 294 110l-80-32 26 40z" fill="#A5B4FC" opacity=".9"/>
<path d="M240 182v94" stroke="#312E81" stroke-opacity=".3" stroke-width="2"/>
<rect x="196" y="214" width="28" height="8" rx="4" fill="#fff" opacity=".35" transform="rotate(23 210 218)"/>
<circle cx="214" cy="84" r="5" fill="${C.gold}"/><circle cx="262" cy="62" r="3.5" fill="${C.teal}"/><circle cx="286" cy="92" r="4" fill="#A5B4FC"/>
${sparkle(240, 40, 10, C.gold)}${sparkle(150, 100, 7, "#A5B4FC")}${sparkle(346, 112, 7, C.teal)}`,
    lin(
      "bl",
      [
        [0, "#6366F1"],
        [1, "#4338CA"],
      ],
      0,
      0,
      0,
      1,
    ) +
      lin(
        "br",
        [
          [0, "#4F46E5"],
          [1, "#3730A3"],
        ],
        0,
        0,
        0,
        1,
      ),
  );

  illo(
    "app-phones",
    `<g transform="translate(240 160) scale(.66) translate(-240 -160)">
${phone(150, 172, 188, 380, -6, "pa", { kind: "android", accent: C.teal, tint: "#0EA5A4" })}
${phone(330, 162, 196, 396, 6, "pi", { kind: "ios", accent: C.gold, tint: "#6366F1" })}
</g>
${sparkle(56, 70, 10, C.gold)}${sparkle(430, 246, 8, C.teal)}${sparkle(424, 60, 6, "#A5B4FC")}`,
  );
}

/* ============================================================ 6. AVATARS */

function avatar(name, [c1, c2], body, defs = "") {
  emit(
    `avatars/${name}.svg`,
    svg(
      96,
      96,
      `<circle cx="48" cy="48" r="48" fill="url(#bg)"/><clipPath id="cc"><circle cx="48" cy="48" r="48"/></clipPath><g clip-path="url(#cc)">${body}</g>`,
      {
        defs:
          lin(
            "bg",
            [
              [0, c1],
              [1, c2],
            ],
            0,
            0,
            1,
            1,
          ) + defs,
      },
    ),
  );
}

function avatars() {
  avatar(
    "default",
    ["#64748B", "#334155"],
    `<circle cx="48" cy="38" r="17" fill="#E2E8F0"/><path d="M14 96c0-20 15-34 34-34s34 14 34 34z" fill="#E2E8F0"/>`,
  );

  avatar(
    "1",
    ["#2DD4BF", "#0F766E"],
    `<path d="M20 22 36 40 16 48zM76 22 60 40 80 48z" fill="#EA580C"/><path d="M23 29 31 39 21 43zM73 29 65 39 75 43z" fill="#FED7AA"/>
<path d="M48 80C33 80 17 64 15 46 25 37 37 35 48 35S71 37 81 46C79 64 63 80 48 80Z" fill="#F97316"/>
<path d="M48 80C39 80 28 72 22 60 32 59 42 62 48 69 54 62 64 59 74 60 68 72 57 80 48 80Z" fill="#FFF7ED"/>
<ellipse cx="36" cy="52" rx="3.5" ry="4.5" fill="#1F2937"/><ellipse cx="60" cy="52" rx="3.5" ry="4.5" fill="#1F2937"/>
<ellipse cx="48" cy="68" rx="4.5" ry="3.2" fill="#1F2937"/>`,
  );

  avatar(
    "2",
    ["#C4B5FD", "#7C3AED"],
    `<circle cx="26" cy="28" r="11" fill="#1F2937"/><circle cx="70" cy="28" r="11" fill="#1F2937"/>
<ellipse cx="48" cy="54" rx="30" ry="27" fill="#fff"/>
<ellipse cx="37" cy="51" rx="7.5" ry="10" transform="rotate(30 37 51)" fill="#1F2937"/><ellipse cx="59" cy="51" rx="7.5" ry="10" transform="rotate(-30 59 51)" fill="#1F2937"/>
<circle cx="38" cy="50" r="2.6" fill="#fff"/><circle cx="58" cy="50" r="2.6" fill="#fff"/>
<ellipse cx="48" cy="63" rx="5" ry="3.5" fill="#1F2937"/><path d="M43 69q5 4 10 0" fill="none" stroke="#1F2937" stroke-width="2" stroke-linecap="round"/>
<circle cx="30" cy="64" r="4" fill="#F9A8D4" opacity=".7"/><circle cx="66" cy="64" r="4" fill="#F9A8D4" opacity=".7"/>`,
  );

  avatar(
    "3",
    ["#FDA4AF", "#E11D48"],
    `<path d="M20 44 22 16 40 32C44 30 52 30 56 32L74 16 76 44C80 64 66 82 48 82S16 64 20 44Z" fill="#64748B"/>
<path d="M25 36 26 23 35 31zM71 36 70 23 61 31z" fill="#FBCFE8"/>
<ellipse cx="37" cy="52" rx="5" ry="6" fill="#A3E635"/><ellipse cx="59" cy="52" rx="5" ry="6" fill="#A3E635"/>
<ellipse cx="37" cy="52" rx="1.6" ry="5" fill="#1F2937"/><ellipse cx="59" cy="52" rx="1.6" ry="5" fill="#1F2937"/>
<path d="M45 62h6l-3 3.5z" fill="#F9A8D4"/><path d="M48 65.5q-3 4-7 2M48 65.5q3 4 7 2" fill="none" stroke="#1F2937" stroke-width="1.6" stroke-linecap="round"/>
<path d="M32 64 16 61M32 68 17 70M64 64l16-3M64 68l15 2" stroke="#E2E8F0" stroke-width="1.5" stroke-linecap="round"/>
<path d="M40 34l2 8M48 32v8M56 34l-2 8" stroke="#475569" stroke-width="2.5" stroke-linecap="round"/>`,
  );

  avatar(
    "4",
    ["#1E1B4B", "#0B1230"],
    `<path d="M22 26 34 36M74 26 62 36" stroke="#818CF8" stroke-width="6" stroke-linecap="round"/>
<path d="M48 88C26 88 18 70 18 54c0-16 12-26 30-26s30 10 30 26c0 16-8 34-30 34Z" fill="#6366F1"/>
<path d="M48 88c-10 0-16-8-16-18 0-6 8-8 16-8s16 2 16 8c0 10-6 18-16 18Z" fill="#C7D2FE"/>
<path d="M40 72l3 4 3-4 3 4 3-4 3 4" fill="none" stroke="#818CF8" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="36" cy="48" r="12" fill="#fff"/><circle cx="60" cy="48" r="12" fill="#fff"/>
<circle cx="36" cy="48" r="7" fill="${C.gold}"/><circle cx="60" cy="48" r="7" fill="${C.gold}"/>
<circle cx="36" cy="48" r="3.5" fill="#111827"/><circle cx="60" cy="48" r="3.5" fill="#111827"/>
<path d="M44 56h8l-4 7z" fill="#F59E0B"/>`,
  );

  avatar(
    "5",
    ["#A855F7", "#4C1D95"],
    `<path d="M30 20C34 8 40 6 44 10 42 18 38 24 34 30zM52 12c2-8 8-10 14-6-2 10-8 16-14 20zM62 26c6-8 12-8 16-4-4 6-10 10-16 12z" fill="#2DD4BF"/>
<path d="M14 50C14 38 26 32 38 38c4 2 7 2 10 2s6 0 10-2c12-6 24 0 24 12 0 14-10 22-20 22-8 0-12-6-14-10-2 4-6 10-14 10-10 0-20-8-20-22Z" fill="url(#mask)" stroke="#B7791F" stroke-width="2"/>
<path d="M26 50c3-6 12-7 16-1-5 4-12 5-16 1ZM70 50c-3-6-12-7-16-1 5 4 12 5 16 1Z" fill="#2E1065"/>
<path d="M48 40 52 46 48 52 44 46Z" fill="#2DD4BF"/>
<path d="M20 48c2-6 8-9 14-8" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.5" stroke-linecap="round"/>
<path d="M18 62 12 84M78 62l6 22" stroke="#FBCFE8" stroke-width="2" opacity=".8"/>`,
    lin(
      "mask",
      [
        [0, "#FFF1BF"],
        [0.5, C.gold],
        [1, "#D4962C"],
      ],
      0,
      0,
      1,
      1,
    ),
  );

  avatar(
    "6",
    ["#FCD34D", "#F59E0B"],
    `<path d="M48 14v10" stroke="#0F766E" stroke-width="3.5" stroke-linecap="round"/><circle cx="48" cy="13" r="5" fill="${C.rose}"/>
<rect x="16" y="44" width="8" height="18" rx="4" fill="#0F766E"/><rect x="72" y="44" width="8" height="18" rx="4" fill="#0F766E"/>
<rect x="22" y="24" width="52" height="50" rx="16" fill="#14B8A6"/>
<rect x="22" y="24" width="52" height="20" rx="10" fill="#fff" opacity=".15"/>
<rect x="29" y="36" width="38" height="20" rx="10" fill="#0B1230"/>
<circle cx="39" cy="46" r="5" fill="#67E8F9"/><circle cx="57" cy="46" r="5" fill="#67E8F9"/>
<path d="M38 64h20" stroke="#0B1230" stroke-width="4" stroke-linecap="round"/>
<path d="M43 62v4M48 62v4M53 62v4" stroke="#14B8A6" stroke-width="1.5"/>
<path d="M30 96c0-12 8-18 18-18s18 6 18 18z" fill="#0F766E"/>`,
  );
}

/** Avatars 7 to 12: with 1 to 6 they are the twelve a member can choose from (apps/server members/avatars.ts). */
function moreAvatars() {
  avatar(
    "7",
    ["#93C5FD", "#2563EB"],
    `<circle cx="24" cy="27" r="11" fill="#EA580C"/><circle cx="72" cy="27" r="11" fill="#EA580C"/>
<circle cx="24" cy="27" r="6" fill="#FFEDD5"/><circle cx="72" cy="27" r="6" fill="#FFEDD5"/>
<ellipse cx="48" cy="55" rx="32" ry="28" fill="#FB923C"/>
<path d="M48 83c-14 0-24-7-24-15 0-6 8-9 16-8l8 3 8-3c8-1 16 2 16 8 0 8-10 15-24 15Z" fill="#FFF7ED"/>
<path d="M48 28v9M40 29l2 7M56 29l-2 7M16 48h9M16 57h8M80 48h-9M80 57h-8" stroke="#1F2937" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="36" cy="50" rx="4" ry="5" fill="#1F2937"/><ellipse cx="60" cy="50" rx="4" ry="5" fill="#1F2937"/>
<circle cx="37.4" cy="48.4" r="1.4" fill="#fff"/><circle cx="61.4" cy="48.4" r="1.4" fill="#fff"/>
<path d="M43 62h10l-5 5.5z" fill="#F472B6"/><path d="M48 67.5q-3 4-7 2M48 67.5q3 4 7 2" fill="none" stroke="#1F2937" stroke-width="1.8" stroke-linecap="round"/>`,
  );

  const stars = rng(12);
  let starDots = "";
  for (let index = 0; index < 14; index++) {
    starDots += `<circle cx="${P(stars() * 96)}" cy="${P(stars() * 60)}" r="${P(0.6 + stars() * 1.1)}" fill="#fff" opacity="${P(0.4 + stars() * 0.6)}"/>`;
  }
  avatar(
    "8",
    ["#38BDF8", "#1E3A8A"],
    `${starDots}${sparkle(78, 18, 5, C.gold)}
<path d="M20 96c0-16 12-25 28-25s28 9 28 25z" fill="#E2E8F0"/><circle cx="37" cy="86" r="3.5" fill="${C.rose}"/>
<rect x="44" y="80" width="14" height="8" rx="2" fill="#94A3B8"/>
<rect x="17" y="39" width="7" height="16" rx="3.5" fill="#94A3B8"/><rect x="72" y="39" width="7" height="16" rx="3.5" fill="#94A3B8"/>
<circle cx="48" cy="47" r="26" fill="${C.white}" stroke="#CBD5E1" stroke-width="2"/>
<rect x="29" y="34" width="38" height="26" rx="13" fill="url(#visor)"/>
<path d="M35 41c4-3.5 10-4.5 15-3.5" fill="none" stroke="#BAE6FD" stroke-width="3" stroke-linecap="round" opacity=".85"/>
<circle cx="59" cy="52" r="2.2" fill="#BAE6FD" opacity=".6"/>`,
    lin(
      "visor",
      [
        [0, "#1E1B4B"],
        [1, "#0F172A"],
      ],
      0,
      0,
      1,
      1,
    ),
  );

  avatar(
    "9",
    ["#FED7AA", "#EA580C"],
    `<ellipse cx="48" cy="60" rx="35" ry="25" fill="#4ADE80"/>
<circle cx="31" cy="35" r="13" fill="#4ADE80"/><circle cx="65" cy="35" r="13" fill="#4ADE80"/>
<circle cx="31" cy="35" r="8.5" fill="#fff"/><circle cx="65" cy="35" r="8.5" fill="#fff"/>
<circle cx="32.5" cy="36" r="4.5" fill="#1F2937"/><circle cx="63.5" cy="36" r="4.5" fill="#1F2937"/>
<circle cx="34" cy="34.5" r="1.5" fill="#fff"/><circle cx="65" cy="34.5" r="1.5" fill="#fff"/>
<ellipse cx="48" cy="74" rx="22" ry="9" fill="#BBF7D0"/>
<circle cx="44" cy="52" r="1.4" fill="#166534"/><circle cx="52" cy="52" r="1.4" fill="#166534"/>
<path d="M29 60q19 13 38 0" fill="none" stroke="#166534" stroke-width="3" stroke-linecap="round"/>
<circle cx="24" cy="62" r="4.5" fill="#F9A8D4" opacity=".7"/><circle cx="72" cy="62" r="4.5" fill="#F9A8D4" opacity=".7"/>`,
  );

  avatar(
    "10",
    ["#A5F3FC", "#0891B2"],
    `<ellipse cx="48" cy="58" rx="32" ry="34" fill="#1E293B"/>
<path d="M46 25q1-7 7-6" fill="none" stroke="#1E293B" stroke-width="3" stroke-linecap="round"/>
<path d="M48 41c-6-8-22-8-24 4-2 12 8 27 24 31 16-4 26-19 24-31-2-12-18-12-24-4Z" fill="${C.white}"/>
<circle cx="38" cy="51" r="3.8" fill="#1E293B"/><circle cx="58" cy="51" r="3.8" fill="#1E293B"/>
<circle cx="39.3" cy="49.6" r="1.3" fill="#fff"/><circle cx="59.3" cy="49.6" r="1.3" fill="#fff"/>
<path d="M42 58h12l-6 7z" fill="#F59E0B"/>
<circle cx="31" cy="60" r="4" fill="#F9A8D4" opacity=".7"/><circle cx="65" cy="60" r="4" fill="#F9A8D4" opacity=".7"/>
<path d="M20 80c9 5 47 5 56 0v9c-9 5-47 5-56 0z" fill="${C.rose}"/><path d="M60 84l6 12h-9z" fill="#BE123C"/>`,
  );

  avatar(
    "11",
    ["#BBF7D0", "#16A34A"],
    `<circle cx="22" cy="36" r="16" fill="#94A3B8"/><circle cx="74" cy="36" r="16" fill="#94A3B8"/>
<circle cx="22" cy="36" r="9" fill="#F1F5F9"/><circle cx="74" cy="36" r="9" fill="#F1F5F9"/>
<ellipse cx="48" cy="55" rx="28" ry="27" fill="#A3AEBF"/>
<ellipse cx="48" cy="72" rx="15" ry="8" fill="#E2E8F0"/>
<circle cx="36" cy="50" r="3.6" fill="#1F2937"/><circle cx="60" cy="50" r="3.6" fill="#1F2937"/>
<circle cx="37.2" cy="48.7" r="1.2" fill="#fff"/><circle cx="61.2" cy="48.7" r="1.2" fill="#fff"/>
<ellipse cx="48" cy="61" rx="7.5" ry="10" fill="#334155"/><ellipse cx="45.5" cy="57" rx="2" ry="3" fill="#64748B"/>
<circle cx="29" cy="62" r="4" fill="#F9A8D4" opacity=".6"/><circle cx="67" cy="62" r="4" fill="#F9A8D4" opacity=".6"/>
<path d="M58 86c3-10 12-14 22-12-2 8-10 14-22 12Z" fill="#D9F99D"/><path d="M60 85c6-4 11-7 18-9" fill="none" stroke="#65A30D" stroke-width="1.4" stroke-linecap="round"/>`,
  );

  avatar(
    "12",
    ["#FCA5A5", "#B91C1C"],
    `<path d="M18 96c2-12 14-18 30-18s28 6 30 18z" fill="#111827"/>
<circle cx="48" cy="51" r="30" fill="#1F2937"/>
<path d="M75 38 90 31 86 43 92 50 77 45z" fill="${C.gold}"/>
<rect x="18" y="34" width="60" height="8" rx="4" fill="${C.gold}"/><circle cx="48" cy="38" r="3" fill="${C.goldDeep}"/>
<rect x="25" y="47" width="46" height="15" rx="7.5" fill="#FCD9B6"/>
<path d="M32 50.5l9 2.5M64 50.5l-9 2.5" stroke="#1F2937" stroke-width="2.4" stroke-linecap="round"/>
<ellipse cx="39" cy="56.5" rx="3" ry="3.4" fill="#1F2937"/><ellipse cx="57" cy="56.5" rx="3" ry="3.4" fill="#1F2937"/>
<circle cx="40" cy="55.3" r="1" fill="#fff"/><circle cx="58" cy="55.3" r="1" fill="#fff"/>
<path d="M30 70q18 8 36 0" fill="none" stroke="#374151" stroke-width="2" stroke-linecap="round"/>`,
  );
}

/* ========================================================= 7. PROMOTIONS */
// Card and detail art of the demo promotions (800 × 450). Numbers and symbols only: no words that
// would need translating.

const PW = 800;
const PH = 450;

/** Common frame: diagonal background, a pattern, a glow behind the subject, a soft vignette. */
function promoArt(name, { bg, glowColor, pattern, defs = "", body }) {
  const d =
    lin("pbg", bg, 0, 0, 1, 1) +
    glowGrad("pgl", glowColor, 0.45) +
    lin("pvig", [
      [0, "#000", 0],
      [0.7, "#000", 0],
      [1, "#000", 0.35],
    ]) +
    pattern.def +
    defs;
  emit(
    `promotions/${name}.svg`,
    svg(
      PW,
      PH,
      `<rect width="${PW}" height="${PH}" fill="url(#pbg)"/><rect width="${PW}" height="${PH}" fill="url(#${pattern.id})" opacity="${pattern.opacity}"/>${glow(400, 220, 360, 230, "pgl")}${body}<rect width="${PW}" height="${PH}" fill="url(#pvig)"/>`,
      { defs: d },
    ),
  );
}

const goldStops = [
  [0, "#FFF1BF"],
  [0.4, C.gold],
  [1, "#A8701A"],
];

function promoWelcome() {
  const body = `
<path d="${rays(400, 250, 18, 520, 4)}" fill="#A5F3FC" opacity=".08"/>
${gift(250, 380, 140, 112, "#2DD4BF", "#0F766E", C.gold, { rot: -7 })}
${gift(560, 384, 150, 120, C.gold, "#B7791F", "#E11D48", { rot: 6 })}
${gift(400, 400, 210, 170, "#F43F5E", "#9F1239", C.gold)}
${confetti(701, 46, [40, 20, 760, 300], [C.gold, C.teal, "#F9A8D4", "#fff", "#A78BFA"])}
${sparkles(702, 9, [80, 30, 720, 240], "#fff", [5, 13])}`;
  promoArt("welcome", {
    bg: [
      [0, "#071A33"],
      [0.55, "#0E3A63"],
      [1, "#0E7490"],
    ],
    glowColor: "#67E8F9",
    pattern: { id: "pp", def: dotPattern("pp", "#BAE6FD", 22, 1.2), opacity: 0.1 },
    defs: giftGrad("#2DD4BF", "#0F766E") + giftGrad(C.gold, "#B7791F") + giftGrad("#F43F5E", "#9F1239"),
    body,
  });
}

function promoFirstDeposit() {
  GLYPHS["%"] ??= [22, "M21 0 1 28M5.5 1a4.5 5.5 0 1 0 .01 0M16.5 16a4.5 5.5 0 1 0 .01 0"];
  const body = `
${coinStack(180, 360, 62, 5)}
${coinStack(620, 372, 56, 3)}
${coin(720, 96, 36, { tilt: 0.9, rot: 18 })}
${coin(84, 110, 30, { tilt: 0.8, rot: -20 })}
${strokeText("100%", { x: 400, y: 150, size: 120, sw: 7, gap: 5, color: "url(#pgold)" })}
${coin(400, 350, 44, { tilt: 0.5, rot: 0 })}
${sparkles(711, 10, [60, 40, 740, 300], "#FEF3C7", [5, 14])}`;
  promoArt("first-deposit", {
    bg: [
      [0, "#03201D"],
      [0.5, "#064E3B"],
      [1, "#0F766E"],
    ],
    glowColor: "#FDE68A",
    pattern: { id: "pp", def: diamondPattern("pp", "#A7F3D0", 34), opacity: 0.08 },
    defs: coinDefs() + lin("pgold", goldStops, 0, 0, 0, 1),
    body,
  });
}

function promoBigWin() {
  const body = `
<path d="${rays(400, 230, 20, 520, 3.5)}" fill="#FDE68A" opacity=".09"/>
<ellipse cx="400" cy="420" rx="240" ry="30" fill="url(#ppod)"/>
${laurel(400, 232, 150)}
<g transform="translate(400 250) scale(.78) translate(-400 -250)">${trophy(400, 268, 1)}</g>
<path d="${starPts(170, 120, 30, 12)}" fill="url(#tg)" transform="rotate(-12 170 120)"/>
<path d="${starPts(640, 100, 36, 14)}" fill="url(#tg)" transform="rotate(10 640 100)"/>
<path d="${starPts(680, 320, 22, 9)}" fill="url(#tg)"/>
<path d="${starPts(120, 320, 18, 7)}" fill="url(#tg)"/>
${confetti(721, 30, [40, 20, 760, 420], [C.gold, "#F0ABFC", "#fff", "#A78BFA"], { minS: 5, maxS: 10 })}`;
  promoArt("big-win", {
    bg: [
      [0, "#140A2E"],
      [0.55, "#3B1A78"],
      [1, "#6D28D9"],
    ],
    glowColor: "#FBBF24",
    pattern: { id: "pp", def: linePattern("pp", "#DDD6FE", 22, 30, 1), opacity: 0.06 },
    defs:
      lin("tg", goldStops, 0, 0, 1, 1) +
      lin(
        "tg2",
        [
          [0, "#F5C451"],
          [1, "#9A6412"],
        ],
        0,
        0,
        1,
        0,
      ) +
      lin("leaf", [
        [0, "#FFE7A1"],
        [1, "#C98F26"],
      ]) +
      glowGrad("ppod", "#FDE68A", 0.35),
    body,
  });
}

function promoWeekendReload() {
  const day = (x, y, on) =>
    `<rect x="${x}" y="${y}" width="46" height="38" rx="8" fill="${on ? "url(#phot)" : "#FFFFFF"}" opacity="${on ? 1 : 0.14}"/>`;
  let days = "";
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 7; col++) days += day(214 + col * 54, 176 + row * 46, col >= 5);
  }
  const body = `
<g transform="translate(80 0) rotate(-4 400 250)">
<rect x="190" y="92" width="420" height="300" rx="26" fill="#000" opacity=".3" transform="translate(10 14)"/>
<rect x="190" y="92" width="420" height="300" rx="26" fill="#2A1033" stroke="#FDA4AF" stroke-opacity=".4" stroke-width="2"/>
<path d="M190 118a26 26 0 0 1 26-26h368a26 26 0 0 1 26 26v36H190z" fill="url(#phot)"/>
<rect x="262" y="74" width="14" height="40" rx="7" fill="#FFE4E6"/><rect x="524" y="74" width="14" height="40" rx="7" fill="#FFE4E6"/>
${days}
</g>
<path d="M700 60 620 240h62l-40 150 120-200h-66l44-130z" fill="url(#pbolt)" stroke="#FFF7ED" stroke-width="4" stroke-linejoin="round"/>
${strokeText("+50%", { x: 140, y: 196, size: 54, sw: 6, gap: 4, color: "#FFE4E6" })}
${sparkles(731, 8, [60, 40, 740, 260], "#FFF7ED", [5, 12])}`;
  promoArt("weekend-reload", {
    bg: [
      [0, "#2A0A1E"],
      [0.55, "#7F1D4E"],
      [1, "#EA580C"],
    ],
    glowColor: "#FB923C",
    pattern: { id: "pp", def: dotPattern("pp", "#FED7AA", 24, 1.1), opacity: 0.1 },
    defs:
      lin("phot", [
        [0, "#FDBA74"],
        [1, "#F43F5E"],
      ]) +
      lin("pbolt", [
        [0, "#FEF08A"],
        [1, "#F59E0B"],
      ]),
    body,
  });
}

function promoVipClub() {
  const body = `
<path d="${rays(400, 230, 24, 520, 2.5)}" fill="#FDE68A" opacity=".07"/>
<g transform="translate(400 215) scale(230)">${crownUnit("url(#pcrown)", "")}</g>
${gem(400, 232, 0.62, "#F472B6", "#9D174D")}
${gem(292, 262, 0.4, "#22D3EE", "#0E7490")}
${gem(508, 262, 0.4, "#34D399", "#047857")}
<ellipse cx="400" cy="390" rx="220" ry="22" fill="url(#pglow2)"/>
${sparkles(741, 12, [60, 40, 740, 400], "#FEF3C7", [4, 12])}`;
  promoArt("vip-club", {
    bg: [
      [0, "#05060F"],
      [0.55, "#141833"],
      [1, "#2A2150"],
    ],
    glowColor: "#F5C451",
    pattern: { id: "pp", def: diamondPattern("pp", "#F5C451", 40), opacity: 0.07 },
    defs: lin("pcrown", goldStops, 0, 0, 1, 1) + glowGrad("pglow2", "#FDE68A", 0.3),
    body,
  });
}

function promoDailyTournament() {
  const block = (x, w, h, n, fill) => `
<rect x="${x}" y="${420 - h}" width="${w}" height="${h}" rx="10" fill="${fill}"/>
<rect x="${x}" y="${420 - h}" width="${w}" height="14" rx="7" fill="#fff" opacity=".25"/>
${strokeText(n, { x: x + w / 2, y: 420 - h + 34, size: 56, sw: 7, gap: 0, color: "#0B1230" })}`;
  const medal = (x, y, c1, c2) => `
<path d="M${x - 20} ${y - 70}l14 44h12l14-44z" fill="#E11D48"/>
<circle cx="${x}" cy="${y}" r="30" fill="${c1}" stroke="${c2}" stroke-width="6"/>
<path d="${starPts(x, y, 15, 6)}" fill="${c2}"/>`;
  const body = `
${block(300, 200, 190, "1", "url(#pfirst)")}
${block(120, 180, 130, "2", "#CBD5E1")}
${block(500, 180, 100, "3", "#F59E0B")}
${medal(400, 150, "#FDE68A", "#B7791F")}
${medal(210, 215, "#F1F5F9", "#64748B")}
${medal(590, 245, "#FED7AA", "#B45309")}
${confetti(751, 34, [30, 20, 770, 200], [C.gold, C.teal, "#fff", "#60A5FA"], { minS: 5, maxS: 10 })}`;
  promoArt("daily-tournament", {
    bg: [
      [0, "#06122B"],
      [0.55, "#0B3A75"],
      [1, "#2563EB"],
    ],
    glowColor: "#93C5FD",
    pattern: { id: "pp", def: hexPattern("pp", "#BFDBFE"), opacity: 0.08 },
    defs: lin("pfirst", goldStops, 0, 0, 0, 1),
    body,
  });
}

function promoCarnival() {
  const streamer = (d, c) =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity=".85"/>`;
  const body = `
<path d="${rays(400, 230, 22, 520, 3)}" fill="#FDE68A" opacity=".08"/>
${streamer("M60 60c60 40 30 90 90 110s90-20 120 30", C.gold)}
${streamer("M760 50c-50 50-10 100-70 120s-100-30-130 20", C.teal)}
${streamer("M120 400c40-50 110-40 130-90", "#F9A8D4")}
<g transform="translate(400 272)">
<path d="M-190-40C-150-95-60-90 0-55 60-90 150-95 190-40 175 45 105 90 40 70 20 64 10 40 0 40-10 40-20 64-40 70-105 90-175 45-190-40Z" fill="url(#pmask)" stroke="#FFF7ED" stroke-width="5" stroke-linejoin="round"/>
<path d="M-135-10c20-28 70-28 88 4-22 26-66 26-88-4zM135-10c-20-28-70-28-88 4 22 26 66 26 88-4z" fill="#1E0B2E"/>
<path d="M-190-40C-230-110-200-170-150-180-160-130-150-90-120-70M190-40C230-110 200-170 150-180 160-130 150-90 120-70" fill="none" stroke="#F0ABFC" stroke-width="8" stroke-linecap="round"/>
<path d="M0-55C-8-90 0-120 24-140" fill="none" stroke="${C.gold}" stroke-width="7" stroke-linecap="round"/>
<circle cx="24" cy="-146" r="12" fill="${C.gold}"/>
${[-150, -75, 0, 75, 150].map((x) => `<circle cx="${x}" cy="${x === 0 ? 58 : 30 + Math.abs(x) / 6}" r="7" fill="#FDE68A"/>`).join("")}
</g>
${confetti(761, 50, [30, 20, 770, 430], [C.gold, C.teal, "#F9A8D4", "#fff", "#A78BFA", "#FB7185"])}`;
  promoArt("carnival", {
    bg: [
      [0, "#1A0526"],
      [0.55, "#5B1172"],
      [1, "#BE185D"],
    ],
    glowColor: "#F472B6",
    pattern: { id: "pp", def: dotPattern("pp", "#F5D0FE", 24, 1.1), opacity: 0.1 },
    defs: lin(
      "pmask",
      [
        [0, "#22D3EE"],
        [0.5, "#8B5CF6"],
        [1, "#EC4899"],
      ],
      0,
      0,
      1,
      1,
    ),
    body,
  });
}

function promotionArt() {
  promoWelcome();
  promoFirstDeposit();
  promoBigWin();
  promoWeekendReload();
  promoVipClub();
  promoDailyTournament();
  promoCarnival();
}

/* --------------------------------------------------------------- lottery */
// One square tile per lottery game group (/media/lottery/<group>.svg): the catalogue's artwork of
// every lottery game, the e-lottery lobby's cards and the TCG_SEA start dialog. The VN tile serves
// the fast Vietnamese draws and the North, Central and South real draws alike.
const LS = 300;

/** The tile: a rounded square in the group's two colours, a soft light and a fine pattern. */
function lotteryTile(group, [c1, c2], body, { defs = "", pattern = "", accent = "#fff" } = {}) {
  const id = group.toLowerCase();
  emit(
    `lottery/${id}.svg`,
    svg(
      LS,
      LS,
      `<rect width="${LS}" height="${LS}" rx="36" fill="url(#${id}bg)"/>
${pattern ? `<rect width="${LS}" height="${LS}" rx="36" fill="url(#${id}pt)" opacity=".5"/>` : ""}
${glow(150, 118, 150, 120, `${id}gl`)}
${body}
<rect x="1.5" y="1.5" width="${LS - 3}" height="${LS - 3}" rx="35" fill="none" stroke="${accent}" stroke-opacity=".18" stroke-width="3"/>`,
      {
        defs:
          lin(
            `${id}bg`,
            [
              [0, c1],
              [1, c2],
            ],
            0,
            0,
            1,
            1,
          ) +
          glowGrad(`${id}gl`, "#ffffff", 0.28) +
          pattern +
          defs,
      },
    ),
  );
}

/** A label along the tile's foot, on a dark band. */
const tileLabel = (text, color = "#fff") =>
  `<rect x="0" y="236" width="${LS}" height="64" fill="#000" opacity=".22"/>
${strokeText(text, { x: 150, y: 252, size: 30, sw: 5.5, gap: 3, color })}`;

function lotteryVn() {
  // A ticket (vé số) with its number, a gold star and the 00–99 board behind.
  const grid = [];
  const r = rng(14);
  for (let row = 0; row < 6; row += 1)
    for (let col = 0; col < 8; col += 1) {
      const hot = r() < 0.16;
      grid.push(
        `<rect x="${22 + col * 33}" y="${18 + row * 33}" width="27" height="27" rx="6" fill="${hot ? C.gold : "#fff"}" opacity="${hot ? 0.55 : 0.09}"/>`,
      );
    }
  const ticket = `<g transform="rotate(-8 150 140)">
<path d="M62 92h176a10 10 0 0 1 10 10v22a14 14 0 0 0 0 28v22a10 10 0 0 1-10 10H62a10 10 0 0 1-10-10v-22a14 14 0 0 0 0-28v-22a10 10 0 0 1 10-10Z" fill="#FFF7E6" stroke="${C.goldDeep}" stroke-width="3"/>
<path d="M96 96v88" stroke="${C.goldMid}" stroke-width="2" stroke-dasharray="5 5"/>
<path d="${starPts(76, 138, 15, 6.2)}" fill="#DA251D"/>
${strokeText("68", { x: 172, y: 114, size: 46, sw: 6.5, gap: 3, color: "#B91C1C" })}
<rect x="118" y="168" width="108" height="6" rx="3" fill="${C.goldMid}" opacity=".6"/>
</g>`;
  lotteryTile(
    "VN",
    ["#C81E1E", "#6B0F1A"],
    `${grid.join("")}${ticket}
<path d="${starPts(246, 58, 26, 10.5)}" fill="${C.gold}" stroke="${C.goldHi}" stroke-width="2"/>
${sparkle(40, 210, 9, C.goldHi)}${sparkle(262, 196, 6, C.goldHi, 0.8)}
${tileLabel("VN", C.goldHi)}`,
    { accent: C.goldHi },
  );
}

function lotterySsc() {
  // Five reels of digits, the middle row drawn.
  const digits = [3, 8, 1, 5, 9];
  const reels = digits
    .map((d, i) => {
      const x = 28 + i * 50;
      return `<rect x="${x}" y="62" width="44" height="128" rx="10" fill="#0B1230" opacity=".55"/>
${strokeText(String((d + 9) % 10), { x: x + 22, y: 72, size: 20, sw: 5, color: "#93C5FD", extra: ' opacity=".45"' })}
<rect x="${x + 2}" y="104" width="40" height="44" rx="8" fill="url(#sscwin)"/>
${strokeText(String(d), { x: x + 22, y: 112, size: 28, sw: 6, color: "#0B1230" })}
${strokeText(String((d + 1) % 10), { x: x + 22, y: 160, size: 20, sw: 5, color: "#93C5FD", extra: ' opacity=".45"' })}`;
    })
    .join("");
  lotterySscTile(reels);
}
function lotterySscTile(reels) {
  lotteryTile(
    "SSC",
    ["#1D4ED8", "#0B1A4F"],
    `<rect x="18" y="50" width="264" height="152" rx="18" fill="#fff" opacity=".08"/>${reels}
<path d="M14 126h8M278 126h8" stroke="${C.gold}" stroke-width="5" stroke-linecap="round"/>
${sparkle(258, 30, 8)}${sparkle(36, 222, 6, "#BFDBFE")}
${tileLabel("SSC")}`,
    {
      defs: lin("sscwin", [
        [0, "#FFFFFF"],
        [1, "#BFDBFE"],
      ]),
      pattern: dotPattern("sscpt", "#93C5FD", 20, 1.1),
    },
  );
}

function lotteryPk10() {
  // Lanes of a race, each car a numbered badge in its traditional colour, a chequered finish.
  const colours = [
    "#FACC15",
    "#3B82F6",
    "#4B5563",
    "#F97316",
    "#22D3EE",
    "#6366F1",
    "#E5E7EB",
    "#EF4444",
    "#7F1D1D",
    "#22C55E",
  ];
  const order = [3, 7, 1, 9, 5];
  const ahead = [182, 112, 150, 84, 130];
  const lanes = order
    .map((n, i) => {
      const y = 34 + i * 38;
      const x = ahead[i];
      return `<rect x="16" y="${y}" width="268" height="32" rx="16" fill="#fff" opacity=".08"/>
<path d="M${x - 46} ${y + 16}h36" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>
<path d="M${x - 62} ${y + 9}h22M${x - 58} ${y + 23}h18" stroke="#fff" stroke-opacity=".2" stroke-width="3" stroke-linecap="round"/>
<rect x="${x - 8}" y="${y + 1}" width="58" height="30" rx="15" fill="${colours[n - 1]}" stroke="#0F172A" stroke-opacity=".35" stroke-width="2"/>
${strokeText(String(n).padStart(2, "0"), { x: x + 21, y: y + 8, size: 16, sw: 6, gap: 2, color: n === 3 || n === 9 ? "#fff" : "#0F172A" })}`;
    })
    .join("");
  const flag = [];
  for (let row = 0; row < 10; row += 1)
    for (let col = 0; col < 2; col += 1)
      if ((row + col) % 2 === 0)
        flag.push(
          `<rect x="${262 + col * 10}" y="${30 + row * 19}" width="10" height="19" fill="#fff" opacity=".8"/>`,
        );
  lotteryTile("PK10", ["#16A34A", "#064E3B"], `${flag.join("")}${lanes}${tileLabel("PK10")}`, {
    pattern: linePattern("pk10pt", "#BBF7D0", 16, 35, 1),
  });
}

function lotteryK3() {
  lotteryTile(
    "K3",
    ["#7C3AED", "#2E1065"],
    `${die(96, 118, 44, { rot: -12, faces: [3, 5, 2] })}
${die(196, 104, 40, { rot: 10, faces: [6, 1, 4] })}
${die(150, 176, 36, { rot: 4, faces: [4, 2, 6] })}
${sparkle(44, 48, 9)}${sparkle(258, 196, 7, "#DDD6FE")}
${tileLabel("K3")}`,
    { pattern: diamondPattern("k3pt", "#C4B5FD", 34) },
  );
}

function lotteryBalls(group, colours, nums, bg, patternFn) {
  const id = group.toLowerCase();
  const defs = colours.map((c, i) => ballGrad(`${id}b${i}`, c)).join("");
  const n = nums.length;
  const balls = nums
    .map((num, i) => {
      const t = n === 1 ? 0.5 : i / (n - 1);
      const x = 52 + t * 196;
      const y = 150 - Math.sin(t * Math.PI) * 58;
      return lottoBall(x, y, 31, `${id}b${i % colours.length}`, num);
    })
    .join("");
  return { defs, balls, bg, pattern: patternFn };
}

function lottery11x5() {
  const { defs, balls } = lotteryBalls(
    "11X5",
    ["#F97316", "#EAB308", "#EF4444", "#F59E0B", "#FB923C"],
    ["01", "05", "07", "09", "11"],
  );
  lotteryTile(
    "11X5",
    ["#EA580C", "#7C2D12"],
    `<path d="M36 196Q150 52 264 196" fill="none" stroke="#FED7AA" stroke-opacity=".3" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>${balls}
${sparkle(262, 44, 8)}${sparkle(40, 56, 6, "#FFEDD5")}
${tileLabel("11X5")}`,
    { defs, pattern: dotPattern("11x5pt", "#FED7AA", 24, 1.3) },
  );
}

function lotteryPc28() {
  const defs = ["#06B6D4", "#0EA5E9", "#14B8A6"].map((c, i) => ballGrad(`pc28b${i}`, c)).join("");
  const balls = [
    [72, 88, "9"],
    [150, 70, "8"],
    [228, 88, "6"],
  ]
    .map(([x, y, n], i) => lottoBall(x, y, 30, `pc28b${i}`, n))
    .join("");
  lotteryTile(
    "PC28",
    ["#0891B2", "#0C2A4A"],
    `${balls}
<path d="M72 130l70 42M228 130l-70 42M150 112v56" stroke="#A5F3FC" stroke-opacity=".45" stroke-width="3" stroke-dasharray="3 7" stroke-linecap="round"/>
<circle cx="150" cy="190" r="34" fill="#0B1230" opacity=".55" stroke="${C.gold}" stroke-width="3"/>
${strokeText("23", { x: 150, y: 177, size: 26, sw: 6, gap: 3, color: C.goldHi })}
${sparkle(40, 196, 7, "#CFFAFE")}${sparkle(262, 184, 9)}
${tileLabel("PC28")}`,
    { defs, pattern: hexPattern("pc28pt", "#A5F3FC") },
  );
}

function lotteryKeno() {
  // The 80-number card, twenty of them marked.
  const r = rng(80);
  const marked = new Set();
  while (marked.size < 20) marked.add(Math.floor(r() * 80));
  const cells = [];
  for (let i = 0; i < 80; i += 1) {
    const col = i % 10;
    const row = Math.floor(i / 10);
    const x = 34 + col * 25.5;
    const y = 28 + row * 25;
    cells.push(
      marked.has(i)
        ? `<circle cx="${P(x)}" cy="${P(y)}" r="10.5" fill="url(#kenob)"/><circle cx="${P(x - 3)}" cy="${P(y - 3.5)}" r="3" fill="#fff" opacity=".55"/>`
        : `<circle cx="${P(x)}" cy="${P(y)}" r="9" fill="#fff" opacity=".14"/>`,
    );
  }
  lotteryTile(
    "KENO",
    ["#DB2777", "#4A0D2E"],
    `<rect x="16" y="12" width="268" height="214" rx="18" fill="#000" opacity=".14"/>${cells.join("")}
${tileLabel("KENO")}`,
    { defs: ballGrad("kenob", "#FBBF24") },
  );
}

function lotteryArt() {
  lotteryVn();
  lotterySsc();
  lotteryPk10();
  lotteryK3();
  lottery11x5();
  lotteryPc28();
  lotteryKeno();
}

// @@MORE

/* ================================================================ write */

brand();
icons();
banners();
vendors();
illustrations();
avatars();
moreAvatars();
promotionArt();
lotteryArt();

for (const [rel, content] of files) {
  const out = join(ROOT, rel);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, content.endsWith("\n") ? content : `${content}\n`);
}
process.stdout.write(`generate-artwork: wrote ${files.size} SVG files to ${ROOT}\n`);
