import type { DemoDesign } from './demo-catalog';
import { drawn } from './picture-cache';

const SIZE = 800;

/** A lighter or darker shade of a colour, for the pattern drawn over it. */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, ((n >> shift) & 255) + amount));
  return `rgb(${channel(16)},${channel(8)},${channel(0)})`;
}

function pattern(design: DemoDesign, ink: string): string {
  switch (design) {
    case 'راه‌راه':
      return `<pattern id="p" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="28" height="80" fill="${ink}"/></pattern>`;
    case 'چهارخانه':
      return `<pattern id="p" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="60" height="120" fill="${ink}" opacity=".45"/><rect width="120" height="60" fill="${ink}" opacity=".45"/></pattern>`;
    case 'خال‌خالی':
      return `<pattern id="p" width="70" height="70" patternUnits="userSpaceOnUse"><circle cx="35" cy="35" r="11" fill="${ink}"/></pattern>`;
    case 'گل‌دار':
      return `<pattern id="p" width="160" height="160" patternUnits="userSpaceOnUse">${[0, 72, 144, 216, 288]
        .map((a) => `<ellipse cx="80" cy="52" rx="14" ry="26" fill="${ink}" transform="rotate(${a} 80 80)"/>`)
        .join('')}<circle cx="80" cy="80" r="12" fill="#f4d35e"/></pattern>`;
    default:
      return `<pattern id="p" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8 L8 0" stroke="${ink}" stroke-width="1" opacity=".35"/></pattern>`;
  }
}

/** A fabric swatch drawn locally: the colour with its design and a soft fold of light. */
export function drawSwatch(hex: string, design: DemoDesign): Promise<Buffer> {
  const ink = shade(hex, hex === '#1b1b1b' ? 70 : -55);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs>${pattern(design, ink)}
      <linearGradient id="fold" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".5" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity=".1"/>
      </linearGradient></defs>
    <rect width="100%" height="100%" fill="${hex}"/><rect width="100%" height="100%" fill="url(#p)"/><rect width="100%" height="100%" fill="url(#fold)"/>
  </svg>`;
  return drawn(svg);
}

/** A wide poster for a category: two of its colours in a diagonal band. */
export function drawPoster(from: string, to: string, width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.45}" fill="#fff" opacity=".12"/>
  </svg>`;
  return drawn(svg);
}
