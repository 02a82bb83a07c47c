ALTER TABLE `payment_attempts` ADD `external_reference` text;--> statement-breakpoint
ALTER TABLE `payment_attempts` ADD `checkout_url` text;--> statement-breakpoint
CREATE INDEX `payment_attempts_reference_idx` ON `payment_attempts` (`merchant_id`,`external_reference`);