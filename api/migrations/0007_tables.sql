CREATE TABLE `dining_tables` (
	`id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`code` text NOT NULL,
	`number` integer NOT NULL,
	`name` text NOT NULL,
	`enabled` integer NOT NULL,
	`modality` integer,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`sitting` integer DEFAULT 1 NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "dining_tables_status_check" CHECK("dining_tables"."status" IN ('OPEN', 'WAITING_PAYMENT', 'PAID', 'CLOSED')),
	CONSTRAINT "dining_tables_modality_check" CHECK("dining_tables"."modality" IS NULL OR "dining_tables"."modality" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_merchant_id_id_unique` ON `dining_tables` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_merchant_id_code_unique` ON `dining_tables` (`merchant_id`,`code`);--> statement-breakpoint
CREATE TABLE `table_clients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	`sitting` integer NOT NULL,
	`visitor_id` text NOT NULL,
	`name` text NOT NULL,
	`guests` integer NOT NULL,
	`owner` integer NOT NULL,
	`created_at` text NOT NULL,
	`left_at` text,
	FOREIGN KEY (`merchant_id`,`table_id`) REFERENCES `dining_tables`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_clients_merchant_id_id_unique` ON `table_clients` (`merchant_id`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `table_clients_visitor_unique` ON `table_clients` (`merchant_id`,`table_id`,`sitting`,`visitor_id`) WHERE "table_clients"."left_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `table_clients_owner_unique` ON `table_clients` (`merchant_id`,`table_id`,`sitting`) WHERE "table_clients"."owner" = 1;--> statement-breakpoint
CREATE TABLE `table_solicitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`merchant_id` integer NOT NULL,
	`table_id` integer NOT NULL,
	`table_client_id` integer NOT NULL,
	`cart_guid` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`snapshot` text,
	`subtotal` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`merchant_id`,`table_client_id`) REFERENCES `table_clients`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`,`table_id`) REFERENCES `dining_tables`(`merchant_id`,`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "table_solicitations_status_check" CHECK("table_solicitations"."status" IN ('PENDING', 'SENT')),
	CONSTRAINT "table_solicitations_subtotal_check" CHECK("table_solicitations"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_solicitations_cart_unique` ON `table_solicitations` (`merchant_id`,`cart_guid`);--> statement-breakpoint
CREATE INDEX `table_solicitations_table_idx` ON `table_solicitations` (`merchant_id`,`table_id`,`status`);