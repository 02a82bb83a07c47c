// What the cart page loads after its first render, in one chunk: its islands and the words of
// what a change did (use-cart-focus). Alone, the summary's chunk would use React but not the
// router, and esbuild would split React's JSX runtime out of the shared chunk: one more file on
// every page's first load.
export { CartProblems } from "./CartProblems";
export { SendRoundForm } from "~/components/table/SendRoundForm";
export { cartChangeMessage } from "~/lib/cart-change-message";
