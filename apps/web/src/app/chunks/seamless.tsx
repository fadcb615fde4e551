// The "seamless" part of the build: the games that play straight from the main balance.
export { SeamlessPage as Page } from "#app/features/games/seamless-page.tsx";
