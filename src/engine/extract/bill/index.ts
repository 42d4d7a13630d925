export { billLineKind, extractBill } from './extract-bill';
