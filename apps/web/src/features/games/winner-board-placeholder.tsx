/**
 * The winner board's place while its code or its wins load: as tall as the board, so the lanes
 * below it do not jump when it appears (the home page's layout shift). Its own file, because the
 * board itself loads after the first paint and this must be there before it.
 */
export function WinnerBoardPlaceholder() {
  return <div className="winner-board winner-board--pending" aria-hidden="true" />;
}
