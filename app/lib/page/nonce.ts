import { createContext, useContext } from "react";

/** The Content-Security-Policy nonce of the response being rendered; empty in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce for inline `<script>` and `<style>` elements rendered on the server. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
