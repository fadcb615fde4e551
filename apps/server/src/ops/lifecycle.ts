/**
 * Whether this process is on its way out. Set first thing on SIGTERM, so /health/ready answers 503
 * and the load balancer sends the next requests to the other instances.
 */
export function createLifecycle() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
