// The "index" part of the build: home, registration, help, download and sign-in routes.

import { DownloadPage } from "#app/features/download/download-page.tsx";
import { HelpCentrePage } from "#app/features/help/help-centre-page.tsx";
import { HelpModal } from "#app/features/help/help-modal.tsx";
import { HomePage } from "#app/features/home/home-page.tsx";
import { UnavailablePage } from "#app/features/unavailable/unavailable-page.tsx";

export { DownloadPage, HelpCentrePage, HomePage };

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
