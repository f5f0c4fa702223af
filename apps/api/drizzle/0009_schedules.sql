-- Scheduled payments: the recurring payment's chosen day of the month (so dates do not drift after a
-- short month) and the date each schedule's upcoming-payment reminder was last sent for.
ALTER TABLE "future_payments" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "anchor_day" smallint;--> statement-breakpoint
UPDATE "recurring_payments" SET "anchor_day" = extract(day from "next_payment_date");--> statement-breakpoint
ALTER TABLE "recurring_payments" ALTER COLUMN "anchor_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "recurring_payments" ADD CONSTRAINT "recurring_payments_anchor_day" CHECK ("recurring_payments"."anchor_day" between 1 and 31);
