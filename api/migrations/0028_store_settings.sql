CREATE TABLE `settings_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`staff_id` integer,
	`staff_name` text NOT NULL,
	`at` integer NOT NULL,
	`section` text NOT NULL,
	`action` text NOT NULL,
	`name` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `settings_changes_merchant_id_idx` ON `settings_changes` (`merchant_id`,`id`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `settings_version` integer DEFAULT 0 NOT NULL;