/**
 * Family "riverside-mixed" (decision 0061): the mixed-use building every document of a packet
 * names. Drawn from the family's own stream (not the render stream), so the lease, the letter and
 * the invoice agree on the floors, the apartments above and the suite without passing state.
 */
import type { PacketModel } from '../model';
import { Rng } from '../prng';

export interface MixedUseBuilding {
  /** The building (the model's property name). */
  name: string;
  /** Storeys; the commercial space is the ground floor (and the mezzanine of office suites). */
  floors: number;
  /** Apartments on the upper floors: not part of the Commercial Portion the share is taken on. */
  apartments: number;
  /** The suite: the model's suite with its prefix ("Suite", "Unit") dropped. */
  suite: string;
  /** The developer LLC's member who signs the letters. */
  signerTitle: string;
  /** The invoice number's suffix ("2025-0412": year, month, this). */
  invoiceSeq: number;
}

export function buildingOf(m: PacketModel): MixedUseBuilding {
  const rng = new Rng(`riverside-mixed:building:${m.spec.seed}`);
  const floors = rng.int(4, 9);
  return {
    name: m.lease.property.name,
    floors,
    apartments: (floors - 1) * rng.int(6, 14),
    suite: m.lease.property.suite.replace(/^(Suite|Unit|Bay|Building) /, ''),
    signerTitle: rng.pick(['Managing Member', 'Manager', 'Member']),
    invoiceSeq: rng.int(1, 40),
  };
}
