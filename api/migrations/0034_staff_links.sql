CREATE TABLE `staff_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`merchant_id`,`staff_id`) REFERENCES `staff_members`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_links_purpose_check" CHECK("staff_links"."purpose" IN ('INVITATION', 'PASSWORD_RESET'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_links_token_hash_unique` ON `staff_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_links_staff_idx` ON `staff_links` (`merchant_id`,`staff_id`);
