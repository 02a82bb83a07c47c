ALTER TABLE `merchant_hosts` ADD `status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `ownership_name` text;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `ownership_value` text;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `failure` text;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `created_at` integer;--> statement-breakpoint
ALTER TABLE `merchant_hosts` ADD `checked_at` integer;--> statement-breakpoint
CREATE INDEX `merchant_hosts_pending_idx` ON `merchant_hosts` (`status`,`checked_at`);--> statement-breakpoint
CREATE TABLE `cloudflare_sandbox_custom_hostnames` (
	`id` text PRIMARY KEY NOT NULL,
	`zone_id` text NOT NULL,
	`hostname` text NOT NULL,
	`status` text NOT NULL,
	`ssl_status` text NOT NULL,
	`verification_errors` text NOT NULL,
	`ownership_value` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cloudflare_sandbox_custom_hostnames_hostname` ON `cloudflare_sandbox_custom_hostnames` (`zone_id`,`hostname`);
