const LINE_POSITIONS = ['top-[18%]', 'top-[40%]', 'top-[62%]', 'top-[84%]'];

/** Grid texture, a soft glow and the four horizontal scan lines behind the hero; purely decorative. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,oklch(1_0_0/0.035)_1px,transparent_1px),linear-gradient(to_bottom,oklch(1_0_0/0.035)_1px,transparent_1px)] bg-size-[48px_48px]" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_20%_30%,oklch(0.78_0.17_140/0.12),transparent_60%)]" />
      <div data-testid="hero-lines">
        {LINE_POSITIONS.map((position) => (
          <div key={position} className={`hero-line ${position}`} />
        ))}
      </div>
    </div>
  );
}
