import * as migration_20261122_054322_initial from './20261122_054322_initial';

export const migrations = [
  {
    up: migration_20261122_054322_initial.up,
    down: migration_20261122_054322_initial.down,
    name: '20261122_054322_initial'
  },
];
