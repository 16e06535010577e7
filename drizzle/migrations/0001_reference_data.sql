-- Reference data every installation needs. Idempotent so a re-run is harmless.
INSERT INTO "languages" ("id", "code", "name") VALUES
  (1, 'en', 'English'),
  (2, 'ja', '日本語')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "subscription_plans" ("code", "name_json", "sort_order") VALUES
  ('starter', '{"en":"Starter","ja":"スターター"}', 1),
  ('plus', '{"en":"Plus","ja":"プラス"}', 2),
  ('pro', '{"en":"Pro","ja":"プロ"}', 3),
  ('premium', '{"en":"Premium","ja":"プレミアム"}', 4)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "initiative_status_categories" ("id", "code", "name_json", "sort_order") VALUES
  (1, 'targeted', '{"en":"Targeted","ja":"目標設定"}', 1),
  (2, 'planning', '{"en":"Planning","ja":"計画中"}', 2),
  (3, 'in_progress', '{"en":"In Progress","ja":"進行中"}', 3),
  (4, 'achieved', '{"en":"Achieved","ja":"達成"}', 4)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "standard_initiatives" ("code", "kind", "translations", "frameworks") VALUES
  ('renewable_electricity', 'initiative',
   '{"en":{"title":"100% renewable electricity","description":"Electricity for our sites comes from renewable sources."},"ja":{"title":"再生可能エネルギー電力100%","description":"事業所の電力を再生可能エネルギーでまかなっています。"}}',
   '[{"framework":"gri","categories":["302"]},{"framework":"sdgs","categories":["7"]}]'),
  ('ghg_inventory', 'report',
   '{"en":{"title":"Greenhouse gas inventory (Scope 1, 2 and 3)","description":"We measure and publish our greenhouse gas emissions."},"ja":{"title":"温室効果ガス排出量の算定（スコープ1・2・3）","description":"温室効果ガス排出量を算定し、公開しています。"}}',
   '[{"framework":"gri","categories":["305"]},{"framework":"ifrs","categories":["s2"]}]'),
  ('iso_14001', 'certification',
   '{"en":{"title":"ISO 14001 environmental management","description":"Our environmental management system is certified to ISO 14001."},"ja":{"title":"ISO 14001 環境マネジメント","description":"環境マネジメントシステムがISO 14001の認証を取得しています。"}}',
   '[{"framework":"gri","categories":["2"]}]'),
  ('b_corp', 'certification',
   '{"en":{"title":"B Corp certification","description":"Certified B Corporation meeting high standards of social and environmental performance."},"ja":{"title":"Bコープ認証","description":"社会・環境面で高い基準を満たすBコーポレーションの認証を取得しています。"}}',
   '[]'),
  ('waste_reduction', 'initiative',
   '{"en":{"title":"Zero waste to landfill","description":"We reduce, reuse and recycle so that none of our waste goes to landfill."},"ja":{"title":"埋立廃棄物ゼロ","description":"削減・再利用・リサイクルにより、埋立処分する廃棄物をなくします。"}}',
   '[{"framework":"gri","categories":["306"]},{"framework":"sdgs","categories":["12"]}]'),
  ('diversity_inclusion', 'initiative',
   '{"en":{"title":"Diversity and inclusion policy","description":"A workplace where everyone is treated fairly and can contribute."},"ja":{"title":"ダイバーシティ＆インクルージョン方針","description":"誰もが公正に扱われ、力を発揮できる職場をつくります。"}}',
   '[{"framework":"gri","categories":["405"]},{"framework":"sdgs","categories":["5","10"]}]')
ON CONFLICT ("code") DO NOTHING;
