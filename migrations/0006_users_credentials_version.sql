-- Every account starts at 0, the value a session made before this column existed is taken to have signed in
-- with: those sessions stay signed in until the account's next password change or reset.
ALTER TABLE "users" ADD COLUMN "credentials_version" integer DEFAULT 0 NOT NULL;