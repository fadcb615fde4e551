// The "elott" part of the build.
import { UnavailablePage } from "#app/features/unavailable/unavailable-page.tsx";

export const Page = () => <UnavailablePage feature="elott" />;
