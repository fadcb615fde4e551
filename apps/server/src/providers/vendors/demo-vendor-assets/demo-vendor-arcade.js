// The arcade screens: the 3×3 slot, crash, the fish shooter and the match book.
import { crest, el, fishArt, reducedMotion, svg, symbol, wait } from "./demo-vendor-draw.js";

const SYMBOL_NAMES = ["cherry", "lemon", "bell", "star", "seven"];
const START = [
  ["lemon", "seven", "cherry"],
  ["bell", "seven", "star"],
  ["cherry", "seven", "lemon"],
];
/** Each line's cells as [reel, row], in the order the backend numbers them. */
const lineCells = (lines) => lines.map((rows) => rows.map((row, reel) => [reel, row]));

const slots = {
  action: "spin",
  defaultChoice: "spin",
  mount(ctx) {
    this.lines = lineCells(ctx.session.lines);
    this.cells = [0, 1, 2].map(() => [0, 1, 2].map(() => el("div", { className: "cell" })));
    this.reels = this.cells.map((column) => el("div", { className: "reel" }, column));
    this.draw(START);
    this.overlay = svg("svg", {
      class: "paylines",
      viewBox: "0 0 300 300",
      preserveAspectRatio: "none",
      "aria-hidden": "true",
    });
    const pays = Object.entries(ctx.session.pays)
      .reverse()
      .map(([name, times]) =>
        el("li", {}, [symbol(name), symbol(name), symbol(name), el("b", { textContent: `×${times}` })]),
      );
    pays.push(
      el("li", {}, [
        symbol("cherry"),
        symbol("cherry"),
        el("b", { textContent: `×${ctx.session.twoCherries}` }),
      ]),
    );
    return [
      el("div", { className: "cabinet" }, [
        el("div", { className: "window" }, [...this.reels, this.overlay]),
        el("ul", { className: "paytable", ariaLabel: ctx.t("slotsRules") }, pays),
      ]),
      el("p", {
        className: "felt-note",
        textContent: `${ctx.t("slotsRules")} · ${ctx.t("rtp", { rtp: ctx.session.rtp })}`,
      }),
    ];
  },
  draw(reels) {
    for (const [reel, column] of reels.entries())
      for (const [row, name] of column.entries()) this.cells[reel][row].replaceChildren(symbol(name));
  },
  async show(outcome) {
    this.overlay.replaceChildren();
    for (const cell of this.cells.flat()) cell.classList.remove("win");
    if (!reducedMotion()) {
      for (const reel of this.reels) reel.classList.add("spinning");
      for (let tick = 0; tick < 6; tick++) {
        this.draw([0, 1, 2].map(() => [0, 1, 2].map(() => SYMBOL_NAMES[Math.floor(Math.random() * 5)])));
        await wait(90);
      }
    }
    for (const [index, reel] of this.reels.entries()) {
      reel.classList.remove("spinning");
      for (const [row, name] of outcome.reels[index].entries())
        this.cells[index][row].replaceChildren(symbol(name));
      if (!reducedMotion()) await wait(140);
    }
    for (const win of outcome.wins) {
      const cells = this.lines[win.line].slice(0, win.symbol === "cherry" && win.times === 1 ? 2 : 3);
      for (const [reel, row] of cells) this.cells[reel][row].classList.add("win");
      const points = this.lines[win.line]
        .map(([reel, row]) => `${50 + reel * 100},${50 + row * 100}`)
        .join(" ");
      this.overlay.append(svg("polyline", { points, class: "payline" }));
    }
  },
  headline: (outcome, ctx) => (outcome.wins.length ? ctx.t("linesWon", { count: outcome.wins.length }) : ""),
};

const PRESETS = ["1.5", "2", "3", "5", "10"];
const crash = {
  action: "launch",
  defaultChoice: "2.00",
  mount(ctx) {
    this.path = svg("path", { class: "curve", d: "M0 200" });
    this.area = svg("path", { class: "curve-area", d: "M0 200" });
    this.target = svg("line", { class: "target", x1: 0, x2: 400, y1: 0, y2: 0 });
    this.head = svg("circle", { class: "head", r: 6, cx: 0, cy: 200 });
    const grid = [40, 80, 120, 160].map((y) => svg("line", { class: "grid", x1: 0, x2: 400, y1: y, y2: y }));
    this.value = el("div", { className: "multiplier", textContent: "1.00×" });
    this.note = el("div", { className: "crash-note", textContent: ctx.t("crashRules") });
    this.input = el("input", {
      type: "number",
      min: ctx.session.min,
      max: ctx.session.max,
      step: "0.01",
      value: "2.00",
      name: "cashout",
      inputMode: "decimal",
    });
    this.input.setAttribute("aria-label", ctx.t("cashoutAt"));
    this.input.addEventListener("input", () => {
      const valid = this.valid(this.input.value, ctx);
      ctx.setChoice(valid ? Number(this.input.value).toFixed(2) : "");
      if (!valid) return;
      this.top = Math.max(3, Number(this.input.value) * 1.5);
      this.placeTarget(Number(this.input.value));
    });
    const presets = PRESETS.map((value) => {
      const button = ctx.choiceButton("pill", Number(value).toFixed(2), `${value}×`);
      button.addEventListener("click", () => {
        this.input.value = Number(value).toFixed(2);
        this.top = Math.max(3, Number(value) * 1.5);
        this.placeTarget(Number(value));
      });
      return button;
    });
    this.placeTarget(2);
    return [
      el("div", { className: "crash" }, [
        svg(
          "svg",
          { class: "chart", viewBox: "0 0 400 200", preserveAspectRatio: "none", "aria-hidden": "true" },
          [...grid, this.area, this.path, this.target, this.head],
        ),
        el("div", { className: "readout" }, [this.value, this.note]),
      ]),
      el("div", { className: "cashout" }, [
        el("label", { textContent: ctx.t("cashoutAt") }, []),
        this.input,
        el("div", { className: "presets" }, presets),
      ]),
      el("p", { className: "felt-note", textContent: ctx.t("rtp", { rtp: ctx.session.rtp }) }),
    ];
  },
  valid: (value, ctx) =>
    /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) >= 1.01 && Number(value) <= ctx.session.max,
  /** The chart's top: a little above the larger of the round's end and the cash-out. */
  top: 3,
  /** The chart's height for a multiplier: 1× at the bottom, the top at 90% of the height. */
  y(m) {
    return 200 - Math.min(1, (m - 1) / (this.top - 1)) * 180;
  },
  placeTarget(m) {
    this.target.setAttribute("y1", String(this.y(m)));
    this.target.setAttribute("y2", String(this.y(m)));
  },
  async show(outcome, ctx) {
    this.top = Math.max(2, outcome.crashAt, outcome.cashout) * 1.15;
    this.placeTarget(outcome.cashout);
    this.value.className = "multiplier";
    this.note.textContent = "";
    const end = outcome.crashAt;
    const duration = reducedMotion() ? 0 : Math.min(3200, 500 + Math.log(end) * 1100);
    const started = performance.now();
    await new Promise((resolve) => {
      const frame = (now) => {
        const share = duration === 0 ? 1 : Math.min(1, (now - started) / duration);
        const m = Math.exp(Math.log(end) * share);
        const points = [];
        for (let i = 0; i <= 40; i++) {
          const mi = Math.exp(Math.log(m) * (i / 40));
          points.push(`${(share * 390 * i) / 40} ${this.y(mi)}`);
        }
        this.path.setAttribute("d", `M${points.join(" L")}`);
        this.area.setAttribute("d", `M0 200 L${points.join(" L")} L${share * 390} 200 Z`);
        this.head.setAttribute("cx", String(share * 390));
        this.head.setAttribute("cy", String(this.y(m)));
        this.value.textContent = `${m.toFixed(2)}×`;
        if (outcome.cashedOut && m >= outcome.cashout) this.value.classList.add("safe");
        if (share < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    this.value.textContent = `${end.toFixed(2)}×`;
    this.value.classList.add("crashed");
    this.note.textContent = outcome.cashedOut
      ? ctx.t("cashedAt", { x: `${outcome.cashout.toFixed(2)}×` })
      : ctx.t("crashedAt", { x: `${end.toFixed(2)}×` });
  },
  headline: (outcome, ctx) =>
    outcome.cashedOut
      ? ctx.t("cashedAt", { x: `${outcome.cashout.toFixed(2)}×` })
      : ctx.t("crashedAt", { x: `${outcome.crashAt.toFixed(2)}×` }),
};

const CATCH_COLOURS = ["#fb923c", "#facc15", "#f472b6", "#22d3ee", "#a3e635"];
const fishing = {
  action: "fire",
  defaultChoice: "volley",
  mount() {
    const ocean = el(
      "div",
      { className: "ocean" },
      CATCH_COLOURS.map((colour, index) => {
        const swimmer = el("div", { className: "swimmer" }, [fishArt(colour)]);
        swimmer.style.cssText = `width:${56 + index * 14}px;top:${10 + index * 17}%;animation-duration:${7 + index * 2}s;animation-delay:-${index * 1.7}s`;
        return swimmer;
      }),
    );
    this.catch = el("div", { className: "catch" });
    return [ocean, this.catch];
  },
  async show(outcome, ctx) {
    this.catch.textContent =
      outcome.fish === "none" ? ctx.t("miss") : ctx.t("caught", { fish: ctx.t(outcome.fish) });
  },
  headline: (outcome, ctx) =>
    outcome.fish === "none" ? ctx.t("miss") : ctx.t("caught", { fish: ctx.t(outcome.fish) }),
};

const PICK_LABEL = { home: "1", draw: "X", away: "2" };
const sports = {
  action: "placeBet",
  defaultChoice: "",
  mount(ctx) {
    const rows = ctx.session.matches.map((match) =>
      el("article", { className: "match" }, [
        el("div", { className: "teams" }, [
          el("span", { className: "team" }, [crest(match.home), el("span", { textContent: match.home })]),
          el("span", { className: "vs", textContent: "vs" }),
          el("span", { className: "team" }, [crest(match.away), el("span", { textContent: match.away })]),
        ]),
        el(
          "div",
          { className: "odds" },
          Object.entries(match.odds).map(([pick, odds]) => {
            const button = ctx.choiceButton(
              "odd",
              `${match.id}|${pick}`,
              PICK_LABEL[pick],
              (odds / 1000).toFixed(2),
            );
            button.setAttribute(
              "aria-label",
              `${match.home} – ${match.away}: ${ctx.t(pick)} ${(odds / 1000).toFixed(2)}`,
            );
            return button;
          }),
        ),
      ]),
    );
    this.score = el("div", { className: "scoreboard", textContent: ctx.t("pick") });
    return [
      el("div", { className: "book" }, [
        el("header", { className: "book-head" }, [
          el("span", { className: "sport", textContent: ctx.t(`sport_${ctx.session.sport}`) }),
          el("span", { textContent: ctx.t("today") }),
        ]),
        ...rows,
        this.score,
      ]),
    ];
  },
  async show(outcome, ctx) {
    this.score.replaceChildren(
      el("span", { className: "final", textContent: ctx.t("fullTime") }),
      el("strong", {
        textContent: `${outcome.home} ${outcome.score[0]} – ${outcome.score[1]} ${outcome.away}`,
      }),
      el("span", {
        textContent: ctx.t("yourPick", {
          pick: `${PICK_LABEL[outcome.pick]} (${ctx.t(outcome.pick)})`,
          odds: outcome.odds.toFixed(2),
        }),
      }),
    );
  },
  headline: (outcome) => `${outcome.score[0]} – ${outcome.score[1]}`,
};

export const ARCADE = { slots, crash, fishing, sports };
