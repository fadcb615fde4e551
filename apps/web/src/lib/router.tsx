import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useLayoutEffect, useMemo } from "react";
import {
  navigate as historyNavigate,
  useLocationProperty,
  usePathname,
  useSearch,
} from "wouter/use-browser-location";

/**
 * The site's router (decision 070). Its routes are a fixed table of paths without parameters
 * (`app/routes.tsx`), so all it needs is the address as React state and a way to change it:
 * wouter's browser location gives both (a store over the History API that hears `pushState`,
 * `replaceState`, `popstate` and `hashchange`); this file adds the few components the site uses.
 */

export interface SiteLocation {
  pathname: string;
  /** With its `?`, or empty. */
  search: string;
  /** With its `#`, or empty. */
  hash: string;
}

const currentHash = () => window.location.hash;

export function useLocation(): SiteLocation {
  return { pathname: usePathname(), search: useSearch(), hash: useLocationProperty(currentHash) };
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Moves to an address of the site (a path, `?search` or `#hash` relative to the current one). */
export function navigate(to: string, options: NavigateOptions = {}): void {
  historyNavigate(to, { replace: options.replace === true });
}

export const useNavigate = () => navigate;

type SearchInit = URLSearchParams | Record<string, string>;
type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/** The address's query, and a way to replace it that keeps the path. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams: SetSearchParams = (next, options) => {
    const init = typeof next === "function" ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(init).toString();
    navigate(`${window.location.pathname}${query ? `?${query}` : ""}`, options);
  };
  return [params, setParams];
}

/** Moves on as soon as it renders (a page that is not for this visitor). */
export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  useLayoutEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  replace?: boolean;
  children?: ReactNode;
};

// A click the browser should handle itself: a new tab or window, a download, another button.
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  (event.currentTarget.target !== "" && event.currentTarget.target !== "_self");

/** A link of the site: a real `<a href>`, followed without a page load. */
export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

/** Paths name the same page letter case aside, with or without a closing slash. */
export const normalisePath = (path: string) => path.toLowerCase().replace(/(.)\/+$/, "$1");

/** Whether `to` names the page shown (or, without `end`, a page above it). */
function isActive(pathname: string, to: string, end: boolean): boolean {
  const current = normalisePath(pathname);
  const target = normalisePath(to.split(/[?#]/)[0] ?? to);
  return current === target || (!end && target !== "/" && current.startsWith(`${target}/`));
}

/** A menu link that marks the page shown: the `active` class and `aria-current="page"`. */
export function NavLink({ end = false, className = "", ...link }: LinkProps & { end?: boolean }) {
  const active = isActive(usePathname(), link.to, end);
  return (
    <Link
      {...link}
      className={active ? `${className} active`.trim() : className}
      aria-current={active ? "page" : undefined}
    />
  );
}
