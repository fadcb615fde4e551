// The demo vendor's game page: every bet goes to the vendor's backend, which settles it with the
// operator's seamless wallet. No money logic lives in the browser.
const TEXT = {
  en: {
    LIVE: "Baccarat Royale",
    FISH: "Ocean Hunter",
    PVP: "High Card Duel",
    SPORTS: "Match Day",
    ESPORTS: "Arena Clash",
    RNG: "Lucky Sevens",
    player: "Player",
    banker: "Banker",
    tie: "Tie",
    deal: "Deal",
    fire: "Fire",
    duel: "Duel",
    spin: "Spin",
    placeBet: "Place bet",
    pick: "Pick a result",
    you: "You",
    opponent: "Opponent",
    draw: "Draw",
    home: "Home",
    away: "Away",
    won: "You win {amount}",
    lost: "No win this time",
    push: "Stake returned",
    history: "Your rounds",
    caught: "Caught: {fish}",
    miss: "Missed!",
    none: "nothing",
    clownfish: "Clownfish",
    pufferfish: "Pufferfish",
    turtle: "Sea turtle",
    shark: "Shark",
    dragon: "Golden dragon",
    expired: "This game link has expired. Close it and launch the game again.",
    failed: "The bet could not be placed: {reason}",
    INSUFFICIENT_FUNDS: "insufficient balance",
    SESSION_EXPIRED: "your session has ended: launch the game again from the lobby",
    BAD_CHOICE: "this match is no longer open for bets",
    stake: "Stake",
    room_beginner: "Beginner room",
    room_standard: "Standard room",
    "room_high-roller": "High-roller room",
    roomInfo: "{room} · stakes from {stake}",
  },
  pt: {
    LIVE: "Baccarat Royale",
    FISH: "Caçador do Oceano",
    PVP: "Duelo de Cartas",
    SPORTS: "Dia de Jogo",
    ESPORTS: "Arena Clash",
    RNG: "Setes da Sorte",
    player: "Jogador",
    banker: "Banca",
    tie: "Empate",
    deal: "Distribuir",
    fire: "Disparar",
    duel: "Duelar",
    spin: "Girar",
    placeBet: "Apostar",
    pick: "Escolha um resultado",
    you: "Você",
    opponent: "Adversário",
    draw: "Empate",
    home: "Casa",
    away: "Fora",
    won: "Você ganhou {amount}",
    lost: "Sem prêmio desta vez",
    push: "Aposta devolvida",
    history: "Suas rodadas",
    caught: "Capturou: {fish}",
    miss: "Errou!",
    none: "nada",
    clownfish: "Peixe-palhaço",
    pufferfish: "Baiacu",
    turtle: "Tartaruga",
    shark: "Tubarão",
    dragon: "Dragão dourado",
    expired: "Este link do jogo expirou. Feche e abra o jogo novamente.",
    failed: "A aposta não foi feita: {reason}",
    INSUFFICIENT_FUNDS: "saldo insuficiente",
    SESSION_EXPIRED: "sua sessão terminou: abra o jogo de novo pelo lobby",
    BAD_CHOICE: "esta partida não aceita mais apostas",
    stake: "Valor",
    room_beginner: "Sala iniciante",
    room_standard: "Sala padrão",
    "room_high-roller": "Sala high-roller",
    roomInfo: "{room} · apostas a partir de {stake}",
  },
  cn: {
    LIVE: "皇家百家乐",
    FISH: "海洋猎手",
    PVP: "比大小对决",
    SPORTS: "比赛日",
    ESPORTS: "竞技对决",
    RNG: "幸运七",
    player: "闲",
    banker: "庄",
    tie: "和",
    deal: "发牌",
    fire: "开炮",
    duel: "对决",
    spin: "旋转",
    placeBet: "下注",
    pick: "选择结果",
    you: "你",
    opponent: "对手",
    draw: "平局",
    home: "主队",
    away: "客队",
    won: "你赢了 {amount}",
    lost: "这次没有中奖",
    push: "退还本金",
    history: "你的回合",
    caught: "捕获：{fish}",
    miss: "未命中！",
    none: "无",
    clownfish: "小丑鱼",
    pufferfish: "河豚",
    turtle: "海龟",
    shark: "鲨鱼",
    dragon: "黄金龙",
    expired: "游戏链接已过期，请关闭后重新进入游戏。",
    failed: "下注失败：{reason}",
    INSUFFICIENT_FUNDS: "余额不足",
    SESSION_EXPIRED: "您的会话已结束：请从大厅重新打开游戏",
    BAD_CHOICE: "该场比赛已停止投注",
    stake: "投注额",
    room_beginner: "新手房",
    room_standard: "标准房",
    "room_high-roller": "高额房",
    roomInfo: "{room} · 最低投注 {stake}",
  },
  id: {
    LIVE: "Baccarat Royale",
    FISH: "Pemburu Samudra",
    PVP: "Duel Kartu Tinggi",
    SPORTS: "Hari Pertandingan",
    ESPORTS: "Arena Clash",
    RNG: "Tujuh Beruntung",
    player: "Player",
    banker: "Banker",
    tie: "Seri",
    deal: "Bagikan",
    fire: "Tembak",
    duel: "Duel",
    spin: "Putar",
    placeBet: "Pasang taruhan",
    pick: "Pilih hasil",
    you: "Anda",
    opponent: "Lawan",
    draw: "Seri",
    home: "Kandang",
    away: "Tandang",
    won: "Anda menang {amount}",
    lost: "Belum menang kali ini",
    push: "Taruhan dikembalikan",
    history: "Ronde Anda",
    caught: "Tertangkap: {fish}",
    miss: "Meleset!",
    none: "tidak ada",
    clownfish: "Ikan badut",
    pufferfish: "Ikan buntal",
    turtle: "Penyu",
    shark: "Hiu",
    dragon: "Naga emas",
    expired: "Tautan permainan kedaluwarsa. Tutup dan buka permainan lagi.",
    failed: "Taruhan gagal: {reason}",
    INSUFFICIENT_FUNDS: "saldo tidak cukup",
    SESSION_EXPIRED: "sesi Anda telah berakhir: buka lagi permainan dari lobi",
    BAD_CHOICE: "pertandingan ini tidak lagi menerima taruhan",
    stake: "Taruhan",
    room_beginner: "Ruang pemula",
    room_standard: "Ruang standar",
    "room_high-roller": "Ruang high-roller",
    roomInfo: "{room} · taruhan mulai {stake}",
  },
  th: {
    LIVE: "บาคาร่ารอยัล",
    FISH: "นักล่าแห่งมหาสมุทร",
    PVP: "ดวลไพ่สูง",
    SPORTS: "วันแข่งขัน",
    ESPORTS: "อารีน่าแคลช",
    RNG: "เจ็ดนำโชค",
    player: "ผู้เล่น",
    banker: "เจ้ามือ",
    tie: "เสมอ",
    deal: "แจกไพ่",
    fire: "ยิง",
    duel: "ดวล",
    spin: "หมุน",
    placeBet: "วางเดิมพัน",
    pick: "เลือกผล",
    you: "คุณ",
    opponent: "คู่แข่ง",
    draw: "เสมอ",
    home: "เจ้าบ้าน",
    away: "ทีมเยือน",
    won: "คุณชนะ {amount}",
    lost: "รอบนี้ยังไม่ชนะ",
    push: "คืนเงินเดิมพัน",
    history: "รอบของคุณ",
    caught: "จับได้: {fish}",
    miss: "พลาด!",
    none: "ไม่มี",
    clownfish: "ปลาการ์ตูน",
    pufferfish: "ปลาปักเป้า",
    turtle: "เต่าทะเล",
    shark: "ฉลาม",
    dragon: "มังกรทอง",
    expired: "ลิงก์เกมหมดอายุ กรุณาปิดแล้วเปิดเกมใหม่",
    failed: "วางเดิมพันไม่สำเร็จ: {reason}",
    INSUFFICIENT_FUNDS: "ยอดเงินไม่พอ",
    SESSION_EXPIRED: "เซสชันของคุณสิ้นสุดแล้ว: เปิดเกมอีกครั้งจากล็อบบี้",
    BAD_CHOICE: "แมตช์นี้ปิดรับเดิมพันแล้ว",
    stake: "เดิมพัน",
    room_beginner: "ห้องมือใหม่",
    room_standard: "ห้องมาตรฐาน",
    "room_high-roller": "ห้องไฮโรลเลอร์",
    roomInfo: "{room} · เดิมพันขั้นต่ำ {stake}",
  },
  vi: {
    LIVE: "Baccarat Hoàng Gia",
    FISH: "Thợ Săn Đại Dương",
    PVP: "Đấu Bài Cao",
    SPORTS: "Ngày Thi Đấu",
    ESPORTS: "Đấu Trường",
    RNG: "Bảy May Mắn",
    player: "Con",
    banker: "Cái",
    tie: "Hòa",
    deal: "Chia bài",
    fire: "Bắn",
    duel: "Đấu",
    spin: "Quay",
    placeBet: "Đặt cược",
    pick: "Chọn kết quả",
    you: "Bạn",
    opponent: "Đối thủ",
    draw: "Hòa",
    home: "Đội nhà",
    away: "Đội khách",
    won: "Bạn thắng {amount}",
    lost: "Lần này chưa thắng",
    push: "Hoàn tiền cược",
    history: "Các ván của bạn",
    caught: "Bắt được: {fish}",
    miss: "Trượt!",
    none: "không có",
    clownfish: "Cá hề",
    pufferfish: "Cá nóc",
    turtle: "Rùa biển",
    shark: "Cá mập",
    dragon: "Rồng vàng",
    expired: "Liên kết trò chơi đã hết hạn. Hãy đóng và mở lại trò chơi.",
    failed: "Không thể đặt cược: {reason}",
    INSUFFICIENT_FUNDS: "số dư không đủ",
    SESSION_EXPIRED: "phiên của bạn đã kết thúc: hãy mở lại trò chơi từ sảnh",
    BAD_CHOICE: "trận đấu này không còn nhận cược",
    stake: "Tiền cược",
    room_beginner: "Phòng tân thủ",
    room_standard: "Phòng tiêu chuẩn",
    "room_high-roller": "Phòng cao thủ",
    roomInfo: "{room} · cược từ {stake}",
  },
};
const STAKES = ["1", "5", "10", "50", "100"];
/** A PVP room's chips: multiples of its smallest stake. */
const ROOM_CHIP_TIMES = [1, 2, 5, 10, 25];
const SYMBOLS = { cherry: "●", lemon: "◆", bell: "▲", star: "★", seven: "7" };
const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
const SUITS = ["♠", "♥", "♦", "♣"];

const params = new URLSearchParams(location.search);
const lang = TEXT[params.get("lang")] ? params.get("lang") : "en";
const t = (key, vars = {}) =>
  (TEXT[lang][key] ?? TEXT.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => vars[name] ?? "");
const $ = (id) => document.getElementById(id);
const el = (tag, props = {}, children = []) => {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of [children].flat()) node.append(child);
  return node;
};
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
// Suits are drawn for the picture only: the games pay on ranks.
function card(rank) {
  const suit = SUITS[Math.floor(Math.random() * SUITS.length)];
  return el("div", {
    className: `card${suit === "♥" || suit === "♦" ? " red" : ""}`,
    textContent: `${RANKS[rank]}${suit}`,
  });
}

function choiceButton(className, value, label, note) {
  const button = el("button", { type: "button", className, name: `choice-${value}` }, [
    label,
    el("small", { textContent: note }),
  ]);
  button.setAttribute("aria-pressed", String(state.choice === value));
  button.addEventListener("click", () => {
    state.choice = value;
    for (const other of document.querySelectorAll("[aria-pressed]"))
      other.setAttribute("aria-pressed", String(other === button));
    refreshPlay();
  });
  return button;
}

const STAGES = {
  LIVE: {
    action: "deal",
    defaultChoice: "player",
    render(outcome) {
      const hand = (name, cards, total) =>
        el("div", { className: "hand" }, [
          el("h3", { textContent: t(name) }),
          el(
            "div",
            { className: "cards" },
            cards
              ? cards.map(card)
              : [el("div", { className: "card back" }), el("div", { className: "card back" })],
          ),
          el("div", { className: "total", textContent: total ?? "" }),
        ]);
      return [
        el("div", { className: "hands" }, [
          hand("player", outcome?.player, outcome?.playerTotal),
          hand("banker", outcome?.banker, outcome?.bankerTotal),
        ]),
        el("div", { className: "spots" }, [
          choiceButton("spot", "player", t("player"), "1:1"),
          choiceButton("spot", "tie", t("tie"), "8:1"),
          choiceButton("spot", "banker", t("banker"), "0.95:1"),
        ]),
      ];
    },
  },
  FISH: {
    action: "fire",
    defaultChoice: "volley",
    render(outcome) {
      const colours = ["#fb923c", "#facc15", "#f472b6", "#22d3ee", "#a3e635"];
      const ocean = el(
        "div",
        { className: "ocean" },
        colours.map((colour, index) => {
          const fish = el("div", { className: "swimmer" });
          fish.style.cssText = `background:${colour};color:${colour};width:${40 + index * 12}px;top:${12 + index * 17}%;animation-duration:${7 + index * 2}s;animation-delay:-${index * 1.7}s`;
          return fish;
        }),
      );
      const text = outcome
        ? outcome.fish === "none"
          ? t("miss")
          : t("caught", { fish: t(outcome.fish) })
        : "";
      return [ocean, el("div", { className: "catch", textContent: text })];
    },
  },
  PVP: {
    action: "duel",
    defaultChoice: "duel",
    render(outcome) {
      const side = (name, rank) =>
        el("div", { className: "hand" }, [
          el("h3", { textContent: t(name) }),
          el("div", { className: "cards" }, rank ? [card(rank)] : [el("div", { className: "card back" })]),
        ]);
      return [
        el("div", { className: "hands" }, [side("you", outcome?.mine), side("opponent", outcome?.theirs)]),
      ];
    },
  },
  RNG: {
    action: "spin",
    defaultChoice: "spin",
    render(outcome) {
      const reels = outcome?.reels ?? ["seven", "star", "bell"];
      return [
        el(
          "div",
          { className: "reels" },
          reels.map((symbol) => el("div", { className: `reel sym-${symbol}`, textContent: SYMBOLS[symbol] })),
        ),
      ];
    },
  },
};
const sportsStage = {
  action: "placeBet",
  defaultChoice: "",
  render(outcome) {
    const rows = state.session.matches.map((match) =>
      el("div", { className: "match" }, [
        el("div", { className: "teams", textContent: `${match.home} – ${match.away}` }),
        el(
          "div",
          { className: "odds" },
          Object.entries(match.odds).map(([pick, odds]) =>
            choiceButton("odd", `${match.id}|${pick}`, t(pick), (odds / 1000).toFixed(2)),
          ),
        ),
      ]),
    );
    const score = outcome
      ? [
          el("p", {
            className: "score",
            textContent: `${outcome.home} ${outcome.score[0]} – ${outcome.score[1]} ${outcome.away}`,
          }),
        ]
      : [el("p", { className: "score", textContent: t("pick") })];
    return [el("div", { className: "matches" }, [...rows, ...score])];
  },
};
STAGES.SPORTS = sportsStage;
STAGES.ESPORTS = sportsStage;

function renderStage(outcome) {
  const stage = STAGES[state.session.kind];
  $("stage").className = `stage ${state.session.kind.toLowerCase()}`;
  $("stage").replaceChildren(...stage.render(outcome));
}

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
  state.busy = true;
  refreshPlay();
  $("error").hidden = true;
  try {
    const round = await api("play", {
      sessionToken: state.session.sessionToken,
      stake: state.stake,
      choice: state.choice,
    });
    $("balance").textContent = money(round.balance);
    renderStage(round.outcome);
    const payout = Number(round.payout);
    const stake = Number(round.stake);
    $("result").className = `result ${payout > stake ? "win" : payout === 0 ? "lose" : ""}`;
    $("result").textContent =
      payout === 0 ? t("lost") : payout === stake ? t("push") : t("won", { amount: money(round.payout) });
    const line = el("li", {}, [
      el("span", { textContent: `${t(STAGES[state.session.kind].action)} · ${money(round.stake)}` }),
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
    for (const name of ["theme", "room", "roomStake"]) if (params.get(name)) kept.set(name, params.get(name));
    history.replaceState(null, "", `${location.pathname}?${kept}`);
  } catch {
    $("error").hidden = false;
    $("error").textContent = t("expired");
    document.querySelector(".table").dataset.state = "expired";
    return;
  }
  const stage = STAGES[state.session.kind];
  state.choice = stage.defaultChoice;
  document.title = t(state.session.kind);
  $("title").textContent = t(state.session.kind);
  $("player").textContent = state.session.username;
  if (room && roomStake && state.session.kind === "PVP") {
    $("room").hidden = false;
    $("room").textContent = t("roomInfo", { room: t(`room_${room}`), stake: money(roomStake) });
  }
  $("balance").textContent = money(state.session.balance);
  $("play").textContent = t(stage.action);
  $("play").addEventListener("click", play);
  renderStage(null);
  refreshPlay();
  document.querySelector(".table").dataset.state = "ready";
}

void start();
