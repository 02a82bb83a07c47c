-- Hand-edited from drizzle-kit's output (decision 009). Adding a CHECK and a NOT NULL line_key
-- means rebuilding the tables, and on D1 foreign keys are always on (PRAGMA foreign_keys=OFF is
-- ignored), so drizzle's copy-and-rename would cascade deletes from a dropped parent into its
-- children anyway. Nothing is deployed and carts live 3 days: every cart table is dropped,
-- children first, and created again as schema.ts describes it. Local carts are lost.
DROP TABLE `cart_item_options`;--> statement-breakpoint
DROP TABLE `cart_pizza_flavors`;--> statement-breakpoint
DROP TABLE `cart_pizza_complements`;--> statement-breakpoint
DROP TABLE `cart_extras`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
DROP TABLE `cart_pizzas`;--> statement-breakpoint
DROP TABLE `carts`;--> statement-breakpoint
CREATE TABLE `carts` (
	`guid` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`visitor_id` text NOT NULL,
	`client_id` integer,
	`table_id` integer,
	`delivery_type` text,
	`address` text,
	`area_name` text,
	`notes` text,
	`scheduled_to` text,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "carts_status_check" CHECK("carts"."status" IN ('OPEN', 'PENDING', 'FINALIZED')),
	CONSTRAINT "carts_delivery_type_check" CHECK("carts"."delivery_type" IS NULL OR "carts"."delivery_type" IN ('DELIVERY', 'TAKEOUT', 'TABLE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_merchant_id_guid_unique` ON `carts` (`merchant_id`,`guid`);--> statement-breakpoint
CREATE UNIQUE INDEX `carts_merchant_id_visitor_id_open_unique` ON `carts` (`merchant_id`,`visitor_id`) WHERE "carts"."status" = 'OPEN';--> statement-breakpoint
CREATE TABLE `cart_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`item_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`notes` text,
	`table_solicitation_id` integer,
	`line_key` text NOT NULL,
	FOREIGN KEY (`merchant_id`,`cart_guid`) REFERENCES `carts`(`merchant_id`,`guid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`item_id`) REFERENCES `items`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_quantity_check" CHECK("cart_items"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_merchant_id_id_unique` ON `cart_items` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_items_merchant_id_cart_guid_line_key_unique` ON `cart_items` (`merchant_id`,`cart_guid`,`line_key`);--> statement-breakpoint
CREATE INDEX `cart_items_cart_guid_idx` ON `cart_items` (`cart_guid`);--> statement-breakpoint
CREATE TABLE `cart_item_options` (
	`merchant_id` integer NOT NULL,
	`cart_item_id` integer NOT NULL,
	`option_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`cart_item_id`, `option_id`),
	FOREIGN KEY (`merchant_id`,`cart_item_id`) REFERENCES `cart_items`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`option_id`) REFERENCES `options`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cart_pizzas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`pizza_id` integer NOT NULL,
	`size_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	`notes` text,
	`table_solicitation_id` integer,
	`line_key` text NOT NULL,
	FOREIGN KEY (`merchant_id`,`cart_guid`) REFERENCES `carts`(`merchant_id`,`guid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`pizza_id`,`size_id`) REFERENCES `pizza_sizes`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_pizzas_quantity_check" CHECK("cart_pizzas"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_pizzas_merchant_id_pizza_id_id_unique` ON `cart_pizzas` (`merchant_id`,`pizza_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `cart_pizzas_merchant_id_cart_guid_line_key_unique` ON `cart_pizzas` (`merchant_id`,`cart_guid`,`line_key`);--> statement-breakpoint
CREATE INDEX `cart_pizzas_cart_guid_idx` ON `cart_pizzas` (`cart_guid`);--> statement-breakpoint
CREATE TABLE `cart_pizza_flavors` (
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`cart_pizza_id` integer NOT NULL,
	`flavor_id` integer NOT NULL,
	`parts` integer NOT NULL,
	PRIMARY KEY(`cart_pizza_id`, `flavor_id`),
	FOREIGN KEY (`merchant_id`,`pizza_id`,`cart_pizza_id`) REFERENCES `cart_pizzas`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`pizza_id`,`flavor_id`) REFERENCES `pizza_flavors`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cart_pizza_complements` (
	`merchant_id` integer NOT NULL,
	`pizza_id` integer NOT NULL,
	`cart_pizza_id` integer NOT NULL,
	`complement_id` integer NOT NULL,
	PRIMARY KEY(`cart_pizza_id`, `complement_id`),
	FOREIGN KEY (`merchant_id`,`pizza_id`,`cart_pizza_id`) REFERENCES `cart_pizzas`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`pizza_id`,`complement_id`) REFERENCES `pizza_complements`(`merchant_id`,`pizza_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `cart_extras` (
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`additional_id` integer NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY(`cart_guid`, `additional_id`),
	FOREIGN KEY (`merchant_id`,`cart_guid`) REFERENCES `carts`(`merchant_id`,`guid`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`additional_id`) REFERENCES `additionals`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_extras_quantity_check" CHECK("cart_extras"."quantity" BETWEEN 1 AND 99)
);
