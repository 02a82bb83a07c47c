CREATE TABLE `auth_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `client_auth_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `client_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`client_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_sessions_client_id_idx` ON `client_sessions` (`client_id`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`cpf` text,
	`password_hash` text,
	`phone_country_code` text,
	`phone_ddd` text,
	`phone_number` text,
	`birthdate` text,
	`birthdate_changes` integer DEFAULT 0 NOT NULL,
	`notify_email` integer DEFAULT true NOT NULL,
	`notify_sms` integer DEFAULT false NOT NULL,
	`notify_whatsapp` integer DEFAULT false NOT NULL,
	`should_disconnect` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `clients_merchant_id_id_unique` ON `clients` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `clients_merchant_id_email_unique` ON `clients` (`merchant_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `clients_merchant_id_cpf_unique` ON `clients` (`merchant_id`,`cpf`);--> statement-breakpoint
CREATE INDEX `clients_merchant_id_phone_idx` ON `clients` (`merchant_id`,`phone_country_code`,`phone_ddd`,`phone_number`);--> statement-breakpoint
CREATE TABLE `email_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`email` text NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "email_tokens_purpose_check" CHECK("email_tokens"."purpose" IN ('login', 'update_email'))
);
--> statement-breakpoint
CREATE INDEX `email_tokens_lookup_idx` ON `email_tokens` (`merchant_id`,`email`,`purpose`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`to_email` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_to_email_idx` ON `mail_outbox` (`to_email`,`id`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `social_login_settings` text;