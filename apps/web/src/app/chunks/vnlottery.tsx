// The "vnlottery" part of the build.
export { VnLotteryPage as Page } from "#app/features/lottery/lottery-pages.tsx";
