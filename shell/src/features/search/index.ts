export { GlobalSearch } from './GlobalSearch';
export { searchGroups } from './search-results';
