// The demo vendor's game page: every bet goes to the vendor's backend, which decides the round and
// settles it with the operator's seamless wallet. No money logic lives in the browser; the game shown
// is the one the backend resolved from the launch, whatever the address says.
import { ARCADE } from "./demo-vendor-arcade.js";
import { el } from "./demo-vendor-draw.js";
import { TABLES } from "./demo-vendor-tables.js";
import { TEXT } from "./demo-vendor-text.js";

const STAGES = { ...TABLES, ...ARCADE };
const STAKES = ["1", "5", "10", "50", "100"];
/** A PVP room's chips: multiples of its smallest stake. */
const ROOM_CHIP_TIMES = [1, 2, 5, 10, 25];

const params = new URLSearchParams(location.search);
const lang = TEXT[params.get("lang")] ? params.get("lang") : "en";
const t = (key, vars = {}) =>
  (TEXT[lang][key] ?? TEXT.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? "");
const $ = (id) => document.getElementById(id);
const operator = params.get("operator") ?? "";
// The vendor the demo vendor stands in for: shown on the badge only, never sent to the backend.
const vendor = params.get("vendor") ?? "";
// A PVP room chosen in the operator's lobby: its level and smallest stake.
const room = /^(beginner|standard|high-roller)$/.test(params.get("room") ?? "") ? params.get("room") : null;
const roomStake = /^\d{1,9}(\.\d{1,4})?$/.test(params.get("roomStake") ?? "")
  ? params.get("roomStake")
  : null;
const stakes = roomChips() ?? STAKES;
const state = { session: null, stake: stakes[room ? 0 : 1], choice: "", busy: false };

/** The chips of a room: its smallest stake times 1, 2, 5, 10 and 25, in the stake's own decimals. */
function roomChips() {
  if (!room || !roomStake) return null;
  const decimals = roomStake.split(".")[1]?.length ?? 0;
  const unit = 10 ** decimals;
  const minor = Math.round(Number(roomStake) * unit);
  return ROOM_CHIP_TIMES.map((times) => ((minor * times) / unit).toFixed(decimals));
}
/** A chip's face: no trailing zeros ("0.50" shows 0.5). */
const chipLabel = (stake) => String(Number(stake));

async function api(path, body) {
  const response = await fetch(`/vendors/demo/api/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operator, ...body }),
  });
  const answer = await response.json();
  if (!answer.ok) throw Object.assign(new Error(answer.message), { code: answer.code });
  return answer;
}

const money = (amount) => `${state.session.currency} ${amount}`;

function setChoice(value) {
  state.choice = value;
  for (const button of document.querySelectorAll("[data-choice]"))
    button.setAttribute("aria-pressed", String(button.dataset.choice === value));
  refreshPlay();
}

function choiceButton(className, value, label, note) {
  const button = el("button", { type: "button", className, name: `choice-${value}` }, [
    el("span", { className: "label", textContent: label }),
    note ? el("small", { textContent: note }) : null,
  ]);
  button.dataset.choice = value;
  button.setAttribute("aria-pressed", String(state.choice === value));
  button.addEventListener("click", () => setChoice(value));
  return button;
}

const ctx = {
  t,
  money,
  setChoice,
  choiceButton,
  get session() {
    return state.session;
  },
};

function refreshPlay() {
  $("play").disabled = state.busy || !state.session || !state.choice;
}

function renderChips() {
  $("chips").replaceChildren(
    ...stakes.map((stake) => {
      const chip = el("button", {
        type: "button",
        className: "chip",
        name: `stake-${stake}`,
        textContent: chipLabel(stake),
      });
      chip.setAttribute("role", "radio");
      chip.setAttribute("aria-checked", String(stake === state.stake));
      chip.setAttribute("aria-label", `${t("stake")} ${stake}`);
      chip.addEventListener("click", () => {
        state.stake = stake;
        renderChips();
      });
      return chip;
    }),
  );
}

async function play() {
  const stage = STAGES[state.session.kind];
  state.busy = true;
  refreshPlay();
  $("error").hidden = true;
  $("result").className = "result";
  $("result").textContent = "";
  try {
    const round = await api("play", {
      sessionToken: state.session.sessionToken,
      stake: state.stake,
      choice: state.choice,
    });
    await stage.show(round.outcome, ctx);
    $("balance").textContent = money(round.balance);
    const payout = Number(round.payout);
    const stake = Number(round.stake);
    const headline = stage.headline?.(round.outcome, ctx);
    const verdict =
      payout === 0 ? t("lost") : payout === stake ? t("push") : t("won", { amount: money(round.payout) });
    $("result").className = `result ${payout > stake ? "win" : payout === 0 ? "lose" : ""}`;
    $("result").textContent = headline ? `${headline} · ${verdict}` : verdict;
    const line = el("li", {}, [
      el("span", { textContent: `${headline || t(stage.action)} · ${money(round.stake)}` }),
      el("span", { className: payout > stake ? "plus" : "", textContent: money(round.payout) }),
    ]);
    $("history").prepend(line);
    while ($("history").children.length > 8) $("history").lastElementChild.remove();
    // The operator's site listens for this to refresh the player's balance in its header.
    window.parent?.postMessage({ type: "banca:balance-changed" }, location.origin);
  } catch (error) {
    $("error").hidden = false;
    $("error").textContent = t("failed", { reason: TEXT[lang][error.code] ?? error.message });
  } finally {
    state.busy = false;
    refreshPlay();
  }
}

async function start() {
  document.documentElement.lang = lang;
  $("vendor").textContent = vendor;
  $("history-title").textContent = t("history");
  renderChips();
  try {
    state.session = await api("session", { launchToken: params.get("token") ?? "" });
    // The token was for one use: drop it from the address so a reload does not look like a replay.
    const kept = new URLSearchParams({ operator, vendor, lang });
    for (const name of ["game", "theme", "room", "roomStake"])
      if (params.get(name)) kept.set(name, params.get(name));
    history.replaceState(null, "", `${location.pathname}?${kept}`);
  } catch {
    $("error").hidden = false;
    $("error").textContent = t("expired");
    document.querySelector(".table").dataset.state = "expired";
    return;
  }
  const { kind, game } = state.session;
  const stage = STAGES[kind];
  state.choice = stage.defaultChoice;
  document.title = game.name;
  $("title").textContent = game.name;
  $("kind").textContent = t(`kind_${kind}`);
  $("player").textContent = state.session.username;
  if (room && roomStake && kind === "cards") {
    $("room").hidden = false;
    $("room").textContent = t("roomInfo", { room: t(`room_${room}`), stake: money(roomStake) });
  }
  $("balance").textContent = money(state.session.balance);
  $("play").textContent = t(stage.action);
  $("play").addEventListener("click", play);
  $("stage").className = `stage ${kind}`;
  $("stage").replaceChildren(...stage.mount(ctx));
  setChoice(state.choice);
  document.querySelector(".table").dataset.state = "ready";
  document.querySelector(".table").dataset.kind = kind;
}

void start();
