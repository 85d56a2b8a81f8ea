// Axe runs for the browser tests and the benches alike (bench/searchModal.ts).
export {axeViolations, type AxeScope} from '../../test/support/axe';

/** The contrast ratio of two CSS colours given as `rgb(...)`/`rgba(...)` (opaque; WCAG 2 formula). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const channels = css
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number);
    if (!channels || channels.length < 3) throw new Error(`Not an rgb() colour: ${css}`);
    const [r, g, b] = channels.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
