CREATE TABLE `store_closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "store_closures_dates_check" CHECK("store_closures"."starts_on" <= "store_closures"."ends_on")
);
--> statement-breakpoint
CREATE INDEX `store_closures_merchant_id_ends_on_idx` ON `store_closures` (`merchant_id`,`ends_on`);
