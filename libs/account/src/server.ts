// What the app's server modules use, apart from the main entry (whose client layer and hooks would otherwise become
// client references of every page: decision 0004).
export { shouldFetchUserInfo } from './lib/rules/should-fetch-user-info';
