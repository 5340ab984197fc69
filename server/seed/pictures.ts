/**
 * The demo shop's pictures, drawn in pixels: a coloured tile with a simple glyph of the product
 * (laptop, phone, shirt, …) or a brand's initials. Deterministic, so a reseed stores the same files.
 */
import { Picture } from './png';

export type Glyph = 'laptop' | 'phone' | 'monitor' | 'mouse' | 'keyboard' | 'printer' | 'dock' | 'shirt' | 'jeans' | 'hoodie' | 'rice' | 'tea' | 'oil' | 'book' | 'disc' | 'wrench' | 'folder';

const SIZE = 128;
const WHITE = [255, 255, 255];
const SHADE = [255, 255, 255, 150];

export function hexColour(hex: string): number[] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function tile(background: string): Picture {
  const picture = new Picture(SIZE, SIZE);
  picture.roundRect(0, 0, SIZE, SIZE, 18, hexColour(background));
  return picture;
}

const drawers: Record<Glyph, (p: Picture, bg: number[]) => void> = {
  laptop(p, bg) {
    p.roundRect(30, 30, 68, 46, 4, WHITE);
    p.rect(35, 35, 58, 36, bg);
    p.rect(20, 80, 88, 8, WHITE);
    p.rect(54, 80, 20, 3, bg);
  },
  phone(p, bg) {
    p.roundRect(44, 18, 40, 92, 8, WHITE);
    p.rect(48, 28, 32, 68, bg);
    p.ellipse(60, 99, 8, 8, bg);
  },
  monitor(p, bg) {
    p.roundRect(18, 24, 92, 60, 4, WHITE);
    p.rect(23, 29, 82, 50, bg);
    p.rect(58, 84, 12, 12, WHITE);
    p.rect(40, 96, 48, 6, WHITE);
  },
  mouse(p, bg) {
    p.ellipse(40, 24, 48, 80, WHITE);
    p.rect(63, 26, 2, 30, bg);
    p.rect(42, 54, 44, 2, bg);
  },
  keyboard(p, bg) {
    p.roundRect(14, 40, 100, 48, 6, WHITE);
    for (let row = 0; row < 3; row += 1) for (let key = 0; key < 8; key += 1) p.rect(21 + key * 11, 47 + row * 11, 8, 8, bg);
    p.rect(38, 80, 52, 4, bg);
  },
  printer(p, bg) {
    p.rect(38, 20, 52, 28, WHITE);
    p.roundRect(18, 44, 92, 40, 6, WHITE);
    p.rect(30, 60, 68, 4, bg);
    p.rect(38, 72, 52, 34, WHITE);
    p.rect(44, 80, 40, 3, bg);
    p.rect(44, 88, 30, 3, bg);
  },
  dock(p, bg) {
    p.roundRect(22, 50, 84, 30, 8, WHITE);
    for (let port = 0; port < 4; port += 1) p.rect(32 + port * 18, 60, 10, 6, bg);
    p.rect(60, 80, 8, 22, WHITE);
  },
  shirt(p) {
    p.rect(38, 28, 52, 76, WHITE);
    p.rect(16, 28, 24, 30, WHITE);
    p.rect(88, 28, 24, 30, WHITE);
    p.ellipse(52, 20, 24, 18, SHADE);
  },
  jeans(p, bg) {
    p.rect(34, 20, 60, 24, WHITE);
    p.rect(34, 40, 26, 70, WHITE);
    p.rect(68, 40, 26, 70, WHITE);
    p.rect(34, 30, 60, 2, bg);
  },
  hoodie(p, bg) {
    p.ellipse(44, 14, 40, 36, WHITE);
    p.ellipse(52, 22, 24, 24, bg);
    p.rect(36, 40, 56, 68, WHITE);
    p.rect(18, 44, 20, 52, WHITE);
    p.rect(90, 44, 20, 52, WHITE);
    p.rect(50, 76, 28, 14, bg);
  },
  rice(p, bg) {
    p.roundRect(32, 26, 64, 84, 10, WHITE);
    p.rect(40, 20, 48, 10, WHITE);
    p.ellipse(48, 56, 32, 28, bg);
    p.ellipse(58, 62, 12, 14, WHITE);
  },
  tea(p, bg) {
    p.roundRect(28, 44, 56, 56, 10, WHITE);
    p.ellipse(78, 56, 26, 30, WHITE);
    p.ellipse(84, 63, 14, 16, bg);
    p.rect(38, 24, 4, 16, SHADE);
    p.rect(54, 18, 4, 22, SHADE);
    p.rect(70, 24, 4, 16, SHADE);
  },
  oil(p, bg) {
    p.rect(56, 16, 16, 14, WHITE);
    p.roundRect(38, 30, 52, 82, 12, WHITE);
    p.ellipse(50, 58, 28, 36, bg);
    p.ellipse(58, 66, 12, 20, WHITE);
  },
  book(p, bg) {
    p.rect(30, 18, 68, 92, WHITE);
    p.rect(30, 18, 10, 92, SHADE);
    p.rect(50, 36, 38, 5, bg);
    p.rect(50, 48, 30, 5, bg);
  },
  disc(p, bg) {
    p.ellipse(22, 22, 84, 84, WHITE);
    p.ellipse(52, 52, 24, 24, bg);
    p.ellipse(58, 58, 12, 12, WHITE);
  },
  wrench(p, bg) {
    for (let step = 0; step < 60; step += 1) p.rect(30 + step, 90 - step, 12, 12, WHITE);
    p.ellipse(72, 18, 38, 38, WHITE);
    p.rect(84, 18, 14, 18, bg);
  },
  folder(p) {
    p.rect(20, 30, 40, 14, WHITE);
    p.roundRect(20, 40, 88, 60, 6, WHITE);
  },
};

export function productPicture(glyph: Glyph, background: string): Buffer {
  const picture = tile(background);
  drawers[glyph](picture, hexColour(background));
  return picture.toPng();
}

// 5 × 7 letters: only those the demo brands need.
const LETTERS: Record<string, string[]> = {
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
};

/** A brand's tile: its name (the letters above) in white, as large as fits. */
export function brandPicture(text: string, background: string): Buffer {
  const picture = tile(background);
  const letters = [...text.toUpperCase()].filter((letter) => LETTERS[letter]);
  const scale = Math.max(2, Math.floor(104 / (letters.length * 6 - 1)));
  const width = (letters.length * 6 - 1) * scale;
  const left = Math.floor((SIZE - width) / 2);
  const top = Math.floor((SIZE - 7 * scale) / 2);
  letters.forEach((letter, index) => {
    LETTERS[letter].forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit === '1') picture.rect(left + (index * 6 + x) * scale, top + y * scale, scale, scale, WHITE);
      });
    });
  });
  return picture.toPng();
}
