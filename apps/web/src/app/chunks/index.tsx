// The "index" part of the build: home, registration, help, download and sign-in routes.
import { DownloadPage } from "#app/features/download/download-page.tsx";
import { VendorLanes } from "#app/features/games/vendor-lanes.tsx";
import { HelpCentrePage } from "#app/features/help/help-centre-page.tsx";
import { HelpModal } from "#app/features/help/help-modal.tsx";
import { HomePage as HomeFrame } from "#app/features/home/home-page.tsx";
import { UnavailablePage } from "#app/features/unavailable/unavailable-page.tsx";

export { DownloadPage, HelpCentrePage };

export function HomePage() {
  return (
    <HomeFrame>
      <VendorLanes />
    </HomeFrame>
  );
}

/** /help: the home page with the help modal open over it. */
export function HelpRoute() {
  return (
    <>
      <HomePage />
      <HelpModal />
    </>
  );
}

export const RegisterPage = () => <UnavailablePage feature="register" />;
export const LoginPage = () => <UnavailablePage feature="login" />;
