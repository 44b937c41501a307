import { circle, type Point } from '../../../media/svg';
import { shade } from '../palette';
import type { Frame } from './frame';
import type { ArmPose, Person } from './person';
import { flowerCluster, line } from './shapes';

/** Where a shoulder joint is, for an arm on `side` (-1 camera left, 1 right). */
export function shoulderJoint(g: Frame, side: number): Point {
  return [g.x + side * (g.sw / 2 - g.armW * 0.38), g.shoulderY + g.r * 0.3 + g.armW * 0.5];
}

/** Elbow and wrist of an arm in a pose; a hugging arm is drawn by the group. */
function armPoints(g: Frame, side: number, pose: ArmPose): Point[] {
  const [sx, sy] = shoulderJoint(g, side);
  const upper = g.armLen * 0.46;
  switch (pose) {
    case 'down': {
      // Arms hang slightly away from the body.
      const reach = g.armLen - g.armW * 0.5 - g.r * 0.3;
      return [
        [sx, sy],
        [sx + side * reach * 0.122, sy + reach * 0.993],
      ];
    }
    case 'wave': {
      // Steep enough that the raised hand fits between two heads.
      const elbow: Point = [sx + side * upper * 0.28, sy - upper * 0.62];
      return [[sx, sy], elbow, [elbow[0] + side * upper * 0.04, elbow[1] - upper * 0.85]];
    }
    case 'hold': {
      const elbow: Point = [sx + side * upper * 0.12, sy + upper * 0.99];
      return [[sx, sy], elbow, [g.x + side * g.sw * 0.1, elbow[1] + g.armLen * 0.06]];
    }
    case 'hip': {
      const elbow: Point = [sx + side * upper * 0.62, sy + upper * 0.78];
      return [[sx, sy], elbow, [g.x + side * g.hipW * 0.5, g.hipY - g.h * 0.015]];
    }
    case 'hug':
      return [];
  }
}

/** Arms in their poses; returns the markup and where each hand is (null for a hugging arm). */
export function drawArms(
  p: Person,
  g: Frame,
): { markup: string; raised: string; hands: [Point | null, Point | null] } {
  let markup = '';
  let raised = '';
  const hands: [Point | null, Point | null] = [null, null];
  const sleeve = p.sleeve ?? shade(p.top, -0.16);
  const width = g.armW * (p.wideSleeves ? 1.45 : 1);
  const handR = g.armW * (p.hand === p.skin ? 0.48 : 0.62);
  for (const [i, side] of [-1, 1].entries()) {
    const pose = p.arms[i] ?? 'down';
    const points = armPoints(g, side, pose);
    const wrist = points[points.length - 1];
    if (!wrist) continue;
    let arm = line(points, sleeve, width);
    if (p.chest === 'ribs') arm += line(points, '#ece8dc', g.armW * 0.28);
    // The hand sits just past the cuff, along the forearm.
    const before = points[points.length - 2] ?? wrist;
    const len = Math.hypot(wrist[0] - before[0], wrist[1] - before[1]) || 1;
    const reach = pose === 'down' ? g.armW * 0.7 : g.armW * 0.45;
    const hand: Point = [
      wrist[0] + ((wrist[0] - before[0]) / len) * reach,
      wrist[1] + ((wrist[1] - before[1]) / len) * reach,
    ];
    arm += circle(hand[0], hand[1], pose === 'wave' ? handR * 1.12 : handR, p.hand);
    // A raised arm is drawn over the neighbours, who would otherwise hide it.
    if (pose === 'wave') raised += arm;
    else markup += arm;
    hands[i] = hand;
  }
  if (p.corsage) {
    const wrist = hands[0] ?? hands[1];
    if (wrist)
      raised += flowerCluster(wrist[0], wrist[1] - g.armW * 0.6, g.armW * 0.55, [
        '#f4f1ea',
        '#f2a7b8',
        '#f4f1ea',
      ]);
  }
  return { markup, raised, hands };
}
