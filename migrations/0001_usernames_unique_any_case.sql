-- Usernames become unique whatever their case: the unique index moves from username to lower(username).
-- A database may already hold names that differ only in case ("admin" and "Admin"), and creating the new index
-- would then fail. So, before it is created, the oldest account of each such group (lowest id) keeps its name
-- and every later one is renamed to "<name>~<id>" (e.g. "Admin~7"): deterministic, and "~" is not allowed in
-- usernames created through the site or admin:create, so a renamed account cannot clash with another one.
-- A renamed user signs in with the new name; an administrator can tell them which it is.
DROP INDEX "users_username_unique";--> statement-breakpoint
UPDATE "users" AS "later"
SET "username" = "later"."username" || '~' || "later"."id"
WHERE EXISTS (
  SELECT 1 FROM "users" AS "earlier"
  WHERE lower("earlier"."username") = lower("later"."username") AND "earlier"."id" < "later"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));
