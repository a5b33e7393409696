-- Each public page's "Search & sharing" section (title, description, hide from search engines),
-- with the copy the pages had in code until now. Existing rows (an owner's saves) are kept.
insert into public.page_content (page_name, section_name, content) values
  ('home', 'seo', '{"title":"Mission Ready Tech | Veteran-Owned AI Development & Lawn Care","description":"Marine Corps veteran and full-stack AI developer: privacy-first AI development and consulting, the TaskPilot app, and dependable veteran-owned lawn care.","hide_from_search_engines":false}'::jsonb),
  ('about', 'seo', '{"title":"About | Mission Ready Tech","description":"From Marine Corps aviation logistics systems to full-stack and AI development: the journey, the work and the mission.","hide_from_search_engines":false}'::jsonb),
  ('portfolio', 'seo', '{"title":"Portfolio | Mission Ready Tech","description":"Resume of a Marine Corps veteran turned full-stack and AI developer: skills, experience, training and education.","hide_from_search_engines":false}'::jsonb),
  ('donate', 'seo', '{"title":"Support the Mission | Mission Ready Tech","description":"Back TaskPilot and a veteran-owned mission through CashApp or Venmo. 90%+ goes directly to development, and no data is ever sold.","hide_from_search_engines":false}'::jsonb)
on conflict (page_name, section_name) do nothing;
