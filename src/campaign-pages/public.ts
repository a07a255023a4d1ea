export { routesPool } from './read/path-routes'
