export { extractStatement } from './extract-statement';
