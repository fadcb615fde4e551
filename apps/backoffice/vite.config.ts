import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.BANCA_API ?? "http://localhost:8080";

// The back office is its own build under /backoffice/: nothing of it is in the player site's bundle.
// No inline script (the server's Content-Security-Policy allows only the site's theme script); the
// theme follows the system through CSS until the member picks one (src/lib/theme.ts).
export default defineConfig({
  base: "/backoffice/",
  plugins: [react()],
  server: { port: 5174, proxy: { "/admin": apiTarget } },
  build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 600 },
});
