// Applies the stored theme before the first paint; anything but "light" means dark. A file rather
// than an inline script so the site's Content-Security-Policy can forbid inline scripts.
try {
  document.documentElement.dataset.theme = localStorage.getItem("theme") === "light" ? "light" : "dark";
} catch (_) {
  // Storage blocked: the default dark theme stays.
}
