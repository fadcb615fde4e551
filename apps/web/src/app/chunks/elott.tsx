// The "elott" part of the build.
export { ElottLobby as Page } from "#app/features/lottery/lottery-pages.tsx";
