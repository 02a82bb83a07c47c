CREATE TABLE `mercadopago_sandbox_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`collector` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`payment_method_id` text NOT NULL,
	`status` text NOT NULL,
	`status_detail` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`description` text,
	`payer_email` text,
	`external_reference` text,
	`notification_url` text,
	`qr_code` text,
	`date_of_expiration` text,
	`date_created` text NOT NULL,
	`date_last_updated` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mercadopago_sandbox_payments_idempotency` ON `mercadopago_sandbox_payments` (`collector`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `mercadopago_sandbox_preferences` (
	`id` text PRIMARY KEY NOT NULL,
	`collector` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`external_reference` text,
	`body` text NOT NULL,
	`date_created` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mercadopago_sandbox_preferences_idempotency` ON `mercadopago_sandbox_preferences` (`collector`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `mercadopago_sandbox_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`collector` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`amount` integer NOT NULL,
	`date_created` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `mercadopago_sandbox_payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mercadopago_sandbox_refunds_idempotency` ON `mercadopago_sandbox_refunds` (`collector`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `mercadopago_sandbox_refunds_payment_idx` ON `mercadopago_sandbox_refunds` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_accounts` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`access_token_encrypted` text,
	`public_key` text,
	`webhook_secret_encrypted` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_accounts_provider_check" CHECK("payment_accounts"."provider" IN ('sandbox', 'mercadopago')),
	CONSTRAINT "payment_accounts_credentials_check" CHECK("payment_accounts"."provider" = 'sandbox' OR ("payment_accounts"."access_token_encrypted" IS NOT NULL AND "payment_accounts"."webhook_secret_encrypted" IS NOT NULL))
);
