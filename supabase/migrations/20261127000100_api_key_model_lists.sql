-- Issue #17, point 2: the models a saved key may use, as its provider listed them (cached per key).
-- null: never listed (or the listing failed): the app offers its own catalogue instead. The list is
-- the provider's answer, so untrusted: the server cleans it, and the database caps its size too.
-- Owner-only like the rest of the row (the table's policy and grants cover new columns).
alter table public.api_keys
  add column model_list jsonb
    check (model_list is null or (jsonb_typeof(model_list) = 'array' and jsonb_array_length(model_list) <= 500)),
  add column model_list_fetched_at timestamptz;
