import {
  $,
  afterBet,
  api,
  banner,
  betReference,
  formatMoney,
  readStake,
  showError,
  start,
  t,
} from "./common.js";

const OUTCOMES = 10_000;
const EDGE = 99; // per cent returned
const slider = $("#target");
const play = $("#play");

const direction = () => document.querySelector('input[name="direction"]:checked').value;
const winning = () => (direction() === "under" ? Number(slider.value) : OUTCOMES - 1 - Number(slider.value));
const hundredths = (value) => (value / 100).toFixed(2);

function update() {
  // Keep the chance between 1% and 98% whichever way the player rolls.
  if (direction() === "over") {
    slider.min = "199";
    slider.max = "9899";
  } else {
    slider.min = "100";
    slider.max = "9800";
  }
  const target = Number(slider.value);
  $("#target-text").textContent = hundredths(target);
  $("#chance-text").textContent = `${hundredths(winning())}%`;
  $("#multiplier-text").textContent =
    `${(Math.floor((EDGE * OUTCOMES * 100) / winning()) / 10_000).toFixed(4)}×`;
  const fill = $("#dice-fill");
  fill.classList.toggle("over", direction() === "over");
  fill.style.width = `${(winning() / OUTCOMES) * 100}%`;
}

slider.addEventListener("input", update);
for (const radio of document.querySelectorAll('input[name="direction"]'))
  radio.addEventListener("change", update);
update();

play.addEventListener("click", async () => {
  const bet = readStake();
  if (!bet) return showError({ message: t.stake });
  play.disabled = true;
  try {
    const result = await api(
      "POST",
      "dice/roll",
      { bet, target: Number(slider.value), direction: direction() },
      betReference(),
    );
    const marker = $("#dice-marker");
    marker.hidden = false;
    marker.style.left = `${(result.roll / (OUTCOMES - 1)) * 100}%`;
    $("#dice-roll").textContent = hundredths(result.roll);
    if (result.won) banner(`${hundredths(result.roll)} · ${t.youWon} ${formatMoney(result.win)}`, "win");
    else banner(`${hundredths(result.roll)} · ${t.noWin}`, "lose");
    await afterBet(result.balance);
  } catch (error) {
    showError(error);
  } finally {
    play.disabled = false;
  }
});

void start();
