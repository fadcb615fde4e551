// The browser's own implementation of the BGS derivation, with WebCrypto: it shares no code with
// the server, so a player's check does not rely on the server's arithmetic.

const encoder = new TextEncoder();
const TWO_32 = 2 ** 32;

export async function sha256Hex(text) {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Outcome words: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 8 words per block. */
export async function outcomeStream(serverSeed, clientSeed, nonce) {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(serverSeed),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const blocks = [];
  // Games read at most a few blocks; computing 8 up front keeps the draws synchronous.
  for (let cursor = 0; cursor < 8; cursor++) {
    blocks.push(
      new DataView(await crypto.subtle.sign("HMAC", key, encoder.encode(`${clientSeed}:${nonce}:${cursor}`))),
    );
  }
  let word = 0;
  const nextUint32 = () => {
    const block = blocks[Math.floor(word / 8)];
    if (!block) throw new Error("outcome stream exhausted");
    const value = block.getUint32((word % 8) * 4, false);
    word += 1;
    return value;
  };
  const nextInt = (n) => {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % n;
    }
  };
  const firstBlockHex = [...new Uint8Array(blocks[0].buffer)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  return { nextInt, firstBlockHex };
}

export function linePay(symbols, paytable) {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === "wild") wildRun++;
  const target = symbols.find((symbol) => symbol !== "wild") ?? "wild";
  let run = 0;
  while (run < symbols.length && (symbols[run] === "wild" || symbols[run] === target)) run++;
  const pays = (symbol, count) => (count >= 3 ? paytable[symbol][count - 3] : 0);
  const targetPay = pays(target, run);
  const wildPay = pays("wild", wildRun);
  return wildPay > targetPay
    ? { pay: wildPay, symbol: "wild", count: wildRun }
    : { pay: targetPay, symbol: target, count: run };
}

export function slotRound(stream, slot) {
  const stops = slot.strips.map((strip) => stream.nextInt(strip.length));
  const grid = slot.strips.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[(stops[reel] + row) % strip.length]),
  );
  const wins = [];
  slot.paylines.forEach((rows, line) => {
    const result = linePay(
      rows.map((row, reel) => grid[reel][row]),
      slot.paytable,
    );
    if (result.pay > 0) wins.push({ line, ...result });
  });
  return { stops, grid, wins, totalLinePay: wins.reduce((sum, win) => sum + win.pay, 0) };
}

export function diceRound(stream, target, direction) {
  const roll = stream.nextInt(10_000);
  return { roll, won: direction === "under" ? roll < target : roll > target };
}

export function minesRound(stream, mines) {
  const tiles = Array.from({ length: 25 }, (_, index) => index);
  for (let i = 24; i > 0; i--) {
    const j = stream.nextInt(i + 1);
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  return { mines: tiles.slice(0, mines).sort((a, b) => a - b) };
}
