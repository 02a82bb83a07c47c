// Server copies of the islands of lazy-frame.tsx (docs/islands.md; checked by islands.test.ts).
export { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
export { PreferencesMenu } from "~/components/PreferencesMenu";
