export { maskMiddle } from './lib/rules/mask';
