CREATE TABLE `payment_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`merchant_id` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_payment_id` text NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`status_history` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_attempts_provider_check" CHECK("payment_attempts"."provider" IN ('sandbox', 'mercadopago')),
	CONSTRAINT "payment_attempts_status_check" CHECK("payment_attempts"."status" IN ('PENDING', 'PAID', 'FAILED', 'REFUNDED')),
	CONSTRAINT "payment_attempts_amount_check" CHECK("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_attempts_provider_payment` ON `payment_attempts` (`provider`,`provider_payment_id`);--> statement-breakpoint
CREATE INDEX `payment_attempts_order_idx` ON `payment_attempts` (`order_id`);