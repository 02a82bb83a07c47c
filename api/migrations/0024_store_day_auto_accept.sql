ALTER TABLE `store_day` ADD `auto_accept` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_merchant_created_idx` ON `orders` (`merchant_id`,`created_at`);
