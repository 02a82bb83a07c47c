import { createCookieSessionStorage, type AppLoadContext } from "@remix-run/cloudflare";

/** Where the platform's pages live: a first segment no merchant slug can take. */
export const PLATFORM_SEGMENT = "/_platform";
/**
 * The platform's page, one level down: its data requests (`/_platform/stores.data`) are under the
 * cookie's path, which `/_platform.data` would not be.
 */
export const PLATFORM_PATH = `${PLATFORM_SEGMENT}/stores`;

/** A platform login lasts a working day; the key is typed again after. */
export const PLATFORM_LOGIN_SECONDS = 8 * 60 * 60;

/**
 * The platform operator's login (decision 108): the key they typed, in a signed HttpOnly cookie sent
 * only to /_platform, never to a store's pages; a key the API no longer takes ends it.
 */
export function platformSessionStorage(context: AppLoadContext) {
  const storage = createCookieSessionStorage<{ key: string }>({
    cookie: {
      name: "__comanda_platform",
      path: PLATFORM_SEGMENT,
      httpOnly: true,
      sameSite: "strict",
      secure: true,
      secrets: [`platform:${context.env.SESSION_SECRET}`],
      maxAge: PLATFORM_LOGIN_SECONDS,
    },
  });
  return {
    ...storage,
    // A cookie that does not parse is no login: the login form, never a 500.
    getSession: (cookieHeader?: string | null) => storage.getSession(cookieHeader).catch(() => storage.getSession()),
  };
}
