CREATE TABLE `card_settings` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`accepted_brands` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `client_addresses` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`label` text NOT NULL,
	`zip_code` text NOT NULL,
	`street` text NOT NULL,
	`number` text NOT NULL,
	`complement` text,
	`neighborhood` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`country` text NOT NULL,
	`reference_point` text,
	`latitude` real,
	`longitude` real,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "client_addresses_label_check" CHECK("client_addresses"."label" IN ('HOME', 'WORK', 'OTHER'))
);
--> statement-breakpoint
CREATE INDEX `client_addresses_client_idx` ON `client_addresses` (`merchant_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `client_cards` (
	`guid` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`brand` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`last_four_digits` text NOT NULL,
	`nickname` text,
	`behaviour` text DEFAULT 'APPROVE' NOT NULL,
	`last_used_at` integer,
	`created_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_cards_client_idx` ON `client_cards` (`merchant_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `provider_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`app_id` text NOT NULL,
	`brand` text NOT NULL,
	`last_four_digits` text NOT NULL,
	`exp_month` integer NOT NULL,
	`exp_year` integer NOT NULL,
	`holder_name` text NOT NULL,
	`behaviour` text NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `provider_tokens_created_at_idx` ON `provider_tokens` (`created_at`);