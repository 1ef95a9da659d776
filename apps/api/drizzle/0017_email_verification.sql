CREATE TABLE "email_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_verifications_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Accounts made before addresses were verified: only what someone other than the account's holder vouched for
-- counts as verified (a Google-linked account, whose provider vouched the address when it was linked, and the
-- restaurant's owner, made by whoever runs the server). Password accounts stay unverified: any of them may have
-- been made with someone else's address, so they verify from their next visit (one tap) as new accounts do.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "oidc_subject" IS NOT NULL OR "role" = 'admin';
