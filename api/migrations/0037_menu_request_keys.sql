ALTER TABLE `menu_changes` ADD `request_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `menu_changes_request_key_unique` ON `menu_changes` (`merchant_id`,`request_key`) WHERE "menu_changes"."request_key" IS NOT NULL;
