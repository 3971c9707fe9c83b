-- pg_trgm powers the forgiving type-ahead search (word_similarity over operator, route and stop).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
