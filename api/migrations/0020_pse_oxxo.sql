ALTER TABLE `orders` ADD `payment_url` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_reference` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_expires_at` text;--> statement-breakpoint
ALTER TABLE `mercadopago_sandbox_payments` ADD `details` text;