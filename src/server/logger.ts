import pino from 'pino';

export type Logger = pino.Logger;

/** JSON logs to stdout; tests pass level 'silent'. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'leaseaudit' } });
}
