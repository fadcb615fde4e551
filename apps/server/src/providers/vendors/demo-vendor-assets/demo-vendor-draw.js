// Drawing helpers of the demo vendor's page: DOM and SVG elements, playing cards, team crests and
// slot symbols. Pictures only: every outcome comes from the vendor's backend.

const SVG_NS = "http://www.w3.org/2000/svg";

export const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of [children].flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
};

export function svg(tag, attributes = {}, children = []) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of [children].flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS = ["♠", "♥", "♦", "♣"];

/** A face-up card of rank 1..14 (suits are drawn for the picture only: the games pay on ranks). */
export function card(rank, index = 0) {
  const suit = SUITS[Math.floor(Math.random() * SUITS.length)];
  const node = el("div", { className: `card${suit === "♥" || suit === "♦" ? " red" : ""}` }, [
    el("span", { className: "corner", textContent: `${RANKS[rank]}${suit}` }),
    el("span", { className: "pip", textContent: suit }),
  ]);
  node.setAttribute("aria-label", `${RANKS[rank]}${suit}`);
  node.style.animationDelay = `${index * 0.12}s`;
  return node;
}
export const cardBack = () => el("div", { className: "card back", ariaHidden: "true" });

const hue = (text) => [...text].reduce((sum, char) => (sum * 33 + char.charCodeAt(0)) % 360, 17);

/** A team's crest: a shield in a colour of its own with its initials. */
export function crest(name) {
  const initials = name
    .replace(/^[A-Z]\.\s*/, "")
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const h = hue(name);
  return svg("svg", { class: "crest", viewBox: "0 0 40 46", "aria-hidden": "true" }, [
    svg("path", {
      d: "M20 2 L37 8 V22 C37 33 29 40 20 44 C11 40 3 33 3 22 V8 Z",
      fill: `hsl(${h} 62% 42%)`,
      stroke: `hsl(${h} 70% 72%)`,
      "stroke-width": 2,
    }),
    svg("path", { d: "M3 18 H37", stroke: "rgb(255 255 255 / 0.25)", "stroke-width": 6 }),
    svg(
      "text",
      { x: 20, y: 29, "text-anchor": "middle", "font-size": 13, "font-weight": 800, fill: "#fff" },
      initials,
    ),
  ]);
}

/** The slot's symbols, drawn in a 64×64 box. */
const SYMBOL_ART = {
  cherry: () => [
    svg("path", {
      d: "M22 40 C26 26 32 16 44 10 M42 44 C40 30 40 20 44 10",
      stroke: "#15803d",
      "stroke-width": 3.5,
      fill: "none",
      "stroke-linecap": "round",
    }),
    svg("path", { d: "M44 10 C50 8 56 12 56 18 C50 18 46 16 44 10 Z", fill: "#22c55e" }),
    svg("circle", { cx: 21, cy: 45, r: 11, fill: "#dc2626" }),
    svg("circle", { cx: 42, cy: 47, r: 11, fill: "#e11d48" }),
    svg("circle", { cx: 17, cy: 41, r: 3, fill: "#fecaca" }),
    svg("circle", { cx: 38, cy: 43, r: 3, fill: "#fecdd3" }),
  ],
  lemon: () => [
    svg("path", {
      d: "M8 34 C8 20 22 12 32 12 C44 12 56 20 56 32 C56 44 44 52 32 52 C20 52 8 46 8 34 Z",
      fill: "#facc15",
    }),
    svg("path", {
      d: "M4 33 L10 31 M54 31 L60 29",
      stroke: "#eab308",
      "stroke-width": 5,
      "stroke-linecap": "round",
    }),
    svg("ellipse", { cx: 26, cy: 24, rx: 9, ry: 4, fill: "#fef9c3", opacity: 0.8 }),
  ],
  bell: () => [
    svg("path", {
      d: "M32 8 C20 8 16 20 16 30 C16 38 12 42 8 46 H56 C52 42 48 38 48 30 C48 20 44 8 32 8 Z",
      fill: "#f59e0b",
    }),
    svg("rect", { x: 6, y: 45, width: 52, height: 6, rx: 3, fill: "#b45309" }),
    svg("circle", { cx: 32, cy: 55, r: 5, fill: "#b45309" }),
    svg("path", {
      d: "M24 16 C21 20 20 26 20 32",
      stroke: "#fde68a",
      "stroke-width": 3,
      fill: "none",
      "stroke-linecap": "round",
    }),
  ],
  star: () => [
    svg("path", {
      d: "M32 5 L39.6 22.6 L58.6 24.4 L44.2 37 L48.5 55.6 L32 45.8 L15.5 55.6 L19.8 37 L5.4 24.4 L24.4 22.6 Z",
      fill: "#8b5cf6",
      stroke: "#c4b5fd",
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
    }),
  ],
  seven: () => [
    svg("path", {
      d: "M12 10 H52 V20 C42 30 36 42 34 56 H20 C22 42 28 30 36 21 H12 Z",
      fill: "#e11d48",
      stroke: "#fda4af",
      "stroke-width": 2.5,
      "stroke-linejoin": "round",
    }),
  ],
};
export function symbol(name) {
  return svg(
    "svg",
    { class: `symbol sym-${name}`, viewBox: "0 0 64 64", role: "img", "aria-label": name },
    SYMBOL_ART[name](),
  );
}

/** A swimming fish in a colour, facing right. */
export function fishArt(colour) {
  return svg("svg", { class: "fish-art", viewBox: "0 0 80 40", "aria-hidden": "true" }, [
    svg("path", { d: "M8 20 C20 4 48 2 62 20 C48 38 20 36 8 20 Z", fill: colour }),
    svg("path", { d: "M60 20 L78 8 L74 20 L78 32 Z", fill: colour, opacity: 0.85 }),
    svg("circle", { cx: 20, cy: 17, r: 3, fill: "#0b1220" }),
    svg("path", {
      d: "M32 10 C36 16 36 24 32 30",
      stroke: "rgb(255 255 255 / 0.45)",
      "stroke-width": 2,
      fill: "none",
    }),
  ]);
}

export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
