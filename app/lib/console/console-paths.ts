/** Where the store console lives: a first segment no merchant slug can take (slugs never start with "_"). */
export const CONSOLE_SEGMENT = "_console";

/** A path of the console of store `slug`. */
export const consoleHref = (slug: string, path = ""): string => `/${CONSOLE_SEGMENT}/${slug}${path}`;

/** Whether a URL path is the console's (its pages, or their `.data` requests). */
export const isConsolePath = (pathname: string): boolean =>
  pathname === `/${CONSOLE_SEGMENT}` ||
  pathname.startsWith(`/${CONSOLE_SEGMENT}/`) ||
  pathname === `/${CONSOLE_SEGMENT}.data`;
