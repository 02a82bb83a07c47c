import type { SeedMerchant } from "../types";

// Placeholder: the demo merchants are being written; see api/seed/types.ts for the shape.
export const demoMerchants: SeedMerchant[] = [];
