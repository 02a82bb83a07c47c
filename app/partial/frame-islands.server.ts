// The page frame's islands (lazy-frame.tsx), imported statically by the server build only (a
// `.server` module is an empty module in the browser build): the server renders an island in full,
// never a suspended lazy component (decisions 004 and 007); the browser loads each one's code when
// it is needed (lazy-island.tsx). One file per consumer: an empty module two chunks share becomes
// a chunk of its own in the browser's build, and costs a request on the first load.
export { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
export { PreferencesMenu } from "~/components/PreferencesMenu";
