// Faint 40 px grid behind a page's opening section (the "map table" look); a literal so Tailwind sees it.
export const gridBackdrop =
  'bg-[linear-gradient(to_right,oklch(1_0_0/0.035)_1px,transparent_1px),linear-gradient(to_bottom,oklch(1_0_0/0.035)_1px,transparent_1px)] bg-[size:40px_40px]';
