CREATE TABLE `menu_id_marks` (
	`table_name` text PRIMARY KEY NOT NULL,
	`last_id` integer NOT NULL
);
