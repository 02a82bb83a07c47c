CREATE TABLE `rescue_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`client_id` integer NOT NULL,
	`channel` text NOT NULL,
	`staff_id` integer,
	`staff_name` text NOT NULL,
	`store_date` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`claim` text,
	FOREIGN KEY (`merchant_id`,`cart_guid`) REFERENCES `carts`(`merchant_id`,`guid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "rescue_links_channel_check" CHECK("rescue_links"."channel" IN ('EMAIL', 'WHATSAPP'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rescue_links_merchant_id_cart_guid_store_date_unique` ON `rescue_links` (`merchant_id`,`cart_guid`,`store_date`);
