// Spec 01 §7's skip rule has one home in the api library (issue 23 item 7), so every domain's layer asks the same one.
export { USER_INFO_SKIPPED_PATHS, shouldFetchUserInfo } from '@exchange/api';
