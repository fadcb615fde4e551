import "@banca/ui/ui.css";
import "./styles/app.css";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { applyStoredTheme } from "./lib/theme.ts";

applyStoredTheme();
const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
