CREATE TABLE `order_ratings` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`stars` integer NOT NULL,
	`comment` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`order_id`) REFERENCES `orders`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_ratings_stars_check" CHECK("order_ratings"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "order_ratings_comment_check" CHECK("order_ratings"."comment" IS NULL OR length("order_ratings"."comment") <= 500)
);
--> statement-breakpoint
CREATE INDEX `order_ratings_merchant_idx` ON `order_ratings` (`merchant_id`,`created_at`);