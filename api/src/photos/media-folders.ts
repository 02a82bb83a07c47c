/*
 * Uploaded images live in R2 under one folder per upload, `{dish|logo|banner}/{hash}/`, and are named
 * by their URLs `/media/{folder}/{size}.webp` (decisions 099 and 105). Any other image (the demo's
 * `/demo/...`) has no folder here and is never deleted.
 */

const MEDIA_URL = /^\/media\/((?:dish|logo|banner)\/[0-9a-f]{16})\/[a-z0-9]+\.webp$/;

/** The R2 folder an uploaded image's URL names (`dish/0123456789abcdef`); null for any other image. */
export function mediaFolderOf(url: string | null | undefined): string | null {
  return (url && MEDIA_URL.exec(url)?.[1]) || null;
}

/** The folders the `before` URLs named that the `after` ones no longer do, once each. */
export function supersededFolders(
  before: Array<string | null | undefined>,
  after: Array<string | null | undefined> = [],
): string[] {
  const kept = new Set(after.map(mediaFolderOf));
  const folders = before.map(mediaFolderOf).filter((folder): folder is string => folder !== null && !kept.has(folder));
  return [...new Set(folders)];
}
