ALTER TABLE `orders` ADD `kitchen_state` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `kitchen_started_at` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `kitchen_ready_at` text;--> statement-breakpoint
CREATE INDEX `orders_kitchen_idx` ON `orders` (`merchant_id`) WHERE "orders"."status" = 'CONFIRMED';
