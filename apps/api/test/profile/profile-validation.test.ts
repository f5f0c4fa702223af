import { profileMessages } from '@hoa/contracts/profile';
import { validationMessages } from '@hoa/contracts/validation-messages';
import { expect, it } from 'vitest';
import { as } from '../calls';
import { forEachDatabase } from '../helper';
import { address, createProfileWorld, homeowner, phone, profileOf } from './profile-world';

forEachDatabase((kind) => {
  it('answers every invalid field with its message (SPEC §5)', async () => {
    const world = await createProfileWorld(kind);
    const base = homeowner(world.a.ownerId);
    const detailOf = async (path: string, body: unknown) => {
      const response = await as(world.test.app, world.a.token).post(`${base}/${path}`, body);
      expect(response.statusCode).toBe(400);
      return String(response.json().detail);
    };
    const cases: [string, unknown, string[]][] = [
      [
        'contact',
        phone('', ''),
        ['body.label: Label is required', `body.phone: ${validationMessages.phoneRequired}`],
      ],
      ['contact', phone('Mobile', '555-12'), [`body.phone: ${validationMessages.phoneInvalid}`]],
      ['contact', phone('Mobile', 'call me'), [validationMessages.phoneInvalid]],
      ['contact', phone('x'.repeat(41), '2175550101'), [profileMessages.labelInvalid]],
      [
        'contact',
        { type: 'email', label: 'Home', email: '' },
        [`body.email: ${validationMessages.emailRequired}`],
      ],
      ['contact', { type: 'email', label: 'Home', email: 'alex@' }, [validationMessages.emailFormat]],
      [
        'contact',
        { type: 'email', label: 'Home', email: `${'a'.repeat(250)}@example.com` },
        [validationMessages.emailInvalid],
      ],
      [
        'address',
        { label: '', name: '', street: '', city: '' },
        [
          profileMessages.labelRequired,
          validationMessages.nameRequired,
          validationMessages.addressRequired,
          profileMessages.cityRequired,
          profileMessages.stateRequired,
          profileMessages.zipRequired,
        ],
      ],
      [
        'address',
        {
          ...address,
          state: 'ZZ',
          zip: '6270',
          city: '12 Main',
          secondAddress: 'x'.repeat(101),
          street: 'y'.repeat(101),
        },
        [
          profileMessages.stateInvalid,
          profileMessages.zipInvalid,
          profileMessages.cityInvalid,
          profileMessages.secondAddressInvalid,
          profileMessages.streetInvalid,
        ],
      ],
      [
        'address',
        { ...address, isInternational: true },
        [
          profileMessages.countryRequired,
          profileMessages.provinceRequired,
          profileMessages.postalCodeRequired,
        ],
      ],
      [
        'address',
        { ...address, isInternational: true, country: '42', province: '#', postalCode: '!!' },
        [profileMessages.countryInvalid, profileMessages.provinceInvalid, profileMessages.postalCodeInvalid],
      ],
    ];
    for (const [path, body, messages] of cases) {
      const detail = await detailOf(path, body);
      for (const message of messages) expect(detail).toContain(message);
    }
    // nothing was saved
    expect((await profileOf(world)).contacts).toHaveLength(1);
  });
});
