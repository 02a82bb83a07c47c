CREATE TABLE `conversion_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`event_id` text NOT NULL,
	`event_name` text NOT NULL,
	`event_params` text NOT NULL,
	`fbp` text,
	`fbc` text,
	`pixel_ids` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversion_events_merchant_event_unique` ON `conversion_events` (`merchant_id`,`event_id`);--> statement-breakpoint
CREATE INDEX `conversion_events_created_idx` ON `conversion_events` (`created_at`);