// The page frame's islands, imported statically by the server build only (a `.server` module is
// an empty module in the browser build): see lazy-frame.tsx.
export { GeneralErrorBoundary } from "./GeneralErrorBoundary";
export { PreferencesMenu } from "./PreferencesMenu";
