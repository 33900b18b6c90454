-- E-Note database dump (format 1)
-- Created: 2026-11-29T11:42:00.182Z from PostgreSQL 15.20 (Debian 15.20-0+deb12u1)
-- Migration: 33 0033_signatures_chain (created_at 1795772413737)
-- Every row of the tables of schema public, taken in one transaction. Restore it with
-- `npm run db:restore -- <file>` into a database without E-Note tables: that creates the
-- tables at the migration above first, then loads these rows.
SET client_encoding = 'UTF8';
SET datestyle = 'ISO';
SET intervalstyle = 'postgres';
SET session_replication_role = replica;

COPY public."activity_log" ("activity_idx", "actor_member_idx", "group_idx", "project_idx", "kind", "subject", "created_at", "subject_member_idx") FROM stdin;
1	2	1	\N	group.created	Organic Synthesis Lab	2026-11-29 11:41:59.325148+00	\N
2	4	1	\N	group.joined	\N	2026-11-29 11:41:59.341637+00	\N
3	5	1	\N	group.joined	\N	2026-11-29 11:41:59.348692+00	\N
4	6	1	\N	group.joined	\N	2026-11-29 11:41:59.359927+00	\N
5	7	1	\N	group.joined	\N	2026-11-29 11:41:59.366578+00	\N
6	3	2	\N	group.created	Other Lab	2026-11-29 11:41:59.37405+00	\N
7	8	2	\N	group.joined	\N	2026-11-29 11:41:59.381988+00	\N
8	2	1	1	project.created	Suzuki coupling	2026-11-29 11:41:59.388504+00	\N
9	2	1	1	project.memberLevel	OWNER	2026-11-29 11:41:59.398121+00	4
10	2	1	1	project.memberLevel	WRITER	2026-11-29 11:41:59.415164+00	5
11	2	1	1	project.memberLevel	READER	2026-11-29 11:41:59.428804+00	6
12	2	1	1	project.memberRemoved	\N	2026-11-29 11:41:59.439419+00	2
\.

COPY public."auth_sessions" ("session_id", "member_idx", "created_at", "revoked_at", "revoke_reason") FROM stdin;
da40d435-f40f-41db-95d0-071efb055252	1	2026-11-29 11:41:59.092474+00	\N	\N
5fe4283b-39c1-45ba-bd0c-072bd12ea6f0	2	2026-11-29 11:41:59.134029+00	\N	\N
36696ab7-9d7a-40b8-80ee-fea621deba22	3	2026-11-29 11:41:59.171999+00	\N	\N
449395c3-836a-4ab8-a89d-29f0ca6ec1d0	4	2026-11-29 11:41:59.233453+00	\N	\N
959b2421-ba24-412e-874e-f66b4d2545ad	5	2026-11-29 11:41:59.254776+00	\N	\N
28f5bd04-0cd3-4f25-819f-546a2c74a87b	6	2026-11-29 11:41:59.275191+00	\N	\N
b721e273-973f-4631-a29e-7262dfd59f5e	7	2026-11-29 11:41:59.296585+00	\N	\N
dc2075df-e6e9-4a91-94e6-0b95edf6aaf6	8	2026-11-29 11:41:59.315963+00	\N	\N
\.

COPY public."board_post_books" ("board_idx", "lb_idx", "position") FROM stdin;
\.

COPY public."board_posts" ("board_idx", "group_idx", "title", "category", "content", "plain_text", "writer_idx", "created_at", "edited_at") FROM stdin;
\.

COPY public."book_events" ("event_idx", "lb_idx", "kind", "actor_idx", "comment_idx", "at") FROM stdin;
1	1	CREATED	5	\N	2026-11-29 11:41:59.450811+00
2	2	CREATED	5	\N	2026-11-29 11:41:59.773261+00
3	2	COMMENTED	4	1	2026-11-29 11:42:00.051906+00
4	2	ENDED	5	\N	2026-11-29 11:42:00.068126+00
5	2	COMPLETED	4	\N	2026-11-29 11:42:00.11474+00
\.

COPY public."chain_anchor_leaves" ("anchor_idx", "lb_idx", "seq", "hash") FROM stdin;
\.

COPY public."chain_anchors" ("anchor_idx", "at", "root", "tsa_token") FROM stdin;
\.

COPY public."collab_documents" ("name", "state", "updated_at") FROM stdin;
labbook.1	\\x020186938b9b02000401057469746c652153757a756b6920636f75706c696e67206f6620342d62726f6d6f616e69736f6c6503f3988eb2010007011173656374696f6e2e70726f63656475726503097061726167726170680700f3988eb20100060400f3988eb201015344656761737365642074686520746f6c75656e652c207468656e2061646465642074657472616b6973287472697068656e796c70686f737068696e652970616c6c616469756d20756e646572206172676f6e2e00	2026-11-29 11:41:59.722625+00
memo.1	\\x0101bfdbe9fd0b00280108656c656d656e747305666c61736b01760c0269647705666c61736b0474797065770972656374616e676c650776657273696f6e7d010c76657273696f6e4e6f6e63657d0109697344656c657465647905696e6465787702613001787d0a01797d140577696474687db801066865696768747d90010b7374726f6b65436f6c6f727707233165316531650f6261636b67726f756e64436f6c6f72770b7472616e73706172656e7400	2026-11-29 11:42:00.041913+00
labbook.2	\\x0201bfacb0b10a000401057469746c65195369676e6564206265666f72652074686520757067726164650383c3e2180007010e73656374696f6e2e726573756c740309706172616772617068070083c3e2180006040083c3e21801405969656c6420383220252061667465722072656372797374616c6c69736174696f6e2066726f6d20657468616e6f6c3b206d70203839e28093393020c2b0432e00	2026-11-29 11:42:00.042606+00
group.1	\\x0701f8d8faaa0c002801066576656e747308626f6f6b66656564017603037265767d01036b65797e0261747b427a2271ca92300001dbdfed880c002101066576656e747309696e76656e746f72790101f6b1e082080088d9aaafb00700017603037265767d03036b65797e0261747b427a2271cab7700001d9aaafb0070081f8d8faaa0c000101deb886af040088c9f5d0f80300017603037265767d05036b65797e0261747b427a2271cabd900001c9f5d0f8030081f6b1e08208000101f6b4be6b0088dbdfed880c00017603037265767d02036b6579770c6570736a32786b6a736b32630261747b427a2271caa5000005f8d8faaa0c010001dbdfed880c010001f6b1e08208010001d9aaafb007010001c9f5d0f803010001	2026-11-29 11:42:00.154572+00
\.

COPY public."collab_updates" ("name", "seq", "update", "created_at") FROM stdin;
\.

COPY public."comments" ("comment_idx", "subject_kind", "subject_idx", "parent_idx", "author_idx", "content", "anchor", "resolved_by", "resolved_at", "created_at", "edited_at", "deleted_at", "deleted_by") FROM stdin;
1	labbook	2	\N	4	Checked against the NMR spectrum: matches.	\N	\N	\N	2026-11-29 11:42:00.048016+00	\N	\N	\N
\.

COPY public."community_attachments" ("attachment_idx", "subject_kind", "subject_idx", "name", "size", "declared_type", "image_type", "sha256", "file_key", "uploader_idx", "uploaded_at") FROM stdin;
\.

COPY public."group_members" ("group_idx", "member_idx", "is_manager", "joined_at") FROM stdin;
1	2	t	2026-11-29 11:41:59.325148+00
1	4	f	2026-11-29 11:41:59.341637+00
1	5	f	2026-11-29 11:41:59.348692+00
1	6	f	2026-11-29 11:41:59.359927+00
1	7	f	2026-11-29 11:41:59.366578+00
2	3	t	2026-11-29 11:41:59.37405+00
2	8	f	2026-11-29 11:41:59.381988+00
\.

COPY public."groups" ("group_idx", "group_name", "sign_up_code", "sign_up_code_expires_at", "created_by", "created_at") FROM stdin;
1	Organic Synthesis Lab	UbPTLSRstK	2026-12-29 11:41:59.325+00	2	2026-11-29 11:41:59.325148+00
2	Other Lab	6S4tKYuKWt	2026-12-29 11:41:59.374+00	3	2026-11-29 11:41:59.37405+00
\.

COPY public."inventory_bookmarks" ("member_idx", "row_key", "created_at") FROM stdin;
\.

COPY public."inventory_counts" ("group_idx", "disused", "is_private", "creator_idx", "n") FROM stdin;
1	f	f	5	1
1	f	f	4	1
\.

COPY public."inventory_history" ("history_idx", "row_key", "kind", "detail", "member_idx", "at", "fields", "amount_before", "unit_before", "amount_after", "unit_after", "source", "used_amount", "used_unit", "lb_idx", "reaction_row_id") FROM stdin;
1	6tu4rfsvgrys	created	\N	5	2026-11-29 11:41:59.729561+00	\N	\N	\N	\N	\N	form	\N	\N	\N	\N
2	epsj2xkjsk2c	created	\N	4	2026-11-29 11:41:59.755684+00	\N	\N	\N	\N	\N	form	\N	\N	\N	\N
\.

COPY public."inventory_items" ("row_key", "group_idx", "pin_seq", "name", "name_en", "compound", "cas_no", "smiles", "formula", "mol_weight", "amount", "unit", "purerate", "pack_unit", "location", "supplier", "manufacturer", "company", "catalog_no", "memo", "caution", "custom_pin", "barcode", "msds_url", "msds_file", "msds_size", "msds_uploaded_at", "lb_seq_no", "inventory_group", "is_private", "creator_idx", "added_at", "modified_at", "disused_at", "disuse_reason", "structure_file", "structure_type", "structure_size", "structure_uploaded_at", "density") FROM stdin;
6tu4rfsvgrys	1	1	에탄올	Ethanol	\N	64-17-5	CCO	C2H6O	46.07	500	mL	99.5	\N	Cabinet A-1	Daejung	\N	\N	4023-4400	\N	{"pictograms": ["GHS02", "GHS07"], "hazardStatements": ["H225", "H319"]}	\N	\N	\N	\N	\N	\N	\N	\N	f	5	2026-11-29 11:41:59.729561+00	2026-11-29 11:41:59.729561+00	\N	\N	\N	\N	\N	\N	\N
epsj2xkjsk2c	1	2	톨루엔	Toluene	\N	108-88-3	Cc1ccccc1	C7H8	92.14	500	mL	99.5	\N	Cabinet A-1	Daejung	\N	\N	4023-4400	\N	{"pictograms": ["GHS02", "GHS07"], "hazardStatements": ["H225", "H319"]}	\N	\N	\N	\N	\N	\N	\N	\N	f	4	2026-11-29 11:41:59.755684+00	2026-11-29 11:41:59.755684+00	\N	\N	\N	\N	\N	\N	\N
\.

COPY public."inventory_word_items" ("word_idx", "group_idx", "disused", "added_at", "row_key", "is_private", "creator_idx") FROM stdin;
1	1	f	2026-11-29 11:41:59.729561+00	6tu4rfsvgrys	f	5
2	1	f	2026-11-29 11:41:59.729561+00	6tu4rfsvgrys	f	5
3	1	f	2026-11-29 11:41:59.729561+00	6tu4rfsvgrys	f	5
4	1	f	2026-11-29 11:41:59.729561+00	6tu4rfsvgrys	f	5
5	1	f	2026-11-29 11:41:59.729561+00	6tu4rfsvgrys	f	5
1	1	f	2026-11-29 11:41:59.755684+00	epsj2xkjsk2c	f	4
2	1	f	2026-11-29 11:41:59.755684+00	epsj2xkjsk2c	f	4
3	1	f	2026-11-29 11:41:59.755684+00	epsj2xkjsk2c	f	4
9	1	f	2026-11-29 11:41:59.755684+00	epsj2xkjsk2c	f	4
10	1	f	2026-11-29 11:41:59.755684+00	epsj2xkjsk2c	f	4
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
1	1	CONTENT	2026-11-29 11:41:59.735+00	\N	94742b8fdc495d8fe3c5f6e77149a9a4e05801816f0e7b7319d50e3328430ef2	0000000000000000000000000000000000000000000000000000000000000000	782d47f2bf749253399e64ecda8c1461c638f346645879468baa0893c9d69f8a
2	1	MEMO	2026-11-29 11:41:59.798+00	5	86ac49c9675e15df2dce79cb40ada0bb4a077255b48bd766f32b72117d06a4f1	0000000000000000000000000000000000000000000000000000000000000000	78cb5724de33d6316be67a3a881661cb85a288da181939962c667473be1599e0
2	2	MEMO	2026-11-29 11:42:00.056+00	\N	4a0f0b27300d1bab32a298c992ce363236626f8945797220955c13eac23c945f	78cb5724de33d6316be67a3a881661cb85a288da181939962c667473be1599e0	9af03db192f1daca2251c07f6bf7ed2f4ffa6c7a05e4dffe99f3228b09122253
2	3	CONTENT	2026-11-29 11:42:00.059+00	\N	7e13cea57aa6307ecfa8346a55abdf758c0ba355f123a426e19c637f40f90b7e	9af03db192f1daca2251c07f6bf7ed2f4ffa6c7a05e4dffe99f3228b09122253	14da5035d83e9f88c706912d6c25aebd7633aa23609fd6e86c6201ddfd1f95d5
2	4	SIGNATURE	2026-11-29 11:42:00.091+00	5	31ff9cae5e8ead24a67b59eac0f7e9cfedab3cdef9aac6db3efcf1ecf7351387	14da5035d83e9f88c706912d6c25aebd7633aa23609fd6e86c6201ddfd1f95d5	623fc9f841aa5e4b7a44da31aa53f94b5d3e6ecddd1b2a54004bc27ea7e8aa5e
2	5	STATUS	2026-11-29 11:42:00.1+00	5	e321ec8d2f1e0d4b5f09db6b2081b2f22278d4f0d6ab56e54687d00b78fcd466	623fc9f841aa5e4b7a44da31aa53f94b5d3e6ecddd1b2a54004bc27ea7e8aa5e	393a41776536effe117bb5ce05205f5c2211f1e297a3a714fe4e6d8a892177a2
2	6	SIGNATURE	2026-11-29 11:42:00.137+00	4	058a0b63ca65cda04ae4452e3193a85a2b7fa77ecf8e52519efcb9ef86401475	393a41776536effe117bb5ce05205f5c2211f1e297a3a714fe4e6d8a892177a2	0fbd743ea34d28a5dffacccc95b19d1f8601a0a6912b5b5b3e058f972f438ee7
2	7	STATUS	2026-11-29 11:42:00.147+00	4	25a358470fa5777c411512601edcb7532407c5d13286d69a389eea182cb5fa76	0fbd743ea34d28a5dffacccc95b19d1f8601a0a6912b5b5b3e058f972f438ee7	4b1787e5408434325f7f754ecaab810b9e31bd7396e1a50b2644af013ddb3475
\.

COPY public."lab_book_pending_authors" ("lb_idx", "member_idx", "since") FROM stdin;
1	5	2026-11-29 11:41:59.741794+00
\.

COPY public."lab_book_sequences" ("group_idx", "year", "last_number", "kind") FROM stdin;
1	2026	2	LAB
\.

COPY public."lab_book_signatures" ("signature_idx", "lb_idx", "role", "member_idx", "signer_name", "signed_at", "meaning", "content_hash", "statement", "key_id", "signature", "tsa_token", "withdrawn_at", "withdrawn_by") FROM stdin;
1	2	WRITER	5	Akira Suzuki	2026-11-29 11:42:00.085+00	\N	9c21553b06739cff07e13925a2b1716c99c8277edea0b06e68fa7521a2a45361	{"bookNo":"2026-0002","contentHash":"9c21553b06739cff07e13925a2b1716c99c8277edea0b06e68fa7521a2a45361","lbIdx":2,"meaning":null,"memberIdx":5,"role":"WRITER","signedAt":"2026-11-29T11:42:00.085Z","signer":"Akira Suzuki","title":"Signed before the upgrade","type":"enote-signature","v":1}	1f9d4aee382dee8cf5736ee54ec4f7c07af83dd034552a6b736dcb4ece73a5e9	jQ+y2cToGticugDvSQjZxjChipFw8xiaKc6hyfTDo8FS8EZYU4xZkDfz1+9I12Iyug0hdJchJ8sps/hCtPndDA==	\N	\N	\N
2	2	CHECKER	4	Rosalind Franklin	2026-11-29 11:42:00.134+00	\N	9c21553b06739cff07e13925a2b1716c99c8277edea0b06e68fa7521a2a45361	{"bookNo":"2026-0002","contentHash":"9c21553b06739cff07e13925a2b1716c99c8277edea0b06e68fa7521a2a45361","lbIdx":2,"meaning":null,"memberIdx":4,"role":"CHECKER","signedAt":"2026-11-29T11:42:00.134Z","signer":"Rosalind Franklin","title":"Signed before the upgrade","type":"enote-signature","v":1}	1f9d4aee382dee8cf5736ee54ec4f7c07af83dd034552a6b736dcb4ece73a5e9	WXbtZRFI8owL7sKdZGm9zuwklXL+lmArVtazRmWm87EdxZ71eFoKoSsmUFPlydzba+u36tJVfQqZLXfFCbtmAw==	\N	\N	\N
\.

COPY public."lab_book_transitions" ("transition_idx", "lb_idx", "from_status", "to_status", "by_idx", "at", "kind", "source_lb_idx", "source_seq_no", "source_title", "import_parts") FROM stdin;
1	2	IN_PROGRESS	END	5	2026-11-29 11:42:00.068126+00	STATUS	\N	\N	\N	\N
2	2	END	COMPLETE	4	2026-11-29 11:42:00.11474+00	STATUS	\N	\N	\N	\N
\.

COPY public."lab_book_version_authors" ("version_idx", "member_idx") FROM stdin;
1	5
\.

COPY public."lab_book_versions" ("version_idx", "lb_idx", "reason", "status", "by_idx", "restored_from", "state", "sha256", "created_at") FROM stdin;
1	2	STATUS	END	5	\N	\\x0301bfacb0b10a000401057469746c65195369676e6564206265666f726520746865207570677261646501fcf1d7e805000801056d656d6f73017603076d656d6f4964787d01057469746c65770941707061726174757308656c656d656e74737501760c0269647705666c61736b0474797065770972656374616e676c650776657273696f6e7d010c76657273696f6e4e6f6e63657d0109697344656c657465647905696e6465787702613001787d0a01797d140577696474687db801066865696768747d90010b7374726f6b65436f6c6f727707233165316531650f6261636b67726f756e64436f6c6f72770b7472616e73706172656e740383c3e2180007010e73656374696f6e2e726573756c740309706172616772617068070083c3e2180006040083c3e21801405969656c6420383220252061667465722072656372797374616c6c69736174696f6e2066726f6d20657468616e6f6c3b206d70203839e28093393020c2b0432e00	27dd47c7f0200cccc1de9bf7537844e1204fe1b39b825f7aa9b81a308a672df5	2026-11-29 11:42:00.068126+00
2	2	STATUS	COMPLETE	4	\N	\\x0301d48ba49c0f000801056d656d6f73017603076d656d6f4964787d01057469746c65770941707061726174757308656c656d656e74737501760c0269647705666c61736b0474797065770972656374616e676c650776657273696f6e7d010c76657273696f6e4e6f6e63657d0109697344656c657465647905696e6465787702613001787d0a01797d140577696474687db801066865696768747d90010b7374726f6b65436f6c6f727707233165316531650f6261636b67726f756e64436f6c6f72770b7472616e73706172656e7401bfacb0b10a000401057469746c65195369676e6564206265666f72652074686520757067726164650383c3e2180007010e73656374696f6e2e726573756c740309706172616772617068070083c3e2180006040083c3e21801405969656c6420383220252061667465722072656372797374616c6c69736174696f6e2066726f6d20657468616e6f6c3b206d70203839e28093393020c2b0432e00	cf4847c53079c348ff0e775d7e83b99bcfee5bf692cd76ffc747540ba143a4a2	2026-11-29 11:42:00.11474+00
\.

COPY public."lab_books" ("lb_idx", "project_idx", "group_idx", "title", "writer_idx", "status", "share_permission", "share_key", "seq_year", "seq_number", "plain_text", "created_at", "modified_at", "completed_by", "completed_at", "snapshot", "snapshot_sha256", "kind", "goal_text") FROM stdin;
1	1	1	Suzuki coupling of 4-bromoanisole	5	IN_PROGRESS	PRIVATE	\N	2026	1	Degassed the toluene, then added tetrakis(triphenylphosphine)palladium under argon.	2026-11-29 11:41:59.450811+00	2026-11-29 11:41:59.739098+00	\N	\N	\N	\N	LAB	
2	1	1	Signed before the upgrade	5	COMPLETE	PRIVATE	\N	2026	2	Yield 82 % after recrystallisation from ethanol; mp 89–90 °C.	2026-11-29 11:41:59.773261+00	2026-11-29 11:42:00.063938+00	4	2026-11-29 11:42:00.11474+00	\\x0301bfacb0b10a000401057469746c65195369676e6564206265666f726520746865207570677261646501c08ebfe304000801056d656d6f73017603076d656d6f4964787d01057469746c65770941707061726174757308656c656d656e74737501760c0269647705666c61736b0474797065770972656374616e676c650776657273696f6e7d010c76657273696f6e4e6f6e63657d0109697344656c657465647905696e6465787702613001787d0a01797d140577696474687db801066865696768747d90010b7374726f6b65436f6c6f727707233165316531650f6261636b67726f756e64436f6c6f72770b7472616e73706172656e740383c3e2180007010e73656374696f6e2e726573756c740309706172616772617068070083c3e2180006040083c3e21801405969656c6420383220252061667465722072656372797374616c6c69736174696f6e2066726f6d20657468616e6f6c3b206d70203839e28093393020c2b0432e00	b4f1b7ecae04baa5e7bb20c4db9f8e17da9b91b909720e5ac50066ee7885ab39	LAB	
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
1	chem00190111	chem00190111@lab.example	$argon2id$v=19$m=19456,t=2,p=1$acfbCN0kKZYA2zb+yLNsoA$GZ7fcRXVTUq9xjJVMuLQvgARptcgfSrpNBC5A8R6gxQ	Marie	Curie	\N	MCU	\N	010-0019-0111	ADMIN	ACTIVE	f	t	t	f	2026-11-29 11:41:59.092474+00	2026-11-29 11:41:59.094+00	\N
2	chem00191132	chem00191132@lab.example	$argon2id$v=19$m=19456,t=2,p=1$wGdCERGoh/GvvsGjbF3uvA$CVNt5aLdo5PGkoiSvVhg7vyz6cAFAnb1o6xy4e6yLKM	Dmitri	Mendeleev	\N	MCU	\N	010-0019-1132	MANAGER	ACTIVE	f	t	t	f	2026-11-29 11:41:59.134029+00	2026-11-29 11:41:59.135+00	\N
3	chem00191473	chem00191473@lab.example	$argon2id$v=19$m=19456,t=2,p=1$aW3wu0/n5K30FNbaYLouxg$YgGdjHX8iB58s4Po7yeVBtJaT/Zmw+t/vAsRXcY7N7U	Marie	Curie	\N	MCU	\N	010-0019-1473	MANAGER	ACTIVE	f	t	t	f	2026-11-29 11:41:59.171999+00	2026-11-29 11:41:59.173+00	\N
4	chem00191814	chem00191814@lab.example	$argon2id$v=19$m=19456,t=2,p=1$cH9vwCZjLFIlVrcxe9mlMg$QhlV5fkaeaRg6ZulMIQJSL6XImmx5IR9pjYl+jXGoJw	Rosalind	Franklin	\N	MCU	\N	010-0019-1814	FRONT	ACTIVE	f	t	t	f	2026-11-29 11:41:59.233453+00	2026-11-29 11:41:59.234+00	\N
5	chem00192415	chem00192415@lab.example	$argon2id$v=19$m=19456,t=2,p=1$k5u49K3hkpCZ7OoX60tLkQ$AzbU3Fr44DS7KAxWatQbNjTAXDnuYjGUmQh1mLM4Tug	Akira	Suzuki	\N	MCU	\N	010-0019-2415	FRONT	ACTIVE	f	t	t	f	2026-11-29 11:41:59.254776+00	2026-11-29 11:41:59.255+00	\N
6	chem00192626	chem00192626@lab.example	$argon2id$v=19$m=19456,t=2,p=1$p0L3jcaFFGI3BDidg5WhUA$UDNR7tC6TcVihRJMJuxrLYURsplRIlQ1uKbgff6mWKM	Linus	Pauling	\N	MCU	\N	010-0019-2626	FRONT	ACTIVE	f	t	t	f	2026-11-29 11:41:59.275191+00	2026-11-29 11:41:59.276+00	\N
7	chem00192847	chem00192847@lab.example	$argon2id$v=19$m=19456,t=2,p=1$6w3YB4FjiflfdIcJsvecRQ$LwNFEcCI8N754EsZDURPydhyoEz8PP3rXuAfIVmWfaQ	Marie	Curie	\N	MCU	\N	010-0019-2847	FRONT	ACTIVE	f	t	t	f	2026-11-29 11:41:59.296585+00	2026-11-29 11:41:59.297+00	\N
8	chem00193038	chem00193038@lab.example	$argon2id$v=19$m=19456,t=2,p=1$H9Eyrq3LgOhmEqUL1uBW9w$/VEUSp5j6TqhchCuXuPDgdbgovZq5WUW9rk7SzdGyLE	Marie	Curie	\N	MCU	\N	010-0019-3038	FRONT	ACTIVE	f	t	t	f	2026-11-29 11:41:59.315963+00	2026-11-29 11:41:59.316+00	\N
\.

COPY public."memos" ("memo_idx", "lb_idx", "title", "created_by", "created_at", "modified_at", "deleted_at") FROM stdin;
1	2	Apparatus	5	2026-11-29 11:41:59.794012+00	2026-11-29 11:41:59.794012+00	\N
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
1	1	Suzuki coupling	\N	2	2026-11-29 11:41:59.388504+00	f	\N	\N	\N
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
8479fa9000c65b044f96cee36aa43d1c420fdd38248c1620e4010baf25992a3d	da40d435-f40f-41db-95d0-071efb055252	2026-11-29 11:41:59.092474+00	2026-12-13 11:41:59.097+00	\N
0b2f97ff1869bdcb700803577d24441b5267ce5ba3dbc4281346d345f295c708	5fe4283b-39c1-45ba-bd0c-072bd12ea6f0	2026-11-29 11:41:59.134029+00	2026-12-13 11:41:59.136+00	\N
de368a3be56c5ab59c4577827efa931a4d9d24a58a8e42287a9610ca8264dd5e	36696ab7-9d7a-40b8-80ee-fea621deba22	2026-11-29 11:41:59.171999+00	2026-12-13 11:41:59.174+00	\N
bfeb408b2d2903c5bf69d0cfcfca3e2e19bf325a5d351e8fe44d0d200a38d8c7	449395c3-836a-4ab8-a89d-29f0ca6ec1d0	2026-11-29 11:41:59.233453+00	2026-12-13 11:41:59.236+00	\N
3e28435e15f5cd8c1d6aa12d27965ad7b1eabffeee2bbe80cdc3b7fe41128f43	959b2421-ba24-412e-874e-f66b4d2545ad	2026-11-29 11:41:59.254776+00	2026-12-13 11:41:59.256+00	\N
a3724196a4d63d5d28a53f993fbe545854bde68e35916c13ecd30fd4e2490432	28f5bd04-0cd3-4f25-819f-546a2c74a87b	2026-11-29 11:41:59.275191+00	2026-12-13 11:41:59.278+00	\N
0f9c8006c689f55f6bc8231e1b050cb8cd0e3a137c49afdd5c48bd88c5cf07a9	b721e273-973f-4631-a29e-7262dfd59f5e	2026-11-29 11:41:59.296585+00	2026-12-13 11:41:59.298+00	\N
f60aaecfee90d26daf91a2e054013d53303a594aaa006ec300e28c553edc9813	dc2075df-e6e9-4a91-94e6-0b95edf6aaf6	2026-11-29 11:41:59.315963+00	2026-12-13 11:41:59.317+00	\N
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
signUp:ip:127.0.0.1	8	2026-11-29 11:41:59.036794+00	2026-11-29 11:41:59.304603+00
\.

SELECT pg_catalog.setval('public."activity_log_activity_idx_seq"', 12, true);
SELECT pg_catalog.setval('public."board_posts_board_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."book_events_event_idx_seq"', 5, true);
SELECT pg_catalog.setval('public."chain_anchors_anchor_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."collab_updates_seq_seq"', 10, true);
SELECT pg_catalog.setval('public."comments_comment_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."community_attachments_attachment_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."groups_group_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_history_history_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_items_pin_seq_seq"', 2, true);
SELECT pg_catalog.setval('public."inventory_words_word_idx_seq"', 10, true);
SELECT pg_catalog.setval('public."lab_book_attachments_attachment_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."lab_book_signatures_signature_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."lab_book_transitions_transition_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."lab_book_versions_version_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."lab_books_lb_idx_seq"', 2, true);
SELECT pg_catalog.setval('public."materials_material_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meeting_actions_action_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meeting_attendance_attendance_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."meetings_meeting_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."members_member_idx_seq"', 8, true);
SELECT pg_catalog.setval('public."memos_memo_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."notices_notice_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."order_items_order_item_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."orders_order_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."projects_project_idx_seq"', 1, true);
SELECT pg_catalog.setval('public."proposals_proposal_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."quotation_items_quotation_item_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."quotations_quotation_idx_seq"', 1, false);
SELECT pg_catalog.setval('public."suppliers_supplier_idx_seq"', 1, false);

-- End of E-Note database dump
