/** Central parsing of the values documents write: numbers, words, money, percentages, dates, durations. */

export {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  findDates,
  findMonthRanges,
  findMonthYears,
  isoDate,
  longDate,
  MONTH_NAMES,
  MONTH_YEAR_SOURCE,
  monthsBetween,
  parseDate,
  parseDateCell,
  parseIsoDate,
} from './dates';
export {
  type Duration,
  type DurationUnit,
  durationDays,
  durationMonths,
  findDurations,
  findOrdinalDays,
  ordinalWordsToNumber,
} from './durations';
export {
  type FindMoneyOptions,
  findMoney,
  parseMoneyCents,
  repairOcrMoney,
  repairOcrNumerals,
  repairOcrThousandsPoints,
} from './money';
export { NUMBER_WORDS_SOURCE, wordsToNumber } from './number-words';
export { type Found, findNumbers, parseNumber } from './numbers';
export { findPercents, parsePercent, parsePercentCell } from './percent';
export { type AreaRatio, areaRatiosIn, parseShare, quotientPrints, type Share, sameShare } from './share';
