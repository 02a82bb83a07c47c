CREATE TABLE `superseded_photos` (
	`folder` text PRIMARY KEY NOT NULL,
	`superseded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `superseded_photos_superseded_at_idx` ON `superseded_photos` (`superseded_at`);
