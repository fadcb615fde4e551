// The "index" part of the build: home, registration, help, download and sign-in routes.
import { lazy, Suspense } from "react";
import { BannerCarousel } from "#app/features/announcements/banner-carousel.tsx";
import { VendorLanes } from "#app/features/games/vendor-lanes.tsx";
import { WinnerBoardPlaceholder } from "#app/features/games/winner-board-placeholder.tsx";
import { HomePage as HomeFrame } from "#app/features/home/home-page.tsx";

// Help and download load when opened: the help topics bring the HTML sanitiser (DOMPurify), which
// the home page's first paint does not need.
const HelpCentreView = lazy(() =>
  import("#app/features/help/help-centre-page.tsx").then((module) => ({ default: module.HelpCentrePage })),
);
const HelpModal = lazy(() =>
  import("#app/features/help/help-modal.tsx").then((module) => ({ default: module.HelpModal })),
);
const DownloadView = lazy(() =>
  import("#app/features/download/download-page.tsx").then((module) => ({ default: module.DownloadPage })),
);

export const HelpCentrePage = () => (
  <Suspense fallback={null}>
    <HelpCentreView banner={<BannerCarousel group="w_help" />} />
  </Suspense>
);
export const DownloadPage = () => (
  <Suspense fallback={null}>
    <DownloadView />
  </Suspense>
);

// The winner board sits below the banner and has nothing to show on a fresh install: it loads
// after the first paint, outside the home route's size budget.
const WinnerBoard = lazy(() =>
  import("#app/features/games/winner-board.tsx").then((module) => ({ default: module.WinnerBoard })),
);

export function HomePage() {
  return (
    <HomeFrame>
      <Suspense fallback={<WinnerBoardPlaceholder />}>
        <WinnerBoard />
      </Suspense>
      <VendorLanes />
    </HomeFrame>
  );
}

/** /help: the home page with the help modal open over it. */
export function HelpRoute() {
  return (
    <>
      <HomePage />
      <Suspense fallback={null}>
        <HelpModal />
      </Suspense>
    </>
  );
}

// The account pages load on their own: the home page does not need them for its first paint.
const RegisterView = lazy(() =>
  import("#app/features/auth/register-page.tsx").then((module) => ({ default: module.RegisterPage })),
);
const LoginView = lazy(() =>
  import("#app/features/auth/login-page.tsx").then((module) => ({ default: module.LoginPage })),
);

export const RegisterPage = () => (
  <Suspense fallback={<div className="auth-page auth-page--loading" aria-busy="true" />}>
    <RegisterView banner={<BannerCarousel group="w_reg" />} />
  </Suspense>
);
const AgentLoginView = lazy(() =>
  import("#app/features/auth/agent-login-page.tsx").then((module) => ({ default: module.AgentLoginPage })),
);

export const LoginPage = () => (
  <Suspense fallback={<div className="auth-page auth-page--loading" aria-busy="true" />}>
    <LoginView />
  </Suspense>
);
export const AgentLoginPage = () => (
  <Suspense fallback={<div className="auth-page auth-page--loading" aria-busy="true" />}>
    <AgentLoginView />
  </Suspense>
);
