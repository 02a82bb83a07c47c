CREATE TABLE `menu_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`staff_id` integer,
	`staff_name` text NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`subject` text NOT NULL,
	`subject_id` integer,
	`name` text NOT NULL,
	`changes` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_changes_merchant_id_idx` ON `menu_changes` (`merchant_id`,`id`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `menu_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `categories` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `items` ADD `deleted_at` integer;