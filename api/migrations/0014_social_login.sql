CREATE TABLE `client_identities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`client_id` integer NOT NULL,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`,`client_id`) REFERENCES `clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_identities_merchant_provider_subject_unique` ON `client_identities` (`merchant_id`,`provider`,`subject`);--> statement-breakpoint
CREATE INDEX `client_identities_client_idx` ON `client_identities` (`merchant_id`,`client_id`);--> statement-breakpoint
CREATE TABLE `sandbox_oidc_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`client_id` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`code_challenge` text NOT NULL,
	`nonce` text,
	`user` text NOT NULL,
	`scope` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `sandbox_oidc_codes_expires_at_idx` ON `sandbox_oidc_codes` (`expires_at`);