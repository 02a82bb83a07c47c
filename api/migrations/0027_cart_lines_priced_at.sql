-- The unit price a cart line was shown at when it was added: a line priced before a menu change is
-- re-priced on every read, and the cart names the change until the order is placed (decision 097).
-- Null for lines added before this column: nothing to compare them with.
ALTER TABLE `cart_items` ADD `priced_unit_price` integer;--> statement-breakpoint
ALTER TABLE `cart_pizzas` ADD `priced_unit_price` integer;
