-- The catalogue uses the framework codes of api/src/modules/catalog/frameworks.ts (IFRS S2 is `ifrs-s2`).
UPDATE "standard_initiatives"
SET "frameworks" = '[{"framework":"gri","categories":["305"]},{"framework":"ifrs-s2","categories":["s2-metrics-targets"]}]'
WHERE "code" = 'ghg_inventory';
