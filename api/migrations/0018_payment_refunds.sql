CREATE TABLE `payment_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`order_id` integer NOT NULL,
	`attempt_id` integer,
	`provider` text NOT NULL,
	`provider_refund_id` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount` integer NOT NULL,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`refunded_by` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attempt_id`) REFERENCES `payment_attempts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "payment_refunds_provider_check" CHECK("payment_refunds"."provider" IN ('sandbox', 'mercadopago')),
	CONSTRAINT "payment_refunds_amount_check" CHECK("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_kind_check" CHECK("payment_refunds"."kind" IN ('FULL', 'PARTIAL')),
	CONSTRAINT "payment_refunds_status_check" CHECK("payment_refunds"."status" IN ('APPROVED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_provider_refund` ON `payment_refunds` (`provider`,`provider_refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_idempotency` ON `payment_refunds` (`merchant_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payment_refunds_order_idx` ON `payment_refunds` (`order_id`);