-- The welcome poster every installation starts with (WELCOME_POSTER in src/db/seed/seed-posters.ts).
-- Inserted once, here, so an administrator who deletes it does not see it come back at the next start.
INSERT INTO "posters" ("id", "url", "description", "description_ms", "sort")
VALUES ('0196a5c0-0000-7000-8000-00000000a001', '/posters/welcome.svg', 'Welcome to Suara Transit! Tell us about your trips by bus, train, taxi or e-hailing in the Klang Valley: every review helps operators and planners make public transport better.', 'Selamat datang ke Suara Transit! Kongsikan pengalaman perjalanan anda dengan bas, kereta api, teksi atau e-hailing di Lembah Klang: setiap ulasan membantu pengendali dan perancang menambah baik pengangkutan awam.', 0)
ON CONFLICT ("id") DO NOTHING;
