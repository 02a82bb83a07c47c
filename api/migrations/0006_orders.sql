CREATE TABLE `card_charges` (
	`id` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`card_guid` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text NOT NULL,
	`failure` text,
	`return_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`decided_at` integer,
	FOREIGN KEY (`merchant_id`,`order_id`) REFERENCES `orders`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "card_charges_status_check" CHECK("card_charges"."status" IN ('PENDING', 'APPROVED', 'DECLINED', 'CANCELED'))
);
--> statement-breakpoint
CREATE INDEX `card_charges_order_idx` ON `card_charges` (`merchant_id`,`order_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`visitor_id` text NOT NULL,
	`client_id` integer,
	`idempotency_key` text NOT NULL,
	`status` text NOT NULL,
	`history` text NOT NULL,
	`delivery_type` text NOT NULL,
	`address` text,
	`area_name` text,
	`time_to_receive` text,
	`delivery_code` text,
	`scheduled_to` text,
	`customer_name` text NOT NULL,
	`customer_phone` text NOT NULL,
	`tax_id` text,
	`notes` text,
	`snapshot` text NOT NULL,
	`subtotal` integer NOT NULL,
	`delivery_fee` integer NOT NULL,
	`discount` integer NOT NULL,
	`increase` integer NOT NULL,
	`total` integer NOT NULL,
	`payment_kind` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text NOT NULL,
	`change_for` integer,
	`brand` text,
	`card_guid` text,
	`card_last_four` text,
	`pix_txid` text,
	`pix_code` text,
	`pix_expires_at` text,
	`payment_failure` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "orders_status_check" CHECK("orders"."status" IN ('WAITING_PAYMENT', 'WAITING_CONFIRMATION', 'CONFIRMED', 'OUT_FOR_DELIVERY', 'READY_FOR_PICKUP', 'DELIVERED', 'CANCELED', 'EXPIRED_PAYMENT', 'PAYMENT_REJECTED', 'CHARGEBACK_REQUESTED')),
	CONSTRAINT "orders_payment_status_check" CHECK("orders"."payment_status" IN ('NOT_REQUIRED', 'PENDING', 'PAID', 'FAILED', 'EXPIRED', 'REFUNDED')),
	CONSTRAINT "orders_total_check" CHECK("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_merchant_id_id_unique` ON `orders` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_key_unique` ON `orders` (`merchant_id`,`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_cart_guid_unique` ON `orders` (`merchant_id`,`cart_guid`);--> statement-breakpoint
CREATE INDEX `orders_client_idx` ON `orders` (`merchant_id`,`client_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_visitor_idx` ON `orders` (`merchant_id`,`visitor_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_pix_txid_unique` ON `orders` (`pix_txid`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `payment_settings` text;