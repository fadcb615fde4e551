import { diceRound, minesRound, outcomeStream, sha256Hex, slotRound } from "./fair.js";

// The game page passes on the operator's theme; without one the page follows the device.
const theme = new URLSearchParams(window.location.search).get("theme");
if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;

const data = JSON.parse(document.getElementById("bgs-data").textContent);
const t = data.text;
const $ = (selector) => document.querySelector(selector);
const form = $("#verify-form");
const result = $("#v-result");

const line = (label, value, className) => {
  const row = document.createElement("p");
  const name = document.createElement("span");
  name.className = "muted small";
  name.textContent = `${label}: `;
  const text = document.createElement("span");
  text.className = className ?? "mono";
  text.textContent = value;
  if (label) row.append(name);
  row.append(text);
  return row;
};

function symbolGrid(grid) {
  const box = document.createElement("div");
  box.className = "result-grid";
  for (let row = 0; row < 3; row++) {
    for (let reel = 0; reel < 5; reel++) {
      const cell = document.createElement("div");
      const art = document.createElement("span");
      art.className = `sym sym-${grid[reel][row]}`;
      art.setAttribute("role", "img");
      art.setAttribute("aria-label", grid[reel][row]);
      cell.append(art);
      box.append(cell);
    }
  }
  return box;
}

function toggleParams() {
  const game = $("#v-game").value;
  $("#v-dice-params").hidden = game !== "dice";
  $("#v-mines-params").hidden = game !== "mines";
}

async function compute() {
  const serverSeed = $("#v-server").value.trim();
  const clientSeed = $("#v-client").value.trim();
  const nonce = Number($("#v-nonce").value);
  const game = $("#v-game").value;
  if (!serverSeed || !clientSeed || !Number.isInteger(nonce) || nonce < 0) return;
  const nodes = [];
  const hash = await sha256Hex(serverSeed);
  nodes.push(line("SHA-256", hash));
  const expected = $("#v-hash").value.trim().toLowerCase();
  if (expected)
    nodes.push(line("", expected === hash ? t.hashOk : t.hashBad, expected === hash ? "ok" : "bad"));
  const stream = await outcomeStream(serverSeed, clientSeed, nonce);
  nodes.push(line(`HMAC (${clientSeed}:${nonce}:0)`, stream.firstBlockHex));
  if (game === "dice") {
    const target = Math.round(Number($("#v-target").value) * 100);
    const outcome = diceRound(stream, target, $("#v-direction").value);
    nodes.push(
      line(t.result, `${(outcome.roll / 100).toFixed(2)} · ${outcome.won ? t.youWon : t.noWin}`, "big-num"),
    );
  } else if (game === "mines") {
    const outcome = minesRound(stream, Number($("#v-mines").value));
    nodes.push(line(t.mineCount, outcome.mines.map((tile) => tile + 1).join(", "), "big-num"));
  } else {
    const outcome = slotRound(stream, data.slot);
    nodes.push(line(t.stops, outcome.stops.join(", ")));
    nodes.push(symbolGrid(outcome.grid));
    nodes.push(line(t.win, `${outcome.totalLinePay / 10}× ${t.stake}`, "big-num"));
  }
  result.className = "";
  result.replaceChildren(...nodes);
}

const params = new URLSearchParams(window.location.search);
for (const [name, id] of [
  ["game", "#v-game"],
  ["serverSeed", "#v-server"],
  ["serverSeedHash", "#v-hash"],
  ["clientSeed", "#v-client"],
  ["nonce", "#v-nonce"],
  ["target", "#v-target"],
  ["direction", "#v-direction"],
  ["mines", "#v-mines"],
]) {
  const value = params.get(name);
  if (value !== null) $(id).value = value;
}
toggleParams();
$("#v-game").addEventListener("change", toggleParams);
form.addEventListener("submit", (event) => {
  event.preventDefault();
  compute().catch((error) => {
    result.textContent = error.message;
  });
});
if (params.get("serverSeed")) void compute();
