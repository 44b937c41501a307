/**
 * Simple people: head, hair, torso, arms and legs, at the proportions of an adult or a child,
 * dressed for the occasion (a bride's veil, a graduate's cap, a witch's hat) and posed a little
 * differently each, so a crowd does not look like a row of paper dolls.
 */

export { FIGURE_DEFS } from './body';
export { drawGroup, type GroupLayout } from './group';
