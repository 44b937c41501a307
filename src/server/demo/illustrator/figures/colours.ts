export const SHOES = '#231a14';
export const WHITE = '#f7f5ef';
export const SHIRT = '#f4f1ea';
export const BLACK_SUIT = '#1d1d22';
/** Strong colours for paper hats, balloons and swimsuits: a party is never muted. */
export const BRIGHT = [
  '#e63946',
  '#1d70d6',
  '#f4c20d',
  '#2a9d5c',
  '#ff7f2a',
  '#8e44ad',
  '#ff4fa0',
  '#17a2b8',
] as const;
export const FLOWERS = ['#f4f1ea', '#f2a7b8', '#d94a5a', '#f6d36b', '#c7a0d8'] as const;
export const GOWNS = [
  '#b3243c',
  '#2b4c9a',
  '#f0b3c4',
  '#6b3fa0',
  '#17806d',
  '#d9b44a',
  '#1d1d22',
  '#9fc3e6',
] as const;
export const WOOL = ['#c0392b', '#f0ece4', '#2e5a8a', '#e0a030', '#3a7a4a', '#7a2a4a', '#e46a8a'] as const;
export const ROBES = ['#1b1b24', '#1f2d52', '#5e1a26', '#1d3b2a'] as const;
export const TASSELS = ['#e0b040', '#f2efe8', '#e0b040', '#c0392b'] as const;
