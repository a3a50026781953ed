// The loyalty club sign-up's checks (src/domain/boostcom.ts) and the partners' circuit breaker
// (server/platform/circuit.ts), both pure.
import { describe, expect, it } from 'vitest';
import { checkBoostcomSignUp, BOOSTCOM_NAME_MAX } from '../../../src/domain/boostcom';
import { Circuits } from '../../../server/platform/circuit';

const OK = {
  firstName: ' Erika ',
  lastName: 'Mustermann',
  email: 'Erika@Example.org ',
  phone: '0151 2345 6799',
  membershipTerms: '1',
};

describe('checkBoostcomSignUp', () => {
  it('gives the club trimmed names, a lower-case e-mail and the number in E.164', () => {
    expect(checkBoostcomSignUp({ ...OK, marketing: 'on' }, '+49')).toEqual({
      ok: true,
      value: {
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: 'erika@example.org',
        msisdn: '+4915123456799',
        membershipTerms: true,
        marketing: true,
      },
    });
    const noMarketing = checkBoostcomSignUp(OK, '+49');
    expect(noMarketing.ok && noMarketing.value.marketing).toBe(false);
  });

  it('names the first field that is wrong, in the form’s order', () => {
    const problem = (input: Record<string, unknown>, code: string | null = '+49') => {
      const r = checkBoostcomSignUp(input, code);
      return r.ok ? null : [r.field, r.problem];
    };
    expect(problem({ ...OK, firstName: '  ' })).toEqual(['firstName', 'required']);
    expect(problem({ ...OK, firstName: 'x'.repeat(BOOSTCOM_NAME_MAX + 1) })).toEqual(['firstName', 'tooLong']);
    expect(problem({ ...OK, lastName: '<b>' })).toEqual(['lastName', 'invalid']);
    expect(problem({ ...OK, lastName: '=HYPERLINK()' })).toEqual(['lastName', 'invalid']);
    expect(problem({ ...OK, lastName: 'a\u0000b' })).toEqual(['lastName', 'invalid']);
    expect(problem({ ...OK, email: '' })).toEqual(['email', 'required']);
    expect(problem({ ...OK, email: 'erika@' })).toEqual(['email', 'invalid']);
    expect(problem({ ...OK, email: `${'a'.repeat(250)}@x.de` })).toEqual(['email', 'tooLong']);
    expect(problem({ ...OK, phone: '030 1234567' })).toEqual(['phone', 'notMobile']);
    // Without a calling code, a number must carry its country.
    expect(problem(OK, null)).toEqual(['phone', 'invalid']);
    expect(problem({ ...OK, phone: '+43 664 1234567' }, null)).toBeNull();
    expect(problem({ ...OK, membershipTerms: undefined })).toEqual(['membershipTerms', 'required']);
    expect(problem({ ...OK, membershipTerms: 'yes' })).toEqual(['membershipTerms', 'required']);
    // Not text at all.
    expect(problem({ ...OK, firstName: 42 })).toEqual(['firstName', 'required']);
  });
});

describe('Circuits', () => {
  it('opens after the failures in a row, refuses for its time, then lets one call try; a success closes it', () => {
    let now = 1000;
    const opened: string[] = [];
    const c = new Circuits({ failures: 3, openMs: 30_000, now: () => now, onOpen: (key) => opened.push(key) });
    c.failure('club');
    c.failure('club');
    expect(c.isOpen('club')).toBe(false);
    c.success('club');
    c.failure('club');
    c.failure('club');
    expect(c.isOpen('club')).toBe(false);
    c.failure('club');
    expect(c.isOpen('club')).toBe(true);
    expect(c.isOpen('other')).toBe(false);
    expect(opened).toEqual(['club']);
    now += 30_000;
    // Half-open: one call may try; its failure opens the circuit again at once.
    expect(c.isOpen('club')).toBe(false);
    c.failure('club');
    expect(c.isOpen('club')).toBe(true);
    now += 30_000;
    c.success('club');
    expect(c.isOpen('club')).toBe(false);
  });
});
