import { createApp } from "./app";
import { deleteAbandonedCarts } from "./cleanup";
import type { Bindings } from "./env";

const app = createApp();

export default {
  fetch: app.fetch,
  async scheduled(controller, env, _context) {
    const deleted = await deleteAbandonedCarts(env, new Date(controller.scheduledTime));
    console.log(`cron ${controller.cron}: deleted ${deleted} abandoned carts`);
  },
} satisfies ExportedHandler<Bindings>;
