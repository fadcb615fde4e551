import {
  $,
  afterBet,
  api,
  banner,
  betReference,
  data,
  formatMoney,
  readStake,
  showError,
  start,
  t,
} from "./common.js";

const { strips, paylines, symbols } = data.slot;
const reels = [...document.querySelectorAll(".reel")];
const play = $("#play");

const cellOf = (symbol) => {
  const cell = document.createElement("div");
  cell.className = "cell";
  const art = document.createElement("span");
  art.className = `sym sym-${symbol}`;
  art.setAttribute("role", "img");
  art.setAttribute("aria-label", symbol);
  cell.append(art);
  return cell;
};

function showGrid(grid) {
  reels.forEach((reel, index) => {
    const strip = reel.querySelector(".strip");
    strip.style.transition = "none";
    strip.style.transform = "translateY(0)";
    strip.replaceChildren(...grid[index].map(cellOf));
  });
}

const randomSymbol = () => symbols[Math.floor(Math.random() * symbols.length)];

/** Spins each reel down a long strip ending on its result; reels stop one after another. */
function animate(grid) {
  return Promise.all(
    reels.map((reel, index) => {
      const strip = reel.querySelector(".strip");
      const cell = reel.clientHeight / 3;
      const current = [...strip.children]
        .slice(0, 3)
        .map((node) => node.firstChild.className.replace("sym sym-", ""));
      const filler = Array.from({ length: 16 + index * 5 }, randomSymbol);
      const sequence = [...grid[index], ...filler, ...current];
      strip.replaceChildren(...sequence.map(cellOf));
      const distance = (sequence.length - 3) * cell;
      strip.style.transition = "none";
      strip.style.transform = `translateY(${-distance}px)`;
      void strip.offsetHeight;
      strip.style.transition = `transform ${900 + index * 260}ms cubic-bezier(0.15, 0.85, 0.25, 1.04)`;
      strip.style.transform = "translateY(0)";
      return new Promise((resolve) => setTimeout(resolve, 960 + index * 260));
    }),
  ).then(() => showGrid(grid));
}

function drawWins(wins) {
  const svg = $("#lines");
  svg.replaceChildren();
  for (const win of wins) {
    const rows = paylines[win.line];
    const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
    line.setAttribute("points", rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(" "));
    svg.append(line);
    for (let reel = 0; reel < win.count; reel++) {
      reels[reel].querySelectorAll(".cell")[rows[reel]]?.classList.add("hit");
    }
  }
}

// A still grid before the first spin: the top of each strip.
showGrid(strips.map((strip, reel) => [0, 1, 2].map((row) => strip[(reel * 7 + row) % strip.length])));

play.addEventListener("click", async () => {
  const bet = readStake();
  if (!bet) return showError({ message: t.stake });
  play.disabled = true;
  $("#lines").replaceChildren();
  banner("\u00a0");
  try {
    const result = await api("POST", "slot/spin", { bet }, betReference());
    await animate(result.grid);
    drawWins(result.wins);
    if (Number(result.win) > 0) banner(`${t.youWon} ${formatMoney(result.win)}`, "win");
    else banner(t.noWin, "lose");
    await afterBet(result.balance);
  } catch (error) {
    showError(error);
  } finally {
    play.disabled = false;
  }
});

document.addEventListener("keydown", (event) => {
  if (event.code === "Space" && event.target === document.body) {
    event.preventDefault();
    play.click();
  }
});

void start();
