import { randomInt } from "node:crypto";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";

type SvgCaptchaOptions = {
  width: number;
  height: number;
  fontSize: number;
  noise: number;
  color: boolean;
  background: string;
};
// svg-captcha's typings omit its main export, which draws a given text; the text comes from
// node:crypto below rather than from the library's Math.random.
const drawText = createRequire(import.meta.url)("svg-captcha") as (
  text: string,
  options: SvgCaptchaOptions,
) => string;

/** Upper-case letters and digits that no font confuses: no 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B, U/V. */
export const CAPTCHA_ALPHABET = "ACEFHJKMNPRTWXY3479";
export const CAPTCHA_LENGTH = 5;

const WIDTH = 150;
const HEIGHT = 50;
// Drawn at twice the size, so the PNG stays sharp on high-density screens.
const SCALE = 2;

export function randomCaptchaText(): string {
  return Array.from(
    { length: CAPTCHA_LENGTH },
    () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)],
  ).join("");
}

/** The text drawn with colour and noise lines, as a `data:image/png;base64,...` URI. */
export function renderCaptcha(text: string): string {
  const svg = drawText(text, {
    width: WIDTH,
    height: HEIGHT,
    fontSize: 52,
    noise: 3,
    color: true,
    background: "#e4e0d6",
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: WIDTH * SCALE } }).render().asPng();
  return `data:image/png;base64,${png.toString("base64")}`;
}
