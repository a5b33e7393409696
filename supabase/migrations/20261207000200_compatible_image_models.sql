-- "Accepts images" for the models of a user's OpenAI-compatible endpoint (issue #29, part 1).
--
-- Nobody but the user knows whether the model behind their endpoint reads images (llava does,
-- llama3.1 does not, and a custom id says nothing), so images go to such a model only once the
-- user has marked it here. A row means "marked"; per user and model, as model_prices is.
create table public.compatible_image_models (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  model text not null check (char_length(model) between 1 and 200),
  created_at timestamptz not null default now(),
  primary key (user_id, model)
);
alter table public.compatible_image_models enable row level security;
revoke all on public.compatible_image_models from anon;
grant select, insert, delete on public.compatible_image_models to authenticated;
create policy "compatible image models: owner only" on public.compatible_image_models
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.compatible_image_models as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));
