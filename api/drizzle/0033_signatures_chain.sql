CREATE TABLE "chain_anchor_leaves" (
	"anchor_idx" integer NOT NULL,
	"lb_idx" integer NOT NULL,
	"seq" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_anchor_leaves_anchor_idx_lb_idx_pk" PRIMARY KEY("anchor_idx","lb_idx")
);
--> statement-breakpoint
CREATE TABLE "chain_anchors" (
	"anchor_idx" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"root" text NOT NULL,
	"tsa_token" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_book_chain" (
	"lb_idx" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"member_idx" integer,
	"content_hash" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "lab_book_chain_lb_idx_seq_pk" PRIMARY KEY("lb_idx","seq")
);
--> statement-breakpoint
CREATE TABLE "lab_book_signatures" (
	"signature_idx" serial PRIMARY KEY NOT NULL,
	"lb_idx" integer NOT NULL,
	"role" text NOT NULL,
	"member_idx" integer NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp (3) with time zone NOT NULL,
	"meaning" text,
	"content_hash" text NOT NULL,
	"statement" text NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"tsa_token" "bytea",
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_anchor_leaves" ADD CONSTRAINT "chain_anchor_leaves_anchor_idx_chain_anchors_anchor_idx_fk" FOREIGN KEY ("anchor_idx") REFERENCES "public"."chain_anchors"("anchor_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_anchor_leaves" ADD CONSTRAINT "chain_anchor_leaves_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_chain" ADD CONSTRAINT "lab_book_chain_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_chain" ADD CONSTRAINT "lab_book_chain_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_signatures" ADD CONSTRAINT "lab_book_signatures_lb_idx_lab_books_lb_idx_fk" FOREIGN KEY ("lb_idx") REFERENCES "public"."lab_books"("lb_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_signatures" ADD CONSTRAINT "lab_book_signatures_member_idx_members_member_idx_fk" FOREIGN KEY ("member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_book_signatures" ADD CONSTRAINT "lab_book_signatures_withdrawn_by_members_member_idx_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_anchor_leaves_lb_idx" ON "chain_anchor_leaves" USING btree ("lb_idx","seq");--> statement-breakpoint
CREATE INDEX "lab_book_signatures_lb_idx" ON "lab_book_signatures" USING btree ("lb_idx","signature_idx");--> statement-breakpoint
-- The chain is append-only: an entry once written is never changed or removed, whoever asks.
-- (Someone with the database owner's rights can still drop the trigger; then every rewritten
-- hash must also match the daily anchors' time-stamped Merkle roots, which verify.do checks.)
CREATE OR REPLACE FUNCTION lab_book_chain_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lab_book_chain is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER lab_book_chain_no_update BEFORE UPDATE ON lab_book_chain
  FOR EACH ROW EXECUTE FUNCTION lab_book_chain_append_only();--> statement-breakpoint
CREATE TRIGGER lab_book_chain_no_delete BEFORE DELETE ON lab_book_chain
  FOR EACH ROW EXECUTE FUNCTION lab_book_chain_append_only();--> statement-breakpoint
CREATE TRIGGER lab_book_chain_no_truncate BEFORE TRUNCATE ON lab_book_chain
  FOR EACH STATEMENT EXECUTE FUNCTION lab_book_chain_append_only();
