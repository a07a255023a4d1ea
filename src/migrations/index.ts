import * as migration_20261122_054322_initial from './20261122_054322_initial';
import * as migration_20261122_063511_staff_desk_drag_ordering from './20261122_063511_staff_desk_drag_ordering';

export const migrations = [
  {
    up: migration_20261122_054322_initial.up,
    down: migration_20261122_054322_initial.down,
    name: '20261122_054322_initial',
  },
  {
    up: migration_20261122_063511_staff_desk_drag_ordering.up,
    down: migration_20261122_063511_staff_desk_drag_ordering.down,
    name: '20261122_063511_staff_desk_drag_ordering'
  },
];
