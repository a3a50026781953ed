// Demo device accounts: one of each type for the hotel (which has the deviceAccount plugin).
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../../platform/db/client';
import { hashClientMac } from './service';
import { deviceAccounts } from './table';

export async function seedDeviceAccounts(db: Db, customerId: string, objectId: () => string): Promise<void> {
  const accounts = [
    {
      name: 'Rezeption Drucker',
      description: 'Netzwerkdrucker an der Rezeption',
      keywords: ['rezeption', 'drucker'],
      accountType: 'MAC',
      macHash: await hashClientMac(db, '00:1A:2B:3C:4D:5E'),
      username: null,
      passwordHash: null,
    },
    {
      name: 'Smart-TV Suite 301',
      description: 'Fernseher der Suite',
      keywords: ['suite', 'tv'],
      accountType: 'MAC',
      macHash: await hashClientMac(db, '3C:5A:B4:10:20:30'),
      username: null,
      passwordHash: null,
    },
    {
      name: 'Kassensystem Restaurant',
      description: null,
      keywords: ['restaurant'],
      accountType: 'Username',
      macHash: null,
      username: 'kasse-restaurant',
      passwordHash: null,
    },
    {
      name: 'Haustechnik Tablet',
      description: 'Tablet des Hausmeisters',
      keywords: ['technik'],
      accountType: 'UsernamePassword',
      macHash: null,
      username: 'haustechnik',
      passwordHash: await hashPassword('Technik#2026'),
    },
  ];
  await db.insert(deviceAccounts).values(
    accounts.map((a) => ({
      ...a,
      customerId,
      id: objectId(),
      showTermsOfUse: a.accountType !== 'MAC',
      searchText: [a.name, a.description ?? '', a.username ?? '', ...a.keywords].join(' ').toLowerCase(),
    })),
  );
}
