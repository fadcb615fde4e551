// Method and path of the lottery calls (spec part 2 §7, lottery notes); free of zod like ENDPOINTS.
export const LOTTERY_ENDPOINTS = {
  lotteryMenu: { method: "GET", path: "/lgw/vn/games/game_menu" },
  lotteryRecent: { method: "GET", path: "/lgw/vn/games/game_menu/recent" },
  lotteryPopular: { method: "GET", path: "/lgw/games/popular" },
  vnOpenedNumeros: { method: "GET", path: "/lgw/vn/numeros/opened/game" },
  lottoOpenedNumeros: { method: "GET", path: "/lotto/lgw/games/opened/numero" },
  nearNumeros: { method: "GET", path: "/lgw/numeros/near" },
  drawHistory: { method: "GET", path: "/lgw/numeros/history" },
  drawDetail: { method: "GET", path: "/lgw/numeros/detail" },
  lotteryGame: { method: "GET", path: "/lgw/games/detail" },
  placeBets: { method: "POST", path: "/lgw/orders/bet" },
  todayOrders: { method: "GET", path: "/lgw/orders/today" },
  cancelOrder: { method: "POST", path: "/lgw/orders/cancel" },
} as const;
