export { extractLease, type LeaseExtraction } from './extract-lease';
