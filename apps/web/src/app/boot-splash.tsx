/** What shows while the site starts: the page's background, busy, with no made-up content. */
export function BootSplash() {
  return <div className="boot-splash" aria-busy="true" />;
}
