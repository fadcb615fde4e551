// The table games' screens: baccarat, blackjack, European roulette and the card rooms' duel.
// A screen mounts once, then shows each outcome the backend decided.
import { card, cardBack, el, reducedMotion, svg, wait } from "./demo-vendor-draw.js";

function hand(ctx, titleKey, className = "hand") {
  const cards = el("div", { className: "cards" }, [cardBack(), cardBack()]);
  const total = el("div", { className: "total" });
  return {
    node: el("div", { className: className }, [el("h3", { textContent: ctx.t(titleKey) }), cards, total]),
    cards,
    total,
  };
}
const showHand = (view, ranks, total) => {
  view.cards.replaceChildren(...ranks.map((rank, index) => card(rank, index)));
  view.total.textContent = String(total);
};

const baccarat = {
  action: "deal",
  defaultChoice: "player",
  mount(ctx) {
    this.player = hand(ctx, "player");
    this.banker = hand(ctx, "banker");
    return [
      el("div", { className: "hands" }, [this.player.node, this.banker.node]),
      el("div", { className: "spots" }, [
        ctx.choiceButton("spot", "player", ctx.t("player"), "1:1"),
        ctx.choiceButton("spot", "tie", ctx.t("tie"), "8:1"),
        ctx.choiceButton("spot", "banker", ctx.t("banker"), "0.95:1"),
      ]),
    ];
  },
  async show(outcome) {
    showHand(this.player, outcome.player, outcome.playerTotal);
    showHand(this.banker, outcome.banker, outcome.bankerTotal);
    if (!reducedMotion()) await wait(500);
  },
  headline: (outcome, ctx) => `${ctx.t(outcome.winner)} ${outcome.playerTotal}–${outcome.bankerTotal}`,
};

const BJ_RESULT = {
  blackjack: "bj_blackjack",
  "dealer-blackjack": "bj_dealer-blackjack",
  bust: "bj_bust",
  "dealer-bust": "bj_dealer-bust",
  win: "bj_win",
  lose: "bj_lose",
  push: "bj_push",
};
const blackjack = {
  action: "deal",
  defaultChoice: "basic",
  mount(ctx) {
    this.dealer = hand(ctx, "dealer", "hand dealer");
    this.player = hand(ctx, "hand", "hand mine");
    this.banner = el("div", { className: "bj-banner", textContent: ctx.t("bjRules") });
    return [
      el("div", { className: "bj-table" }, [this.dealer.node, this.banner, this.player.node]),
      el("fieldset", { className: "strategies" }, [
        el("legend", { textContent: ctx.t("strategy") }),
        ...ctx.session.strategies.map((strategy) => ctx.choiceButton("pill", strategy, ctx.t(strategy))),
      ]),
    ];
  },
  async show(outcome, ctx) {
    this.banner.textContent = ctx.t("bjRules");
    this.banner.classList.remove("win", "lose");
    showHand(this.player, outcome.player, outcome.playerTotal);
    showHand(this.dealer, outcome.dealer, outcome.dealerTotal);
    if (!reducedMotion()) await wait(300 + 120 * (outcome.player.length + outcome.dealer.length));
    this.banner.textContent = ctx.t(BJ_RESULT[outcome.result]);
    const won = ["blackjack", "dealer-bust", "win"].includes(outcome.result);
    if (outcome.result !== "push") this.banner.classList.add(won ? "win" : "lose");
  },
  headline: (outcome, ctx) => ctx.t(BJ_RESULT[outcome.result]),
};

const OUTSIDE = [
  ["low", "evenNote"],
  ["even", "evenNote"],
  ["red", "evenNote"],
  ["black", "evenNote"],
  ["odd", "evenNote"],
  ["high", "evenNote"],
];
const roulette = {
  action: "spinWheel",
  defaultChoice: "red",
  mount(ctx) {
    const wheel = ctx.session.wheel;
    const red = new Set(ctx.session.red);
    const colourOf = (n) => (n === 0 ? "green" : red.has(n) ? "red" : "black");
    const step = 360 / wheel.length;
    const sectors = wheel.map((n, index) => {
      const a0 = ((index - 0.5) * step - 90) * (Math.PI / 180);
      const a1 = ((index + 0.5) * step - 90) * (Math.PI / 180);
      const point = (r, a) => `${100 + r * Math.cos(a)} ${100 + r * Math.sin(a)}`;
      const label = svg(
        "text",
        { x: 100, y: 24, "text-anchor": "middle", transform: `rotate(${index * step} 100 100)` },
        String(n),
      );
      return svg("g", {}, [
        svg("path", {
          d: `M${point(62, a0)} L${point(92, a0)} A92 92 0 0 1 ${point(92, a1)} L${point(62, a1)} A62 62 0 0 0 ${point(62, a0)} Z`,
          class: `pocket ${colourOf(n)}`,
        }),
        label,
      ]);
    });
    this.rotor = svg("g", { class: "rotor" }, [
      ...sectors,
      svg("circle", { cx: 100, cy: 100, r: 62, class: "hub" }),
      svg("path", {
        d: "M100 58 L106 100 L100 142 L94 100 Z M58 100 L100 94 L142 100 L100 106 Z",
        class: "spokes",
      }),
      svg("circle", { cx: 100, cy: 100, r: 10, class: "knob" }),
    ]);
    this.ball = svg("circle", { cx: 100, cy: 14, r: 5, class: "ball" });
    this.turns = 0;
    this.wheelOrder = wheel;
    const wheelArt = svg(
      "svg",
      { class: "wheel", viewBox: "0 0 200 200", role: "img", "aria-label": ctx.t("kind_roulette") },
      [svg("circle", { cx: 100, cy: 100, r: 99, class: "rim" }), this.rotor, this.ball],
    );
    this.landed = el("div", { className: "landed", textContent: "–" });
    const numbers = [];
    for (let column = 1; column <= 12; column++)
      for (let row = 2; row >= 0; row--) {
        const n = column * 3 - row;
        numbers.push(ctx.choiceButton(`num ${colourOf(n)}`, `n${n}`, String(n)));
      }
    const zero = ctx.choiceButton("num green zero", "n0", "0");
    const board = el("div", { className: "board" }, [
      zero,
      el("div", { className: "numbers" }, numbers),
      el(
        "div",
        { className: "dozens" },
        ["dozen-1", "dozen-2", "dozen-3"].map((bet) => ctx.choiceButton("outside", bet, ctx.t(bet), "2:1")),
      ),
      el(
        "div",
        { className: "evens" },
        OUTSIDE.map(([bet]) => ctx.choiceButton(`outside bet-${bet}`, bet, ctx.t(bet), "1:1")),
      ),
    ]);
    return [
      el("div", { className: "roulette" }, [
        el("div", { className: "wheel-box" }, [wheelArt, this.landed]),
        el("div", { className: "board-box" }, [
          el("p", { className: "hint", textContent: ctx.t("pickNumber") }),
          board,
        ]),
      ]),
    ];
  },
  async show(outcome, ctx) {
    const index = this.wheelOrder.indexOf(outcome.pocket);
    this.turns += 3;
    const angle = -(this.turns * 360 + (index * 360) / this.wheelOrder.length);
    this.rotor.style.transform = `rotate(${angle}deg)`;
    this.landed.textContent = "…";
    this.landed.className = "landed";
    if (!reducedMotion()) await wait(2600);
    this.landed.textContent = String(outcome.pocket);
    this.landed.className = `landed ${outcome.colour}`;
    for (const node of document.querySelectorAll(".num"))
      node.classList.toggle("hit", node.name === `choice-n${outcome.pocket}`);
    void ctx;
  },
  headline: (outcome, ctx) =>
    ctx.t("pocket", {
      n: outcome.pocket,
      colour: outcome.colour === "green" ? ctx.t("green") : ctx.t(outcome.colour),
    }),
};

const cards = {
  action: "duel",
  defaultChoice: "duel",
  mount(ctx) {
    this.mine = el("div", { className: "cards" }, [cardBack()]);
    this.theirs = el("div", { className: "cards" }, [cardBack()]);
    return [
      el("div", { className: "hands" }, [
        el("div", { className: "hand" }, [el("h3", { textContent: ctx.t("you") }), this.mine]),
        el("div", { className: "hand" }, [el("h3", { textContent: ctx.t("opponent") }), this.theirs]),
      ]),
    ];
  },
  async show(outcome) {
    this.mine.replaceChildren(card(outcome.mine));
    this.theirs.replaceChildren(card(outcome.theirs, 1));
    if (!reducedMotion()) await wait(400);
  },
  headline: (outcome, ctx) => (outcome.winner === "tie" ? ctx.t("tie") : ctx.t(outcome.winner)),
};

export const TABLES = { baccarat, blackjack, roulette, cards };
