-- Trigram search (lists and search of later features). PGlite loads it from its contrib build.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
