type Navigate = (to: string) => void;

// The router registers itself at start-up; code outside components (after a login, a logout)
// navigates through it. Before that, a plain page load does the same job.
let current: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  current = navigate;
}

export function navigateTo(to: string) {
  current(to);
}
