import {
  $,
  afterBet,
  api,
  banner,
  formatMoney,
  readStake,
  setBalance,
  showError,
  start,
  t,
} from "./common.js";

const tiles = [...document.querySelectorAll(".tile")];
const play = $("#play");
const cashout = $("#cashout");
let round = null;

function art(tile, kind) {
  const symbol = document.createElement("span");
  symbol.className = `sym sym-${kind}`;
  tile.replaceChildren(symbol);
  tile.classList.add(kind);
  tile.setAttribute("aria-label", kind === "mine" ? t.mineTile : t.gemTile);
}

function render() {
  const inPlay = round?.state === "open";
  const picks = new Set(round?.picks ?? []);
  const mines = new Set(round?.layout ?? []);
  tiles.forEach((tile, index) => {
    tile.className = "tile";
    tile.replaceChildren();
    tile.setAttribute("aria-label", `${t.hiddenTile} ${index + 1}`);
    if (picks.has(index)) art(tile, mines.has(index) ? "mine" : "gem");
    else if (round?.layout) {
      art(tile, mines.has(index) ? "mine" : "gem");
      tile.classList.add("dim");
    }
    tile.disabled = !inPlay || picks.has(index);
  });
  $("#multiplier-text").textContent = round && round.safe > 0 ? `${round.multiplier}×` : "—";
  $("#next-text").textContent = inPlay && round.nextMultiplier ? `${round.nextMultiplier}×` : "—";
  $("#cashout-text").textContent = round ? formatMoney(inPlay ? round.cashout : round.win) : "—";
  play.hidden = inPlay;
  cashout.hidden = !inPlay;
  cashout.disabled = !inPlay || round.safe === 0;
  $("#mine-count").disabled = inPlay;
  $("#stake").disabled = inPlay;
}

function finish(answer) {
  round = answer.round;
  render();
  if (round.state !== "open") {
    void refreshHistory().catch(() => undefined);
    if (round.lost) banner(t.boom, "lose");
    else
      banner(
        `${round.safe + round.mines === 25 ? `${t.cleared} ` : ""}${t.youWon} ${formatMoney(round.win)}`,
        "win",
      );
  }
}

play.addEventListener("click", async () => {
  const bet = readStake();
  if (!bet) return showError({ message: t.stake });
  play.disabled = true;
  try {
    const answer = await api("POST", "mines/start", { bet, mines: Number($("#mine-count").value) });
    banner("\u00a0");
    finish(answer);
    await afterBet(answer.balance);
  } catch (error) {
    showError(error);
  } finally {
    play.disabled = false;
  }
});

tiles.forEach((tile, index) => {
  tile.addEventListener("click", async () => {
    tile.disabled = true;
    try {
      const answer = await api("POST", "mines/pick", { tile: index });
      finish(answer);
      setBalance(answer.balance);
    } catch (error) {
      showError(error);
      render();
    }
  });
});

cashout.addEventListener("click", async () => {
  cashout.disabled = true;
  try {
    const answer = await api("POST", "mines/cashout", {});
    finish(answer);
    setBalance(answer.balance);
  } catch (error) {
    showError(error);
    render();
  }
});

render();
void start({
  onState: (state) => {
    round = state.minesRound;
    render();
  },
});
