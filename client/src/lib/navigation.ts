/**
 * Navigation for code outside React (logout from lib/api.ts). The router registers itself at
 * start; before that, a full page load does the job.
 */
let navigator: ((to: string) => void) | null = null;

export function registerNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
