// `/{slug}/login/default` is the same page as `/{slug}/login` (customer spec §2).
export { action, default, loader, meta } from "./($slug).login._index";
