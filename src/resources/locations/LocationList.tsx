/** Locations (/locations, /locations/location): search on name, description or address (seed 001 §2). */
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, NullableBooleanInput, SimpleList, TextField, type RaRecord } from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import ExportButton from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { resourcePath } from '../../components/resourcePath';
import { AskOrCreate } from './Regions';
import { TabScreen, resourceOfTab, useTabCan } from './parts';

const TAB = 'location';
const RESOURCE = resourceOfTab(TAB);
const F = `resources.${RESOURCE}.filters`;

/** The columns of the export (docs/exports.md), headed by the list's labels. */
const EXPORT_COLUMNS = [
  'name',
  'description',
  'externalId',
  'street',
  'zip',
  'city',
  'state',
  'country',
  'lat',
  'long',
  'createdAt',
  'updatedAt',
] as const;

const placeOf = (record: RaRecord) =>
  [record.address?.street, [record.address?.zip, record.address?.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
const devicesOf = (record: RaRecord) => (Array.isArray(record.hotspotDeviceIds) ? record.hotspotDeviceIds.length : 0);
const regionsOf = (record: RaRecord) =>
  ((record.locationGroups ?? []) as { name: string }[]).map((g) => g.name).join(', ');

function LocationListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canCreate = useTabCan(TAB, 'create');
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  const filters = [
    useSearchFilter(),
    <NullableBooleanInput
      key="hasDevices"
      source="hasDevices"
      trueLabel={`${F}.withDevices`}
      falseLabel={`${F}.withoutDevices`}
    />,
  ];
  return (
    <List
      resource={RESOURCE}
      title={`resources.${RESOURCE}.page.list`}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={
        <ListActions canCreate={canCreate} views>
          <ExportButton columns={EXPORT_COLUMNS} />
        </ListActions>
      }
      empty={<AskOrCreate canCreate={canCreate} />}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={placeOf}
          tertiaryText={(record) => String(devicesOf(record))}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="name" sx={{ minWidth: '10em', overflowWrap: 'break-word' }}>
            <RecordLink source="name" to={show} />
          </DataTable.Col>
          <DataTable.Col source="address" disableSort render={placeOf} />
          <DataTable.Col source="externalId" field={TextField} sx={{ display: { xs: 'none', md: 'table-cell' } }} />
          <DataTable.Col source="hotspotDeviceIds" disableSort render={devicesOf} align="right" />
          <DataTable.Col source="locationGroups" disableSort render={regionsOf} />
          <DataTable.Col
            source="updatedAt"
            field={LocaleDateField}
            sx={{ display: { xs: 'none', lg: 'table-cell' } }}
          />
        </DataTable>
      )}
    </List>
  );
}

export default function LocationList() {
  return (
    <TabScreen tab={TAB} list>
      <LocationListView />
    </TabScreen>
  );
}
