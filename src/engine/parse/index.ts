/** Central parsing of the values documents write: numbers, words, money, percentages, dates, durations. */

export {
  addDays,
  addMonths,
  daysInMonth,
  findDates,
  findMonthRanges,
  isoDate,
  monthsBetween,
  parseDate,
} from './dates';
export { type Duration, type DurationUnit, durationDays, durationMonths, findDurations } from './durations';
export { findMoney, parseMoneyCents, repairOcrMoney, repairOcrNumerals } from './money';
export { wordsToNumber } from './number-words';
export { type Found, findNumbers, parseNumber } from './numbers';
export { findPercents, parsePercent } from './percent';
