CREATE TABLE `additionals` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`extra_id` integer NOT NULL,
	`name` text NOT NULL,
	`price` integer NOT NULL,
	`enabled` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`extra_id`) REFERENCES `extras`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `additionals_merchant_id_id_unique` ON `additionals` (`merchant_id`,`id`);--> statement-breakpoint
CREATE INDEX `additionals_merchant_id_extra_id_idx` ON `additionals` (`merchant_id`,`extra_id`);--> statement-breakpoint
CREATE TABLE `banners` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`title` text NOT NULL,
	`image` text NOT NULL,
	`link` text,
	`sort_order` integer NOT NULL,
	`enabled_desktop` integer NOT NULL,
	`enabled_mobile` integer NOT NULL,
	`starts_at` text,
	`ends_at` text,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `banners_merchant_id_sort_order_idx` ON `banners` (`merchant_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`enabled` integer NOT NULL,
	`redeemable` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_merchant_id_id_unique` ON `categories` (`merchant_id`,`id`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `extras` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`enabled` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`min` integer NOT NULL,
	`max` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extras_merchant_id_id_unique` ON `extras` (`merchant_id`,`id`);--> statement-breakpoint
CREATE TABLE `items` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`price` integer NOT NULL,
	`original_price` integer,
	`enabled` integer NOT NULL,
	`available` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`serves` integer,
	`tags` text NOT NULL,
	FOREIGN KEY (`merchant_id`,`category_id`) REFERENCES `categories`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_merchant_id_id_unique` ON `items` (`merchant_id`,`id`);--> statement-breakpoint
CREATE INDEX `items_merchant_id_category_id_idx` ON `items` (`merchant_id`,`category_id`);--> statement-breakpoint
CREATE TABLE `merchant_hosts` (
	`host` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `merchant_hosts_merchant_id_idx` ON `merchant_hosts` (`merchant_id`);--> statement-breakpoint
CREATE TABLE `merchants` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`type` text NOT NULL,
	`slug_franchise` text,
	`store_visible` integer,
	`city_id` integer,
	`stylizations` text NOT NULL,
	`tropicalization` text NOT NULL,
	`general_settings` text NOT NULL,
	`smart_banner` text NOT NULL,
	`general_informations` text NOT NULL,
	`operation_modes` text NOT NULL,
	`menu_settings` text NOT NULL,
	`order_settings` text NOT NULL,
	`coupon_settings` text NOT NULL,
	`table_order_settings` text NOT NULL,
	`analytics_settings` text NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "merchants_type_check" CHECK("merchants"."type" IN ('FRANCHISE', 'STORE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchants_slug_unique` ON `merchants` (`slug`);--> statement-breakpoint
CREATE INDEX `merchants_slug_franchise_idx` ON `merchants` (`slug_franchise`);--> statement-breakpoint
CREATE TABLE `operation_times` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`opens_at` text NOT NULL,
	`closes_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "operation_times_weekday_check" CHECK("operation_times"."weekday" BETWEEN 0 AND 6)
);
--> statement-breakpoint
CREATE INDEX `operation_times_merchant_id_idx` ON `operation_times` (`merchant_id`);--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`item_id` integer NOT NULL,
	`name` text NOT NULL,
	`min` integer NOT NULL,
	`max` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`item_id`) REFERENCES `items`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `option_groups_merchant_id_id_unique` ON `option_groups` (`merchant_id`,`id`);--> statement-breakpoint
CREATE INDEX `option_groups_merchant_id_item_id_idx` ON `option_groups` (`merchant_id`,`item_id`);--> statement-breakpoint
CREATE TABLE `options` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`option_group_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price` integer NOT NULL,
	`enabled` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`option_group_id`) REFERENCES `option_groups`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `options_merchant_id_id_unique` ON `options` (`merchant_id`,`id`);--> statement-breakpoint
CREATE INDEX `options_merchant_id_option_group_id_idx` ON `options` (`merchant_id`,`option_group_id`);--> statement-breakpoint
CREATE TABLE `pizza_complement_prices` (
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`complement_id` integer NOT NULL,
	`size_id` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`complement_id`, `size_id`),
	FOREIGN KEY (`merchant_id`,`pizza_id`,`complement_id`) REFERENCES `pizza_complements`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`pizza_id`,`size_id`) REFERENCES `pizza_sizes`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pizza_complement_prices_merchant_id_idx` ON `pizza_complement_prices` (`merchant_id`,`pizza_id`);--> statement-breakpoint
CREATE TABLE `pizza_complements` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`enabled` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`pizza_id`) REFERENCES `pizzas`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "pizza_complements_kind_check" CHECK("pizza_complements"."kind" IN ('EDGE', 'CRUST', 'TOPPING'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pizza_complements_merchant_id_pizza_id_id_unique` ON `pizza_complements` (`merchant_id`,`pizza_id`,`id`);--> statement-breakpoint
CREATE TABLE `pizza_flavor_prices` (
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`flavor_id` integer NOT NULL,
	`size_id` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`flavor_id`, `size_id`),
	FOREIGN KEY (`merchant_id`,`pizza_id`,`flavor_id`) REFERENCES `pizza_flavors`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`pizza_id`,`size_id`) REFERENCES `pizza_sizes`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pizza_flavor_prices_merchant_id_idx` ON `pizza_flavor_prices` (`merchant_id`,`pizza_id`);--> statement-breakpoint
CREATE TABLE `pizza_flavors` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`enabled` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`pizza_id`) REFERENCES `pizzas`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pizza_flavors_merchant_id_pizza_id_id_unique` ON `pizza_flavors` (`merchant_id`,`pizza_id`,`id`);--> statement-breakpoint
CREATE TABLE `pizza_sizes` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`name` text NOT NULL,
	`slices` integer NOT NULL,
	`max_flavors` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`pizza_id`) REFERENCES `pizzas`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pizza_sizes_merchant_id_pizza_id_id_unique` ON `pizza_sizes` (`merchant_id`,`pizza_id`,`id`);--> statement-breakpoint
CREATE TABLE `pizzas` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`enabled` integer NOT NULL,
	`available` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`category_id`) REFERENCES `categories`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pizzas_merchant_id_id_unique` ON `pizzas` (`merchant_id`,`id`);--> statement-breakpoint
CREATE INDEX `pizzas_merchant_id_category_id_idx` ON `pizzas` (`merchant_id`,`category_id`);--> statement-breakpoint
CREATE TABLE `promotions` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`image` text,
	`item_id` integer,
	`price` integer NOT NULL,
	`original_price` integer NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`item_id`) REFERENCES `items`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `promotions_merchant_id_idx` ON `promotions` (`merchant_id`);