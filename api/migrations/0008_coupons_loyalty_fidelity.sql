CREATE TABLE `cart_coupons` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`coupon_id` integer NOT NULL,
	`client_id` integer,
	`single_use` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`,`cart_guid`) REFERENCES `carts`(`merchant_id`,`guid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`coupon_id`) REFERENCES `coupons`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_coupons_cart_coupon_unique` ON `cart_coupons` (`merchant_id`,`cart_guid`,`coupon_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_coupons_single_use_unique` ON `cart_coupons` (`merchant_id`,`coupon_id`,`client_id`) WHERE "cart_coupons"."single_use" = 1;--> statement-breakpoint
CREATE INDEX `cart_coupons_client_idx` ON `cart_coupons` (`merchant_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `client_coupons` (
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`coupon_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`merchant_id`, `client_id`, `coupon_id`),
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`coupon_id`) REFERENCES `coupons`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`code` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`discount_type` text NOT NULL,
	`value` integer NOT NULL,
	`max_discount` integer,
	`minimum_order` integer DEFAULT 0 NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`enabled` integer NOT NULL,
	`displayed_in_wallet` integer NOT NULL,
	`client_id` integer,
	`requires_client` integer DEFAULT false NOT NULL,
	`single_use` integer DEFAULT false NOT NULL,
	`first_order_only` integer DEFAULT false NOT NULL,
	`not_with_promotional_items` integer DEFAULT false NOT NULL,
	`not_with_loyalty` integer DEFAULT false NOT NULL,
	`delivery_restriction` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "coupons_discount_type_check" CHECK("coupons"."discount_type" IN ('FIXED', 'PERCENTAGE', 'FREE_DELIVERY')),
	CONSTRAINT "coupons_value_check" CHECK("coupons"."value" >= 0 AND ("coupons"."discount_type" <> 'PERCENTAGE' OR "coupons"."value" BETWEEN 1 AND 100)),
	CONSTRAINT "coupons_delivery_restriction_check" CHECK("coupons"."delivery_restriction" IS NULL OR "coupons"."delivery_restriction" IN ('STORE_ONLY', 'DELIVERY_ONLY'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_merchant_id_id_unique` ON `coupons` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_merchant_id_code_unique` ON `coupons` (`merchant_id`,`code`);--> statement-breakpoint
CREATE TABLE `fidelity_rewards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`program_id` integer NOT NULL,
	`cycle` integer NOT NULL,
	`reached_at` text NOT NULL,
	`seen_at` text,
	`used_order_id` integer,
	`used_at` text,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fidelity_rewards_cycle_unique` ON `fidelity_rewards` (`merchant_id`,`client_id`,`program_id`,`cycle`);--> statement-breakpoint
CREATE UNIQUE INDEX `fidelity_rewards_order_unique` ON `fidelity_rewards` (`merchant_id`,`used_order_id`) WHERE "fidelity_rewards"."used_order_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE `loyalty_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`kind` text NOT NULL,
	`points` integer NOT NULL,
	`description` text NOT NULL,
	`order_id` integer,
	`effective_at` text NOT NULL,
	`expires_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "loyalty_entries_kind_check" CHECK("loyalty_entries"."kind" IN ('EARNED', 'REDEEMED', 'EXPIRED', 'BONUS', 'REFUNDED'))
);
--> statement-breakpoint
CREATE INDEX `loyalty_entries_client_idx` ON `loyalty_entries` (`merchant_id`,`client_id`,`effective_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `loyalty_entries_order_kind_unique` ON `loyalty_entries` (`merchant_id`,`order_id`,`kind`) WHERE "loyalty_entries"."order_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE `cart_items` ADD `redeemed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `items` ADD `points_price` integer;--> statement-breakpoint
ALTER TABLE `merchants` ADD `loyalty_settings` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `loyalty_campaigns` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `fidelity_programs` text;