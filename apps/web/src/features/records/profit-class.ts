/** A member's result as the records colour it: green when they won money, red when they lost. */
export const profitClass = (profit: number) =>
  `records-amount${profit > 0 ? " is-in" : profit < 0 ? " is-out" : ""}`;
