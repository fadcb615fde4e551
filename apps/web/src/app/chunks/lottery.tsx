// The "lottery" part of the build.
export { LotteryPage as Page } from "#app/features/lottery/lottery-pages.tsx";
export { VerifyPage } from "#app/features/lottery/verify-page.tsx";
