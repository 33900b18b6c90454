-- E-Note database dump (format 1)
-- Created: 2026-11-28T13:40:25.238Z from PostgreSQL 15.20 (Debian 15.20-0+deb12u1)
-- Migration: 33 0033_signatures_chain (created_at 1795772413737)
-- Every row of the tables of schema public, taken in one transaction. Restore it with
-- `npm run db:restore -- <file>` into a database without E-Note tables: that creates the
-- tables at the migration above first, then loads these rows.
SET client_encoding = 'UTF8';
SET datestyle = 'ISO';
SET intervalstyle = 'postgres';
SET session_replication_role = replica;

COPY public."activity_log" ("activity_idx", "actor_member_idx", "group_idx", "project_idx", "kind", "subject", "created_at", "subject_member_idx") FROM stdin;
1	2	1	\N	group.created	Organic Synthesis Lab	2026-11-28 13:40:21.69677+00	\N
2	4	1	\N	group.joined	\N	2026-11-28 13:40:21.789939+00	\N
3	5	1	\N	group.joined	\N	2026-11-28 13:40:21.862124+00	\N
4	6	1	\N	group.joined	\N	2026-11-28 13:40:21.954741+00	\N
5	7	1	\N	group.joined	\N	2026-11-28 13:40:22.151394+00	\N
6	3	2	\N	group.created	Other Lab	2026-11-28 13:40:22.254588+00	\N
7	8	2	\N	group.joined	\N	2026-11-28 13:40:22.340006+00	\N
8	2	1	1	project.created	Suzuki coupling	2026-11-28 13:40:22.472136+00	\N
9	2	1	1	project.memberLevel	OWNER	2026-11-28 13:40:22.663424+00	4
10	2	1	1	project.memberLevel	WRITER	2026-11-28 13:40:22.870571+00	5
11	2	1	1	project.memberLevel	READER	2026-11-28 13:40:23.099399+00	6
12	2	1	1	project.memberRemoved	\N	2026-11-28 13:40:23.218026+00	2
\.

COPY public."auth_sessions" ("session_id", "member_idx", "created_at", "revoked_at", "revoke_reason") FROM stdin;
d663ffb6-96ed-4254-8120-f11393c74472	1	2026-11-28 13:40:17.042077+00	\N	\N
1b167a56-3e40-48ae-9efd-8c998dccee7e	2	2026-11-28 13:40:18.25604+00	\N	\N
a7a36d6f-5644-49c4-a512-73ee4391d1ae	3	2026-11-28 13:40:19.359405+00	\N	\N
dac7ec8c-1d7d-44b5-ada7-28a676e76171	4	2026-11-28 13:40:19.929303+00	\N	\N
898b5aae-86b7-4583-8bee-e34c5d384399	5	2026-11-28 13:40:20.239394+00	\N	\N
33126ffe-b9d2-4e04-8c03-9851818db9e7	6	2026-11-28 13:40:20.629969+00	\N	\N
45d01323-f6a9-4988-b022-2b841202e740	7	2026-11-28 13:40:21.102439+00	\N	\N
b3b8bc27-c914-49fd-8cd5-5412616ab702	8	2026-11-28 13:40:21.498871+00	\N	\N
\.

COPY public."board_post_books" ("board_idx", "lb_idx", "position") FROM stdin;
\.

COPY public."board_posts" ("board_idx", "group_idx", "title", "category", "content", "plain_text", "writer_idx", "created_at", "edited_at") FROM stdin;
\.

COPY public."book_events" ("event_idx", "lb_idx", "kind", "actor_idx", "comment_idx", "at") FROM stdin;
1	1	CREATED	5	\N	2026-11-28 13:40:23.396063+00
\.

COPY public."chain_anchor_leaves" ("anchor_idx", "lb_idx", "seq", "hash") FROM stdin;
\.

COPY public."chain_anchors" ("anchor_idx", "at", "root", "tsa_token") FROM stdin;
\.

COPY public."collab_documents" ("name", "state", "updated_at") FROM stdin;
labbook.1	\\x0203d0cfa2d80c0007011173656374696f6e2e70726f63656475726503097061726167726170680700d0cfa2d80c00060400d0cfa2d80c015344656761737365642074686520746f6c75656e652c207468656e2061646465642074657472616b6973287472697068656e796c70686f737068696e652970616c6c616469756d20756e646572206172676f6e2e01a5f791ab06000401057469746c652153757a756b6920636f75706c696e67206f6620342d62726f6d6f616e69736f6c6500	2026-11-28 13:40:24.531512+00
group.1	\\x0301fcaca0f006002801066576656e747308626f6f6b66656564017603037265767d01036b65797e0261747b427a22262b385000018cd3a38e060088cc9d964600017603037265767d02036b6579770c3764687761766f34657a73700261747b427a22262b8ff00001cc9d9646002101066576656e747309696e76656e746f72790101cc9d9646010001	2026-11-28 13:40:24.984416+00
\.

COPY public."collab_updates" ("name", "seq", "update", "created_at") FROM stdin;
\.

COPY public."comments" ("comment_idx", "subject_kind", "subject_idx", "parent_idx", "author_idx", "content", "anchor", "resolved_by", "resolved_at", "created_at", "edited_at", "deleted_at", "deleted_by") FROM stdin;
\.

COPY public."community_attachments" ("attachment_idx", "subject_kind", "subject_idx", "name", "size", "declared_type", "image_type", "sha256", "file_key", "uploader_idx", "uploaded_at") FROM stdin;
\.

COPY public."group_members" ("group_idx", "member_idx", "is_manager", "joined_at") FROM stdin;
1	2	t	2026-11-28 13:40:21.69677+00
1	4	f	2026-11-28 13:40:21.789939+00
1	5	f	2026-11-28 13:40:21.862124+00
1	6	f	2026-11-28 13:40:21.954741+00
1	7	f	2026-11-28 13:40:22.151394+00
2	3	t	2026-11-28 13:40:22.254588+00
2	8	f	2026-11-28 13:40:22.340006+00
\.

COPY public."groups" ("group_idx", "group_name", "sign_up_code", "sign_up_code_expires_at", "created_by", "created_at") FROM stdin;
1	Organic Synthesis Lab	JB2LvAH8Wi	2026-12-28 13:40:21.697+00	2	2026-11-28 13:40:21.69677+00
2	Other Lab	ppwsp1LrCz	2026-12-28 13:40:22.254+00	3	2026-11-28 13:40:22.254588+00
\.

COPY public."inventory_bookmarks" ("member_idx", "row_key", "created_at") FROM stdin;
\.

COPY public."inventory_counts" ("group_idx", "disused", "is_private", "creator_idx", "n") FROM stdin;
1	f	f	5	1
1	f	f	4	1
\.

COPY public."inventory_history" ("history_idx", "row_key", "kind", "detail", "member_idx", "at", "fields", "amount_before", "unit_before", "amount_after", "unit_after", "source", "used_amount", "used_unit", "lb_idx", "reaction_row_id") FROM stdin;
1	swxyrh77d3zd	created	\N	5	2026-11-28 13:40:24.583397+00	\N	\N	\N	\N	\N	form	\N	\N	\N	\N
2	7dhwavo4ezsp	created	\N	4	2026-11-28 13:40:24.871404+00	\N	\N	\N	\N	\N	form	\N	\N	\N	\N
\.

COPY public."inventory_items" ("row_key", "group_idx", "pin_seq", "name", "name_en", "compound", "cas_no", "smiles", "formula", "mol_weight", "amount", "unit", "purerate", "pack_unit", "location", "supplier", "manufacturer", "company", "catalog_no", "memo", "caution", "custom_pin", "barcode", "msds_url", "msds_file", "msds_size", "msds_uploaded_at", "lb_seq_no", "inventory_group", "is_private", "creator_idx", "added_at", "modified_at", "disused_at", "disuse_reason", "structure_file", "structure_type", "structure_size", "structure_uploaded_at", "density") FROM stdin;
swxyrh77d3zd	1	1	에탄올	Ethanol	\N	64-17-5	CCO	C2H6O	46.07	500	mL	99.5	\N	Cabinet A-1	Daejung	\N	\N	4023-4400	\N	{"pictograms": ["GHS02", "GHS07"], "hazardStatements": ["H225", "H319"]}	\N	\N	\N	\N	\N	\N	\N	\N	f	5	2026-11-28 13:40:24.583397+00	2026-11-28 13:40:24.583397+00	\N	\N	\N	\N	\N	\N	\N
7dhwavo4ezsp	1	2	톨루엔	Toluene	\N	108-88-3	Cc1ccccc1	C7H8	92.14	500	mL	99.5	\N	Cabinet A-1	Daejung	\N	\N	4023-4400	\N	{"pictograms": ["GHS02", "GHS07"], "hazardStatements": ["H225", "H319"]}	\N	\N	\N	\N	\N	\N	\N	\N	f	4	2026-11-28 13:40:24.871404+00	2026-11-28 13:40:24.871404+00	\N	\N	\N	\N	\N	\N	\N
\.

COPY public."inventory_word_items" ("word_idx", "group_idx", "disused", "added_at", "row_key", "is_private", "creator_idx") FROM stdin;
1	1	f	2026-11-28 13:40:24.583397+00	swxyrh77d3zd	f	5
2	1	f	2026-11-28 13:40:24.583397+00	swxyrh77d3zd	f	5
3	1	f	2026-11-28 13:40:24.583397+00	swxyrh77d3zd	f	5
4	1	f	2026-11-28 13:40:24.583397+00	swxyrh77d3zd	f	5
5	1	f	2026-11-28 13:40:24.583397+00	swxyrh77d3zd	f	5
1	1	f	2026-11-28 13:40:24.871404+00	7dhwavo4ezsp	f	4
2	1	f	2026-11-28 13:40:24.871404+00	7dhwavo4ezsp	f	4
3	1	f	2026-11-28 13:40:24.871404+00	7dhwavo4ezsp	f	4
9	1	f	2026-11-28 13:40:24.871404+00	7dhwavo4ezsp	f	4
10	1	f	2026-11-28 13:40:24.871404+00	7dhwavo4ezsp	f	4
\.

COPY public."inventory_words" ("word_idx", "group_idx", "word") FROM stdin;
1	1	a-
2	1	cabinet
3	1	daejung
4	1	ethanol
5	1	에탄올
9	1	toluene
10	1	톨루엔
\.

COPY public."lab_book_attachments" ("attachment_idx", "lb_idx", "name", "size", "declared_type", "image_type", "sha256", "file_key", "uploader_idx", "uploaded_at") FROM stdin;
\.

COPY public."lab_book_bookmarks" ("member_idx", "lb_idx", "created_at") FROM stdin;
\.

COPY public."lab_book_chain" ("lb_idx", "seq", "kind", "at", "member_idx", "content_hash", "prev_hash", "hash") FROM stdin;
1	1	CONTENT	2026-11-28 13:40:24.614+00	\N	e55632968ffe0976d28da7fda2c1ffb2ee8116809454919c8e89fdbc93a492c8	0000000000000000000000000000000000000000000000000000000000000000	dc212acbaa4d47d397919fa57aa2e80d56d4aceb9831932d87142169816d26af
\.

COPY public."lab_book_pending_authors" ("lb_idx", "member_idx", "since") FROM stdin;
1	5	2026-11-28 13:40:24.703408+00
\.

COPY public."lab_book_sequences" ("group_idx", "year", "last_number", "kind") FROM stdin;
1	2026	1	LAB
\.

COPY public."lab_book_signatures" ("signature_idx", "lb_idx", "role", "member_idx", "signer_name", "signed_at", "meaning", "content_hash", "statement", "key_id", "signature", "tsa_token", "withdrawn_at", "withdrawn_by") FROM stdin;
\.

COPY public."lab_book_transitions" ("transition_idx", "lb_idx", "from_status", "to_status", "by_idx", "at", "kind", "source_lb_idx", "source_seq_no", "source_title", "import_parts") FROM stdin;
\.

COPY public."lab_book_version_authors" ("version_idx", "member_idx") FROM stdin;
\.

COPY public."lab_book_versions" ("version_idx", "lb_idx", "reason", "status", "by_idx", "restored_from", "state", "sha256", "created_at") FROM stdin;
\.

COPY public."lab_books" ("lb_idx", "project_idx", "group_idx", "title", "writer_idx", "status", "share_permission", "share_key", "seq_year", "seq_number", "plain_text", "created_at", "modified_at", "completed_by", "completed_at", "snapshot", "snapshot_sha256", "kind", "goal_text") FROM stdin;
1	1	1	Suzuki coupling of 4-bromoanisole	5	IN_PROGRESS	PRIVATE	\N	2026	1	Degassed the toluene, then added tetrakis(triphenylphosphine)palladium under argon.	2026-11-28 13:40:23.396063+00	2026-11-28 13:40:24.647328+00	\N	\N	\N	\N	LAB	
\.

COPY public."materials" ("material_idx", "group_idx", "name", "spec", "quantity", "consumable", "manufacturer", "memo", "serial_no", "creator_idx", "added_at", "modified_at") FROM stdin;
\.

COPY public."meeting_actions" ("action_idx", "meeting_idx", "text", "assignee_idx", "due_date", "done_at") FROM stdin;
\.

COPY public."meeting_attendance" ("attendance_idx", "meeting_idx", "member_idx", "joined_at", "left_at") FROM stdin;
\.

COPY public."meetings" ("meeting_idx", "group_idx", "project_idx", "title", "starts_at", "agenda", "status", "host_idx", "created_at", "ended_at", "record", "deleted_at") FROM stdin;
\.

COPY public."members" ("member_idx", "member_id", "email", "password_hash", "first_name", "last_name", "nick_name", "initial", "organization", "phone", "role", "status", "newsletter", "agree_terms", "agree_privacy", "must_change_password", "registered_at", "last_login_at", "left_at") FROM stdin;
1	chem00163301	chem00163301@lab.example	$argon2id$v=19$m=19456,t=2,p=1$AY39hykQg1DfvcuOcpP8fw$JSOct0Yqi3Xk7oRTLaOhwMJRqWNqOYf5R5RDTRwI0EA	Marie	Curie	\N	MCU	\N	010-0016-3301	ADMIN	ACTIVE	f	t	t	f	2026-11-28 13:40:17.042077+00	2026-11-28 13:40:17.092+00	\N
2	chem00176162	chem00176162@lab.example	$argon2id$v=19$m=19456,t=2,p=1$PhPg978LMAt8UprzLmsTJA$2/cwtSeXqDDhxAU4vQyNxrYoS97X3GRyGBVbBI0M4TQ	Dmitri	Mendeleev	\N	MCU	\N	010-0017-6162	MANAGER	ACTIVE	f	t	t	f	2026-11-28 13:40:18.25604+00	2026-11-28 13:40:18.319+00	\N
3	chem00187223	chem00187223@lab.example	$argon2id$v=19$m=19456,t=2,p=1$nhUf7hj2s0fiqDKokxfMNw$X+KDLrvhLbFlM6b4CVfgJ3gs+OyqAD6WLRYabeImpqk	Marie	Curie	\N	MCU	\N	010-0018-7223	MANAGER	ACTIVE	f	t	t	f	2026-11-28 13:40:19.359405+00	2026-11-28 13:40:19.39+00	\N
4	chem00197014	chem00197014@lab.example	$argon2id$v=19$m=19456,t=2,p=1$CpH5K1ogqYQQoUiFuOYndw$+kbXfS0/2b/PsLvyrP7FyFoFP2/XpkxkeFUuLC3ZlHM	Rosalind	Franklin	\N	MCU	\N	010-0019-7014	FRONT	ACTIVE	f	t	t	f	2026-11-28 13:40:19.929303+00	2026-11-28 13:40:19.943+00	\N
5	chem00200025	chem00200025@lab.example	$argon2id$v=19$m=19456,t=2,p=1$i8ZVIV2iS51r0SWijXmkPA$uCtq/ijjjRrWKPfRKjcyeajp8cRTe8tbGYRYgGe63co	Akira	Suzuki	\N	MCU	\N	010-0020-0025	FRONT	ACTIVE	f	t	t	f	2026-11-28 13:40:20.239394+00	2026-11-28 13:40:20.258+00	\N
6	chem00203186	chem00203186@lab.example	$argon2id$v=19$m=19456,t=2,p=1$0suv/iv2WLHrlNeG5D6N9w$ful3lSB55rmxRURO2pnZH6qHnyRal1fn9gm7Ce7hVz8	Linus	Pauling	\N	MCU	\N	010-0020-3186	FRONT	ACTIVE	f	t	t	f	2026-11-28 13:40:20.629969+00	2026-11-28 13:40:20.638+00	\N
7	chem00208167	chem00208167@lab.example	$argon2id$v=19$m=19456,t=2,p=1$tZZ1FOqS7ZqKyaQMogNu8g$kR46FkGo1sbWxUirnBgCavPIG5+E46RuHVcteq9qx0M	Marie	Curie	\N	MCU	\N	010-0020-8167	FRONT	ACTIVE	f	t	t	f	2026-11-28 13:40:21.102439+00	2026-11-28 13:40:21.115+00	\N
8	chem00211688	chem00211688@lab.example	$argon2id$v=19$m=19456,t=2,p=1$Tmg+DeKtHTCGwXxjpV7PfA$tdYp5Yh8rek3P77ZYeUYwpx5lKMryw/CwYlEphDD5v4	Marie	Curie	\N	MCU	\N	010-0021-1688	FRONT	ACTIVE	f	t	t	f	2026-11-28 13:40:21.498871+00	2026-11-28 13:40:21.516+00	\N
\.

COPY public."memos" ("memo_idx", "lb_idx", "title", "created_by", "created_at", "modified_at", "deleted_at") FROM stdin;
\.

COPY public."notice_reads" ("notice_idx", "member_idx", "read_at") FROM stdin;
\.

COPY public."notices" ("notice_idx", "group_idx", "title", "content", "plain_text", "pinned", "show_until", "writer_idx", "created_at", "edited_at") FROM stdin;
\.

COPY public."order_items" ("order_item_idx", "order_idx", "quotation_item_idx", "name", "name_en", "cas_no", "grade", "pack_size", "pack_unit", "quantity", "unit_price", "received_quantity") FROM stdin;
\.

COPY public."order_receipts" ("order_item_idx", "row_key", "received_by", "received_at") FROM stdin;
\.

COPY public."orders" ("order_idx", "group_idx", "supplier_idx", "quotation_idx", "requested_by", "currency", "budget_code", "note", "status", "reason", "decided_by", "created_at", "modified_at") FROM stdin;
\.

COPY public."project_members" ("project_idx", "member_idx", "level") FROM stdin;
1	4	OWNER
1	5	WRITER
1	6	READER
\.

COPY public."projects" ("project_idx", "group_idx", "name", "archived_at", "created_by", "created_at", "moa", "partner", "invite_code_hash", "invite_created_at") FROM stdin;
1	1	Suzuki coupling	\N	2	2026-11-28 13:40:22.472136+00	f	\N	\N	\N
\.

COPY public."proposals" ("proposal_idx", "subject", "category", "content", "status", "answer", "created_by", "created_at", "answered_by", "answered_at") FROM stdin;
\.

COPY public."quotation_items" ("quotation_item_idx", "quotation_idx", "name", "name_en", "cas_no", "grade", "pack_size", "pack_unit", "quantity") FROM stdin;
\.

COPY public."quotation_replies" ("quotation_idx", "supplier_idx", "quotation_item_idx", "unit_price", "currency", "lead_time_days", "available", "valid_until") FROM stdin;
\.

COPY public."quotation_suppliers" ("quotation_idx", "supplier_idx", "token_hash", "expires_at", "mailed_at", "answered_at", "reply_note", "pdf_key") FROM stdin;
\.

COPY public."quotations" ("quotation_idx", "group_idx", "requested_by", "organization", "business_no", "contact_name", "contact_phone", "contact_email", "needed_by", "note", "locale", "created_at", "ordered_at", "closed_at") FROM stdin;
\.

COPY public."refresh_tokens" ("token_hash", "session_id", "created_at", "expires_at", "rotated_at") FROM stdin;
5eafda6bf99b953b499b3b1a797bb60864ea557ab7f965a7b7a5b75a22c94ee4	d663ffb6-96ed-4254-8120-f11393c74472	2026-11-28 13:40:17.042077+00	2026-12-12 13:40:17.207+00	\N
eb00dcaf3fd6105c7824c356a8b40c77d46a8112300401fa18955aa6df3beed6	1b167a56-3e40-48ae-9efd-8c998dccee7e	2026-11-28 13:40:18.25604+00	2026-12-12 13:40:18.427+00	\N
f80ab4ac272c84660e17cbdbcc1f8704495bfc7d0423a82e90cdf53a5c8f6b2e	a7a36d6f-5644-49c4-a512-73ee4391d1ae	2026-11-28 13:40:19.359405+00	2026-12-12 13:40:19.42+00	\N
4158376c6c7be278fff1ed389ba9b765b6295de4f52f22c626a2b57c453d6323	dac7ec8c-1d7d-44b5-ada7-28a676e76171	2026-11-28 13:40:19.929303+00	2026-12-12 13:40:19.956+00	\N
adfc743f8326a79ed8fc184eaae32be7cf2e43a918bea2e58c7aa6f4b472fa3c	898b5aae-86b7-4583-8bee-e34c5d384399	2026-11-28 13:40:20.239394+00	2026-12-12 13:40:20.268+00	\N
64a5fefa533a7fd24fcc7952425d2444e49e3c0bf929657118a09b8390572a04	33126ffe-b9d2-4e04-8c03-9851818db9e7	2026-11-28 13:40:20.629969+00	2026-12-12 13:40:20.676+00	\N
44bc7471dca3cc2b11d9bb21567090a6e0759585a75725a926e7cd99e001e920	45d01323-f6a9-4988-b022-2b841202e740	2026-11-28 13:40:21.102439+00	2026-12-12 13:40:21.121+00	\N
1f6cb7a249f3a0c83f15b05ff9307f9acdd9a764c30bf4348cef2c56cfb7aa1b	b3b8bc27-c914-49fd-8cd5-5412616ab702	2026-11-28 13:40:21.498871+00	2026-12-12 13:40:21.584+00	\N
\.

COPY public."signing_keys" ("key_id", "private_key", "created_at") FROM stdin;
\.

COPY public."social_identities" ("provider", "subject", "member_idx", "email", "linked_at", "last_used_at") FROM stdin;
\.

COPY public."social_sign_ups" ("token_hash", "provider", "subject", "profile", "expires_at", "used_at") FROM stdin;
\.

COPY public."social_used_tokens" ("token_hash", "expires_at") FROM stdin;
\.

COPY public."suppliers" ("supplier_idx", "group_idx", "company_name", "business_no", "contact_name", "email", "phone", "memo", "created_by", "created_at", "modified_at", "deleted_at") FROM stdin;
\.

COPY public."throttle_counters" ("key", "hits", "window_start", "last_at") FROM stdin;
signUp:ip:127.0.0.1	1	2026-11-28 13:40:21.193546+00	2026-11-28 13:40:21.193546+00
\.

SELECT pg_catalog.setval('public."activity_log_activity_idx_seq"', 12, true);
SELECT pg_catalog.setval('public."board_posts_board_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."book_events_event_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."chain_anchors_anchor_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."collab_updates_seq_seq"', 4, true);
SELECT pg_catalog.setval('public."comments_comment_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."community_attachments_attachment_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."groups_group_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_history_history_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_items_pin_seq_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_words_word_idx_seq"', 10, true);
SELECT pg_catalog.setval('public."lab_book_attachments_attachment_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."lab_book_signatures_signature_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."lab_book_transitions_transition_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."lab_book_versions_version_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."lab_books_lb_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."materials_material_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meeting_actions_action_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meeting_attendance_attendance_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meetings_meeting_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."members_member_idx_seq"', 8, true);
SELECT pg_catalog.setval('public."memos_memo_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."notices_notice_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."order_items_order_item_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."orders_order_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."projects_project_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."proposals_proposal_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."quotation_items_quotation_item_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."quotations_quotation_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."suppliers_supplier_idx_seq"', 1, false);

-- End of E-Note database dump
