/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

declare module "@remix-run/server-runtime" {
  // Loader data types follow single fetch (promises stream as they are).
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
