ALTER TABLE `card_charges` ADD `handoff_hash` text;--> statement-breakpoint
ALTER TABLE `card_charges` ADD `holder_hash` text;