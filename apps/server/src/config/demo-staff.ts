import type { StaffRole } from "@banca/contract/backoffice/permissions";

/**
 * The demo start's back-office staff, already enrolled: their passwords and TOTP secrets are
 * printed in the README (any authenticator app, or the e2e suite, makes their codes). Like
 * DEMO_OPERATOR_KEY they exist only under the demo start, and a production start disables them.
 */
export const DEMO_STAFF: ReadonlyArray<{
  username: string;
  password: string;
  role: StaffRole;
  /** null: every merchant. */
  merchants: string[] | null;
  totpSecret: string;
}> = [
  {
    username: "demoadmin",
    password: "Admin2026",
    role: "owner",
    merchants: null,
    totpSecret: "BYBDYEB2LJFSEZBBU3LR4J4ZTEFCEQM7",
  },
  {
    username: "demofinance",
    password: "Finance2026",
    role: "finance",
    merchants: ["demo"],
    totpSecret: "CXZYEQHFKOVBSGS3B2IVZ66RAVCCWFWX",
  },
];
