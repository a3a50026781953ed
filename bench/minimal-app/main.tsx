// The anchor of bench/browser.ts: a minimal react-admin app beside the portal (issue 41). The default
// login page, a home page and one list resource, the WiFi codes of the demo hotel, with a data
// provider that makes one request per list against the portal's server (bench/minimalApp.ts serves
// this build and passes /auth/authorize and /graphql on). Nothing else: no permissions, no customer
// switch, no lazy loading, German messages bundled. Not part of the portal's build.
import { createRoot } from 'react-dom/client';
import { Card, CardContent, Typography } from '@mui/material';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  Admin,
  BooleanField,
  DataTable,
  DateField,
  HttpError,
  List,
  Resource,
  type AuthProvider,
  type DataProvider,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { raGerman } from '../../src/i18n/raGerman';
import { MINIMAL } from './texts';

/** The demo hotel (server/seed/demo.ts HOTEL_ID): the customer whose codes the list shows. */
const CUSTOMER_ID = 'K100001';

const LIST_QUERY = `query($skip:Int,$take:Int,$sort:[SortType!],$customerIds:[String!]){
  vouchers(skip:$skip,take:$take,sort:$sort,customerIds:$customerIds){
    totalCount data{ _id code voucherCode description active valid used simultaneousUse expires deviceVoucher createdAt updatedAt }
  }
}`;

const token = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${MINIMAL.tokenCookie}=`))
    ?.slice(MINIMAL.tokenCookie.length + 1);

const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const r = await fetch('/auth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password }),
    });
    const body = (await r.json()) as { data?: { accessToken?: string } };
    if (!body.data?.accessToken) throw new Error('ra.auth.sign_in_error');
    document.cookie = `${MINIMAL.tokenCookie}=${body.data.accessToken}; path=/; samesite=strict`;
  },
  async logout() {
    document.cookie = `${MINIMAL.tokenCookie}=; path=/; max-age=0`;
  },
  async checkAuth() {
    if (!token()) throw new Error('ra.auth.auth_check_error');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) throw new Error('ra.auth.auth_check_error');
  },
};

const notHere = () => Promise.reject(new Error('the minimal app only lists'));

const dataProvider: DataProvider = {
  async getList(_resource, { pagination = { page: 1, perPage: 25 }, sort }) {
    const r = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` },
      body: JSON.stringify({
        query: LIST_QUERY,
        variables: {
          skip: (pagination.page - 1) * pagination.perPage,
          take: pagination.perPage,
          sort: sort ? [{ key: sort.field, order: sort.order }] : [],
          customerIds: [CUSTOMER_ID],
        },
      }),
    });
    const body = (await r.json()) as {
      data?: { vouchers: { totalCount: number; data: { _id: string }[] } };
      errors?: { message: string }[];
    };
    if (!body.data) throw new HttpError(body.errors?.[0]?.message ?? 'error', r.status);
    const { totalCount, data } = body.data.vouchers;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's records are untyped here
    return { data: data.map((row) => ({ ...row, id: row._id })) as any[], total: totalCount };
  },
  getOne: notHere,
  getMany: notHere,
  getManyReference: notHere,
  update: notHere,
  updateMany: notHere,
  create: notHere,
  delete: notHere,
  deleteMany: notHere,
};

const i18nProvider = polyglotI18nProvider(() => raGerman, 'de', { allowMissing: true });

function Home() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6">{MINIMAL.welcome}</Typography>
      </CardContent>
    </Card>
  );
}

function VoucherList() {
  return (
    <List title={MINIMAL.list} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable>
        <DataTable.Col source="code" label="Code" />
        <DataTable.Col source="description" label="Beschreibung" />
        <DataTable.Col source="active" label="Aktiv" field={BooleanField} />
        <DataTable.Col source="valid" label="Gültig" field={BooleanField} />
        <DataTable.NumberCol source="used" label="Benutzt" />
        <DataTable.NumberCol source="simultaneousUse" label="Gleichzeitig" />
        <DataTable.Col source="expires" label="Läuft ab" field={DateField} />
        <DataTable.Col source="createdAt" label="Erstellt" field={DateField} />
      </DataTable>
    </List>
  );
}

// History-style paths, as the portal's (react-admin's default is a hash router).
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Admin
      title="Minimal"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      dashboard={Home}
      requireAuth
      disableTelemetry
    >
      <Resource name="wifi-code" list={VoucherList} options={{ label: MINIMAL.list }} />
    </Admin>
  </BrowserRouter>,
);
