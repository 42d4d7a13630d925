export { extractStatement } from './extract-statement';
export { inferMissingYears } from './inferred-year';
