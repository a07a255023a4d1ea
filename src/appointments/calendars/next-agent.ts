import type { LaneSlot } from './lane-slots'

/**
 * Round robin among the agents free at the chosen time: the one whose last web booking is the
 * oldest (never booked counts as oldest), ties by account id so the choice never depends on
 * reading order. `lastWebBooking`: each agent's newest web booking's creation time, in ms.
 */
export function nextAgent(free: LaneSlot[], lastWebBooking: Map<number, number>): LaneSlot | null {
  const turn = (lane: LaneSlot) => (lane.agentId === null ? -1 : (lastWebBooking.get(lane.agentId) ?? 0))
  return [...free].sort((a, b) => turn(a) - turn(b) || (a.agentId ?? 0) - (b.agentId ?? 0))[0] ?? null
}
