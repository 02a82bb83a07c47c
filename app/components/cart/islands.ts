// One chunk: alone, the summary's would make esbuild split React's JSX runtime out of the shared chunk,
// one more file on every page's first load.
export { CartProblems } from "./CartProblems";
export { SendRoundForm } from "~/components/table/SendRoundForm";
export { cartChangeMessage } from "~/lib/cart/cart-change-message";
