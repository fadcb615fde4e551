import { minorToDecimal } from "@banca/contract/money";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { SandboxPayment, SandboxPaymentGateway } from "./sandbox-payment-gateway.ts";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] as string,
  );

// The page is the gateway's, not the site's: its own look, inline styles, no script at all.
const STYLE = `
:root{color-scheme:light dark;--bg:#eef2f7;--card:#fff;--text:#0f172a;--muted:#64748b;--line:#e2e8f0;--accent:#4f46e5;--on-accent:#fff;--ok:#059669;--warn:#b45309}
@media (prefers-color-scheme:dark){:root{--bg:#0b1120;--card:#131c31;--text:#e2e8f0;--muted:#94a3b8;--line:#26324d;--accent:#818cf8;--on-accent:#0b1120;--ok:#34d399;--warn:#fbbf24}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);font:15px/1.5 system-ui,sans-serif;padding:16px}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--line);border-radius:16px;padding:28px 24px;box-shadow:0 20px 40px rgb(15 23 42 / .12)}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;letter-spacing:.02em;margin-bottom:20px}
.brand i{display:inline-block;width:22px;height:22px;border-radius:6px;background:linear-gradient(135deg,var(--accent),#06b6d4)}
.badge{margin-left:auto;font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--warn);border:1px solid currentColor;border-radius:999px;padding:1px 8px}
.payee{color:var(--muted);font-size:13px;margin:0}.amount{font-size:34px;font-weight:800;margin:2px 0 18px;letter-spacing:-.01em}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 22px;font-size:13px}dt{color:var(--muted)}dd{margin:0;text-align:right;font-family:ui-monospace,monospace;word-break:break-all}
form{margin:0}button,.link{display:block;width:100%;font:inherit;font-weight:600;cursor:pointer;border-radius:10px;padding:12px;text-align:center;text-decoration:none}
.pay{background:var(--accent);color:var(--on-accent);border:0}.cancel{margin-top:8px;background:transparent;color:var(--muted);border:1px solid var(--line)}
.link{background:var(--accent);color:var(--on-accent)}.result{font-size:20px;margin:0 0 6px}.ok{color:var(--ok)}.warn{color:var(--warn)}
.note{color:var(--muted);font-size:12px;margin:18px 0 0;text-align:center}`;

const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><div class="brand"><i></i>SandboxPay<span class="badge">Test mode</span></div>${body}</main></body></html>`;
}

const formatAmount = (payment: SandboxPayment) =>
  `${escapeHtml(payment.currency)} ${minorToDecimal(payment.amount, payment.decimals)}`;

function details(payment: SandboxPayment): string {
  return `<dl><dt>Order</dt><dd>${escapeHtml(payment.orderNo)}</dd><dt>Reference</dt><dd>${escapeHtml(payment.reference)}</dd></dl>`;
}

function checkoutPage(payment: SandboxPayment): string {
  const action = `/sandbox/pay/${encodeURIComponent(payment.reference)}`;
  return page(
    "Complete your payment",
    `<p class="payee">Pay ${escapeHtml(payment.merchantName)}</p><p class="amount" data-testid="sandbox-amount">${formatAmount(payment)}</p>${details(payment)}
<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${formatAmount(payment)}</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel payment</button></form>
<p class="note">A test gateway: no real money moves.</p>`,
  );
}

function resultPage(payment: SandboxPayment, delivered: boolean): string {
  const paid = payment.status === "paid";
  const headline = paid ? "Payment successful" : "Payment cancelled";
  const retry = delivered
    ? ""
    : `<p class="warn">The merchant has not confirmed the notification yet.</p><form method="post" action="/sandbox/pay/${encodeURIComponent(payment.reference)}/${paid ? "pay" : "cancel"}"><button class="cancel" type="submit">Send the notification again</button></form>`;
  return page(
    headline,
    `<p class="result ${paid ? "ok" : "warn"}" role="status">${headline}</p><p class="amount">${formatAmount(payment)}</p>${details(payment)}${retry}
<a class="link" href="${escapeHtml(payment.returnUrl)}">Return to ${escapeHtml(payment.merchantName)}</a>
<p class="note">You may close this window.</p>`,
  );
}

function send(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", PAGE_POLICY)
    .type("text/html; charset=utf-8")
    .send(html);
}

const notFound = (reply: FastifyReply) =>
  send(
    reply,
    404,
    page(
      "Payment not found",
      `<p class="result warn">Payment not found</p><p class="payee">Start the deposit again from the site.</p>`,
    ),
  );

type PaymentRequest = { Params: { reference: string } };

/** The sandbox gateway's hosted payment page: Pay or Cancel, then the signed callback to us. */
export function sandboxPaymentRoutes(app: FastifyInstance, gateway: SandboxPaymentGateway) {
  void app.register(async (scope) => {
    // The page's buttons post empty forms; nothing in their body is read.
    scope.addContentTypeParser("application/x-www-form-urlencoded", (_request, _payload, done) => done(null));

    scope.get<PaymentRequest>("/sandbox/pay/:reference", async (request, reply) => {
      const payment = await gateway.find(request.params.reference);
      if (!payment) return notFound(reply);
      if (payment.status !== "open") return send(reply, 200, resultPage(payment, true));
      return send(reply, 200, checkoutPage(payment));
    });

    for (const decision of ["pay", "cancel"] as const) {
      scope.post<PaymentRequest>(`/sandbox/pay/:reference/${decision}`, async (request, reply) => {
        const settled = await gateway.settle(
          request.params.reference,
          decision === "pay" ? "paid" : "cancelled",
        );
        if (!settled) return notFound(reply);
        return send(reply, settled.delivered ? 200 : 502, resultPage(settled.payment, settled.delivered));
      });
    }
  });
}
