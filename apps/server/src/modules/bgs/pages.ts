import { intlLocale, type Language, textDirection } from "@banca/contract/languages";
import { SLOT_CODE, SLOT_SIMULATION, SLOT_STRIPS } from "./games/slot.ts";
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from "./games/slot-paytable.ts";
import { type BgsText, bgsText } from "./i18n.ts";
import type { BgsGameCode } from "./play.ts";

const ASSETS = "/vendors/bgs/assets";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

/** JSON for a data block: never executed, and `<` escaped so no text can close the element. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** The slot's published definition: the verifier recomputes spins from it in the browser. */
export const SLOT_DEFINITION = {
  strips: SLOT_STRIPS,
  paylines: SLOT_PAYLINES,
  paytable: SLOT_PAYTABLE,
  symbols: SLOT_SYMBOLS,
};

function shell(options: { language: Language; title: string; script: string; body: string; data: unknown }) {
  return `<!doctype html>
<html lang="${intlLocale(options.language)}" dir="${textDirection(options.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${ASSETS}/bgs.css">
<script type="module" src="${ASSETS}/${options.script}"></script>
</head>
<body>
${options.body}
${dataBlock("bgs-data", options.data)}
</body>
</html>`;
}

const header = (t: BgsText, title: string) => `<header class="bar">
  <div class="brand"><i aria-hidden="true"></i><span>BGS</span><b>${escapeHtml(title)}</b></div>
  <div class="wallet" aria-live="polite"><span>${escapeHtml(t.balance)}</span><strong data-testid="bgs-balance" id="balance">—</strong><small id="currency"></small></div>
</header>`;

function fairnessPanel(t: BgsText, language: Language) {
  return `<section class="card fair" aria-labelledby="fair-title">
  <h2 id="fair-title">${escapeHtml(t.fairness)}</h2>
  <label class="field"><span>${escapeHtml(t.serverSeedHash)}</span><output id="server-hash" data-testid="bgs-server-hash" class="mono">—</output></label>
  <form id="seed-form" class="seed-form">
    <label class="field"><span>${escapeHtml(t.clientSeed)}</span><input id="client-seed" name="clientSeed" maxlength="64" autocomplete="off" spellcheck="false" class="mono"></label>
    <p class="muted small">${escapeHtml(t.nextNonce)}: <b id="next-nonce" aria-busy="true">—</b></p>
    <button type="submit" class="ghost">${escapeHtml(t.rotate)}</button>
    <p class="muted small">${escapeHtml(t.rotateHelp)}</p>
  </form>
  <div id="revealed" class="revealed" hidden><h3>${escapeHtml(t.revealed)}</h3><ul id="revealed-list"></ul></div>
  <a class="link" href="/vendors/bgs/verify?lang=${language}" target="_blank" rel="noopener">${escapeHtml(t.verifyName)} ↗</a>
</section>`;
}

const historyPanel = (t: BgsText) => `<section class="card history" aria-labelledby="history-title">
  <h2 id="history-title">${escapeHtml(t.history)}</h2>
  <ol id="history" class="history-list"><li class="muted">${escapeHtml(t.none)}</li></ol>
</section>`;

const stakeField = (t: BgsText) => `<div class="stake">
  <label class="field"><span>${escapeHtml(t.stake)}</span><input id="stake" name="stake" inputmode="decimal" value="1.00" autocomplete="off"></label>
  <button type="button" class="chip" data-stake="half">½</button><button type="button" class="chip" data-stake="double">2×</button>
</div>`;

function slotStage(t: BgsText) {
  const reels = Array.from(
    { length: 5 },
    (_, reel) => `<div class="reel" data-reel="${reel}"><div class="strip"></div></div>`,
  ).join("");
  const paytable = SLOT_SYMBOLS.map(
    (symbol) =>
      `<tr><td><span class="sym sym-${symbol}" aria-label="${symbol}"></span></td>${SLOT_PAYTABLE[symbol].map((pay) => `<td>${pay}×</td>`).join("")}</tr>`,
  ).join("");
  return `<section class="stage slot">
  <div class="machine"><div class="reels" id="reels">${reels}</div><svg class="lines" id="lines" viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden="true"></svg></div>
  <p class="banner" id="banner" role="status" data-testid="bgs-result">${escapeHtml(t.lines)}</p>
  <div class="controls">${stakeField(t)}<button type="button" class="primary big" id="play" data-testid="bgs-spin">${escapeHtml(t.spin)}</button></div>
</section>
<section class="card rules" aria-labelledby="rules-title">
  <h2 id="rules-title">${escapeHtml(t.rules)}</h2>
  <p>${escapeHtml(t.slotRules)}</p>
  <p class="rtp" data-testid="bgs-rtp">${escapeHtml(t.slotRtp.replace("{sim}", `${SLOT_SIMULATION.percent}% ± ${SLOT_SIMULATION.halfWidth}%`))}</p>
  <h3>${escapeHtml(t.paytable)}</h3>
  <table class="paytable"><thead><tr><th></th><th>×3</th><th>×4</th><th>×5</th></tr></thead><tbody>${paytable}</tbody></table>
</section>`;
}

function diceStage(t: BgsText) {
  return `<section class="stage dice">
  <div class="dice-track"><div class="dice-fill" id="dice-fill"></div><div class="dice-marker" id="dice-marker" hidden><span id="dice-roll">0.00</span></div></div>
  <input type="range" id="target" name="target" min="100" max="9800" step="1" value="5000" aria-label="${escapeHtml(t.target)}">
  <div class="dice-stats">
    <label class="field"><span>${escapeHtml(t.target)}</span><output id="target-text" class="big-num">50.00</output></label>
    <label class="field"><span>${escapeHtml(t.chance)}</span><output id="chance-text" class="big-num">50.00%</output></label>
    <label class="field"><span>${escapeHtml(t.multiplier)}</span><output id="multiplier-text" class="big-num">1.9800×</output></label>
  </div>
  <div class="segmented" role="radiogroup">
    <label><input type="radio" name="direction" value="under" checked><span>${escapeHtml(t.under)}</span></label>
    <label><input type="radio" name="direction" value="over"><span>${escapeHtml(t.over)}</span></label>
  </div>
  <p class="banner" id="banner" role="status" data-testid="bgs-result">&nbsp;</p>
  <div class="controls">${stakeField(t)}<button type="button" class="primary big" id="play" data-testid="bgs-roll">${escapeHtml(t.roll)}</button></div>
</section>
<section class="card rules" aria-labelledby="rules-title">
  <h2 id="rules-title">${escapeHtml(t.rules)}</h2>
  <p>${escapeHtml(t.diceRules)}</p>
  <p class="rtp" data-testid="bgs-rtp">${escapeHtml(t.diceRtp)}</p>
</section>`;
}

function minesStage(t: BgsText) {
  const tiles = Array.from(
    { length: 25 },
    (_, tile) =>
      `<button type="button" class="tile" data-tile="${tile}" aria-label="${escapeHtml(t.hiddenTile)} ${tile + 1}" disabled></button>`,
  ).join("");
  const counts = Array.from({ length: 24 }, (_, index) => index + 1)
    .map((count) => `<option value="${count}"${count === 3 ? " selected" : ""}>${count}</option>`)
    .join("");
  return `<section class="stage mines">
  <div class="grid" id="grid">${tiles}</div>
  <div class="dice-stats">
    <label class="field"><span>${escapeHtml(t.multiplier)}</span><output id="multiplier-text" class="big-num">—</output></label>
    <label class="field"><span>${escapeHtml(t.nextTile)}</span><output id="next-text" class="big-num">—</output></label>
    <label class="field"><span>${escapeHtml(t.win)}</span><output id="cashout-text" class="big-num">—</output></label>
  </div>
  <p class="banner" id="banner" role="status" data-testid="bgs-result">&nbsp;</p>
  <div class="controls">${stakeField(t)}
    <label class="field narrow"><span>${escapeHtml(t.mineCount)}</span><select id="mine-count" name="mines">${counts}</select></label>
    <button type="button" class="primary big" id="play" data-testid="bgs-start">${escapeHtml(t.start)}</button>
    <button type="button" class="accent big" id="cashout" hidden>${escapeHtml(t.cashout)}</button>
  </div>
</section>
<section class="card rules" aria-labelledby="rules-title">
  <h2 id="rules-title">${escapeHtml(t.rules)}</h2>
  <p>${escapeHtml(t.minesRules)}</p>
  <p class="rtp" data-testid="bgs-rtp">${escapeHtml(t.minesRtp)}</p>
</section>`;
}

const STAGES: Record<
  BgsGameCode,
  { title: (t: BgsText) => string; stage: (t: BgsText) => string; script: string }
> = {
  [SLOT_CODE]: { title: (t) => t.slotName, stage: slotStage, script: "slot.js" },
  dice: { title: (t) => t.diceName, stage: diceStage, script: "dice.js" },
  mines: { title: (t) => t.minesName, stage: minesStage, script: "mines.js" },
};

export function gamePage(game: BgsGameCode, language: Language): string {
  const t = bgsText(language);
  const spec = STAGES[game];
  const title = spec.title(t);
  return shell({
    language,
    title,
    script: spec.script,
    data: { game, language, text: t, slot: game === SLOT_CODE ? SLOT_DEFINITION : undefined },
    body: `${header(t, title)}
<main class="layout">
  <div class="play-column">${spec.stage(t)}</div>
  <aside class="side-column">${fairnessPanel(t, language)}${historyPanel(t)}
    <section class="card"><h2>${escapeHtml(t.fairness)}</h2><p class="muted small">${escapeHtml(t.fairRules)}</p></section>
  </aside>
</main>
<div class="toast" id="toast" role="alert" hidden></div>`,
  });
}

export function verifyPage(language: Language): string {
  const t = bgsText(language);
  const options = [
    [SLOT_CODE, t.slotName],
    ["dice", t.diceName],
    ["mines", t.minesName],
  ]
    .map(([value, label]) => `<option value="${value}">${escapeHtml(label!)}</option>`)
    .join("");
  return shell({
    language,
    title: t.verifyName,
    script: "verify.js",
    data: { language, text: t, slot: SLOT_DEFINITION },
    body: `<header class="bar"><div class="brand"><i aria-hidden="true"></i><span>BGS</span><b>${escapeHtml(t.verifyName)}</b></div></header>
<main class="layout verify">
  <form class="card" id="verify-form">
    <p class="muted small">${escapeHtml(t.fairRules)}</p>
    <label class="field"><span>${escapeHtml(t.game)}</span><select name="game" id="v-game">${options}</select></label>
    <label class="field"><span>${escapeHtml(t.serverSeed)}</span><input name="serverSeed" id="v-server" class="mono" autocomplete="off" spellcheck="false" required></label>
    <label class="field"><span>${escapeHtml(t.serverSeedHash)}</span><input name="serverSeedHash" id="v-hash" class="mono" autocomplete="off" spellcheck="false"></label>
    <label class="field"><span>${escapeHtml(t.clientSeed)}</span><input name="clientSeed" id="v-client" class="mono" autocomplete="off" spellcheck="false" required></label>
    <label class="field"><span>${escapeHtml(t.nonce)}</span><input name="nonce" id="v-nonce" inputmode="numeric" value="0" required></label>
    <div class="row" id="v-dice-params"><label class="field"><span>${escapeHtml(t.target)}</span><input name="target" id="v-target" value="50.00"></label>
      <label class="field"><span>&nbsp;</span><select name="direction" id="v-direction"><option value="under">${escapeHtml(t.under)}</option><option value="over">${escapeHtml(t.over)}</option></select></label></div>
    <label class="field" id="v-mines-params"><span>${escapeHtml(t.mineCount)}</span><input name="mines" id="v-mines" inputmode="numeric" value="3"></label>
    <button type="submit" class="primary">${escapeHtml(t.compute)}</button>
  </form>
  <section class="card" aria-live="polite"><h2>${escapeHtml(t.result)}</h2><div id="v-result" data-testid="bgs-verify-result" class="muted">—</div></section>
</main>`,
  });
}
