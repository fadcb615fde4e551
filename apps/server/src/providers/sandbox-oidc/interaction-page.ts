import type { SocialProvider } from "@banca/contract/calls/session";
import type { DemoIdentity } from "./sandbox-provider.ts";

/** Ready-made people to sign in as; any other name and e-mail can be typed. */
export const DEMO_IDENTITIES: readonly DemoIdentity[] = [
  { name: "Ana Souza", email: "ana.souza@example.com" },
  { name: "Minh Tran", email: "minh.tran@example.com" },
  { name: "Siti Rahma", email: "siti.rahma@example.com" },
];

const LABELS: Record<SocialProvider, string> = { google: "Google", facebook: "Facebook" };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

// Inline styles only: the site's policy allows them, and the page needs no script at all.
const STYLE = `
:root{color-scheme:light dark;--bg:#f3f4f6;--card:#fff;--text:#111827;--muted:#6b7280;--line:#e5e7eb;--accent:#2563eb;--on-accent:#fff;--danger:#dc2626}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--card:#1e293b;--text:#f1f5f9;--muted:#94a3b8;--line:#334155;--accent:#60a5fa;--on-accent:#0f172a;--danger:#f87171}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,sans-serif;padding:16px}
main{width:100%;max-width:380px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:var(--muted);font-size:13px}
.badge{display:inline-block;font-size:11px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--accent);margin-bottom:8px}
form{margin:0}.people{display:grid;gap:8px;margin-bottom:16px}
button{font:inherit;cursor:pointer;border-radius:8px;padding:10px 12px;width:100%}
.person{text-align:left;background:transparent;color:var(--text);border:1px solid var(--line)}.person:hover,.person:focus-visible{border-color:var(--accent)}
.person small{display:block;color:var(--muted)}
label{display:block;font-size:13px;margin:8px 0 4px}input{width:100%;font:inherit;padding:9px 10px;border:1px solid var(--line);border-radius:8px;background:transparent;color:var(--text)}
.primary{margin-top:16px;background:var(--accent);color:var(--on-accent);border:0}.cancel{margin-top:8px;background:transparent;color:var(--muted);border:0}
.error{color:var(--danger);font-size:13px;margin:8px 0 0}hr{border:0;border-top:1px solid var(--line);margin:16px 0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sign-in page: pick a demo person, or type one, or cancel. */
export function interactionPage(options: {
  provider: SocialProvider;
  action: string;
  error?: string;
  values?: Partial<DemoIdentity>;
}): string {
  const label = LABELS[options.provider];
  const action = escapeHtml(options.action);
  const people = DEMO_IDENTITIES.map(
    (person) =>
      `<form method="post" action="${action}/login"><input type="hidden" name="name" value="${escapeHtml(person.name)}"><input type="hidden" name="email" value="${escapeHtml(person.email)}"><button class="person" type="submit">${escapeHtml(person.name)}<small>${escapeHtml(person.email)}</small></button></form>`,
  ).join("");
  const error = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : "";
  return page(
    `Sign in with ${label}`,
    `<span class="badge">${label} sandbox</span><h1>Sign in with ${label}</h1>
<p>A test provider: choose a demo person or type one. No real ${label} account is used.</p>
<div class="people">${people}</div><hr>
<form method="post" action="${action}/login">
<label for="name">Name</label><input id="name" name="name" maxlength="64" required autocomplete="name" value="${escapeHtml(options.values?.name ?? "")}">
<label for="email">E-mail</label><input id="email" name="email" type="email" maxlength="254" required autocomplete="email" value="${escapeHtml(options.values?.email ?? "")}">
${error}<button class="primary" type="submit">Continue</button></form>
<form method="post" action="${action}/abort"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

/** What the sandbox shows when a sign-in cannot go on (expired, tampered, unknown). */
export function errorPage(message: string): string {
  return page(
    "Sign-in not possible",
    `<span class="badge">Sandbox</span><h1>Sign-in not possible</h1><p>${escapeHtml(message)}</p><p>Close this page and start the sign-in again from the site.</p>`,
  );
}
