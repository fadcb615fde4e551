/**
 * The back-office key the demo start gives the operator "bootstrap". It is printed in the README, so
 * a production start refuses it as BOOTSTRAP_OPERATOR_KEY, disables an operator that still has it,
 * and never accepts it at the back office's door.
 */
export const DEMO_OPERATOR_KEY = "demo-operator-key-0123456789";

type SandboxFlags = {
  DEMO?: boolean;
  SANDBOX_OUTBOX?: boolean;
  SANDBOX_OIDC?: boolean;
  SANDBOX_PAYMENTS?: boolean;
  SANDBOX_PHONE_AUTH?: boolean;
};

/**
 * The sandboxes let anyone read codes, sign in as anyone or "pay" without money: outside the demo
 * start they are off whatever the flags say (loadConfig already refuses them; this covers callers
 * of buildApp that skip it).
 */
export function sandboxesOnlyInDemo<C extends SandboxFlags>(config: C): C {
  if (config.DEMO === true) return config;
  return {
    ...config,
    SANDBOX_OUTBOX: false,
    SANDBOX_OIDC: false,
    SANDBOX_PAYMENTS: false,
    SANDBOX_PHONE_AUTH: false,
  };
}
