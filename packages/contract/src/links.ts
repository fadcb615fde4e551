// Free of zod on purpose: the site checks links with these too.

/** A path on this site: "/..." but not "//host" (which would leave the site). */
export function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/** Links an operator may configure: a path on this site, https, mailto: or tel:. */
export function isSafeLink(link: string): boolean {
  return isSitePath(link) || /^(https:\/\/[^\s/]|mailto:|tel:)/i.test(link);
}

/** Images an operator may configure: a path on this site or https. */
export function isSafeImage(link: string): boolean {
  return isSitePath(link) || /^https:\/\/[^\s/]/i.test(link);
}
