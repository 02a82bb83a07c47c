ALTER TABLE `settings_changes` ADD `request_key` text;--> statement-breakpoint
ALTER TABLE `settings_changes` ADD `created_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `settings_changes_request_key_unique` ON `settings_changes` (`merchant_id`,`request_key`) WHERE "settings_changes"."request_key" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE `staff_members` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_members_request_key_unique` ON `staff_members` (`merchant_id`,`request_key`) WHERE "staff_members"."request_key" IS NOT NULL;
