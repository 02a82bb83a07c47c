ALTER TABLE `coupons` ADD `max_uses` integer CHECK (`max_uses` IS NULL OR `max_uses` >= 1);--> statement-breakpoint
ALTER TABLE `coupons` ADD `max_uses_per_client` integer CHECK (`max_uses_per_client` IS NULL OR `max_uses_per_client` >= 1);--> statement-breakpoint
UPDATE `coupons` SET `max_uses_per_client` = 1 WHERE `single_use` = 1;--> statement-breakpoint
CREATE INDEX `cart_coupons_coupon_idx` ON `cart_coupons` (`merchant_id`,`coupon_id`);
