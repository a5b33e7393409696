const LINE_POSITIONS = ['top-[18%]', 'top-[40%]', 'top-[62%]', 'top-[84%]'];

/** Grid texture, a soft glow and the four horizontal scan lines behind the hero; purely decorative. */
export function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="hero-backdrop">
      <div className="hero-grid" />
      <div className="hero-glow" />
      <div data-testid="hero-lines">
        {LINE_POSITIONS.map((position) => (
          <div key={position} className={`hero-line ${position}`} />
        ))}
      </div>
    </div>
  );
}
