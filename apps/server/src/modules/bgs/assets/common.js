// Shared by the BGS game pages: the page's data, the vendor API, the wallet header, seeds and history.

// The operator's site passes its theme in the launch; the verifier link carries it on.
const asked = new URLSearchParams(window.location.search).get("theme");
const theme = asked === "light" || asked === "dark" ? asked : null;
if (theme) {
  document.documentElement.dataset.theme = theme;
  for (const link of document.querySelectorAll('a[href^="/vendors/bgs/verify"]')) {
    link.href = `${link.getAttribute("href")}&theme=${theme}`;
  }
}

export const data = JSON.parse(document.getElementById("bgs-data").textContent);
export const t = data.text;
const SESSION_KEY = `bgs-session:${data.game}`;

export const $ = (selector) => document.querySelector(selector);

let sessionToken = sessionStorage.getItem(SESSION_KEY);
let decimals = 2;

export class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * A bet's own reference: sent with a spin or a roll, so that the same request sent again (by the
 * load balancer, after a server went away mid-answer) finds the bet instead of placing another.
 */
export const betReference = () => ({ "idempotency-key": crypto.randomUUID() });

export async function api(method, path, body, headers = {}) {
  const response = await fetch(`/vendors/bgs/api/${path}`, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(sessionToken ? { "x-bgs-session": sessionToken } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json().catch(() => null);
  if (!envelope?.success) {
    throw new ApiError(envelope?.errorCode ?? "system.error", envelope?.message ?? t.failed);
  }
  return envelope.value;
}

export function showError(error) {
  const toast = $("#toast");
  if (!toast) return;
  toast.textContent =
    error?.code === "insufficient.balance"
      ? t.lowBalance
      : error?.code === "login.not.session"
        ? t.sessionEnded
        : error?.code === "protection.limit.reached"
          ? t.limitReached
          : error?.message || t.failed;
  toast.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(() => {
    toast.hidden = true;
  }, 4000);
}

export const formatMoney = (text) => {
  const number = Number(text);
  return Number.isFinite(number)
    ? number.toLocaleString(
        document.documentElement.lang === "cn" ? "zh-CN" : document.documentElement.lang,
        {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        },
      )
    : text;
};

export function setBalance(balance) {
  $("#balance").textContent = formatMoney(balance);
  // The site's header listens for this to refresh its own balance without waiting for a poll.
  if (window.parent !== window)
    window.parent.postMessage({ type: "banca:balance-changed", balance }, window.location.origin);
}

export function setSeeds(seeds) {
  $("#server-hash").textContent = seeds.serverSeedHash;
  $("#client-seed").value = seeds.clientSeed;
  const nonce = $("#next-nonce");
  nonce.textContent = String(seeds.nextNonce);
  nonce.removeAttribute("aria-busy");
}

/** The stake field as the decimal string the API takes, or null when it is not a valid amount. */
export function readStake() {
  const input = $("#stake");
  const text = input.value.trim().replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) return null;
  return Number(text).toFixed(decimals);
}

function wireStake() {
  for (const button of document.querySelectorAll("[data-stake]")) {
    button.addEventListener("click", () => {
      const current = Number(readStake() ?? "1");
      const next = button.dataset.stake === "half" ? current / 2 : current * 2;
      $("#stake").value = Math.max(next, 1 / 10 ** decimals).toFixed(decimals);
    });
  }
}

async function refreshRevealed() {
  const list = await api("GET", "seeds/revealed");
  const box = $("#revealed");
  box.hidden = list.length === 0;
  $("#revealed-list").replaceChildren(
    ...list.slice(0, 5).map((seed) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.className = "link mono";
      link.href = `/vendors/bgs/verify?${new URLSearchParams({ lang: data.language, game: data.game, serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: "0", ...(theme ? { theme } : {}) })}`;
      link.target = "_blank";
      link.textContent = seed.serverSeed;
      const meta = document.createElement("div");
      meta.className = "muted small";
      meta.textContent = `${t.clientSeed}: ${seed.clientSeed} · ${t.nonce}: 0–${Math.max(seed.bets - 1, 0)}`;
      item.append(link, meta);
      return item;
    }),
  );
}

export async function refreshHistory() {
  const bets = await api("GET", "history");
  const list = $("#history");
  if (bets.length === 0) return;
  list.replaceChildren(
    ...bets.slice(0, 12).map((bet) => {
      const item = document.createElement("li");
      const name = document.createElement("span");
      name.textContent = `${t.stake} ${formatMoney(bet.bet)}`;
      const win = document.createElement("span");
      // An open mines round has won nothing yet: it is in play, not a loss.
      const inPlay = bet.state === "open";
      win.textContent = inPlay ? t.inPlay : formatMoney(bet.win);
      if (inPlay) win.className = "in-play";
      else if (Number(bet.win) > 0) win.className = "win";
      const meta = document.createElement("span");
      meta.className = "meta mono";
      meta.textContent = `${t.nonce} ${bet.nonce} · ${bet.serverSeed ? bet.serverSeed.slice(0, 16) : bet.serverSeedHash.slice(0, 16)}…`;
      item.append(name, win, meta);
      return item;
    }),
  );
}

function wireSeeds(onRotate) {
  $("#seed-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const clientSeed = $("#client-seed").value.trim();
      const answer = await api("POST", "seeds/rotate", clientSeed ? { clientSeed } : {});
      setSeeds(answer.seeds);
      await refreshRevealed();
      onRotate?.(answer);
    } catch (error) {
      showError(error);
    }
  });
}

/**
 * Opens the session: a launch token in the address is exchanged once (and removed from the
 * address); afterwards the page keeps its session token for reloads.
 */
export async function start({ onState, onRotate } = {}) {
  wireStake();
  wireSeeds(onRotate);
  const params = new URLSearchParams(window.location.search);
  const launch = params.get("launch");
  let state;
  try {
    if (launch) {
      state = await api("POST", "session", { merchant: params.get("merchant"), launchToken: launch });
      sessionToken = state.token;
      sessionStorage.setItem(SESSION_KEY, sessionToken);
      params.delete("launch");
      history.replaceState(null, "", `${window.location.pathname}?${params}`);
    } else {
      state = await api("GET", "state");
    }
  } catch (error) {
    showError(error);
    for (const button of document.querySelectorAll("button")) button.disabled = true;
    return null;
  }
  decimals = state.decimals;
  $("#currency").textContent = state.currency;
  $("#stake").value = (1).toFixed(decimals);
  setBalance(state.balance);
  setSeeds(state.seeds);
  onState?.(state);
  await Promise.all([refreshHistory(), refreshRevealed()]).catch(showError);
  return state;
}

/** After a bet: the nonce moved on; history and balance follow. */
export async function afterBet(balance) {
  setBalance(balance);
  const nonce = $("#next-nonce");
  nonce.textContent = String(Number(nonce.textContent) + 1);
  await refreshHistory().catch(() => undefined);
}

export function banner(text, kind) {
  const element = $("#banner");
  element.textContent = text;
  element.className = `banner ${kind ?? ""}`;
}
