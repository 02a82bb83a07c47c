CREATE TABLE `sold_out` (
	`merchant_id` integer NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`until` text NOT NULL,
	`staff_id` integer,
	`created_at` text NOT NULL,
	PRIMARY KEY(`merchant_id`, `kind`, `ref_id`),
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sold_out_kind_check" CHECK("sold_out"."kind" IN ('ITEM', 'OPTION', 'FLAVOR'))
);
--> statement-breakpoint
CREATE TABLE `staff_members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "staff_members_role_check" CHECK("staff_members"."role" IN ('OWNER', 'STAFF'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_merchant_id_id_unique` ON `staff_members` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_merchant_id_email_unique` ON `staff_members` (`merchant_id`,`email`) WHERE "staff_members"."deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`merchant_id`,`staff_id`) REFERENCES `staff_members`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_staff_idx` ON `staff_sessions` (`merchant_id`,`staff_id`);--> statement-breakpoint
CREATE TABLE `store_day` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`paused_until` text,
	`pause_reason` text,
	`paused_by` integer,
	`prep_times` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "store_day_pause_reason_check" CHECK("store_day"."pause_reason" IS NULL OR "store_day"."pause_reason" IN ('HIGH_DEMAND', 'KITCHEN', 'CLOSING_SOON', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `cancel_note` text;--> statement-breakpoint
ALTER TABLE `table_solicitations` ADD `served_at` text;--> statement-breakpoint
ALTER TABLE `table_solicitations` ADD `served_by` integer;