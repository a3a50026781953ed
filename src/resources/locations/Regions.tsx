/** Regions (/locations/group): name, description and the customer's locations in it (seed 001 §3). */
import { Box, Chip, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteArrayInput,
  DataTable,
  Labeled,
  Link,
  List,
  ReferenceArrayInput,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { REGION_RULES } from '../../domain/location';
import EmptyState from '../../components/EmptyState';
import ExportButton from '../../components/ExportButton';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { fieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { TabCreate, TabEdit, TabScreen, TabShow, emptyToNull, resourceOfTab, useTabCan } from './parts';

const TAB = 'group';
const RESOURCE = resourceOfTab(TAB);
const LOCATIONS = resourceOfTab('location');
const countOf = (record: RaRecord) => (Array.isArray(record.locationIds) ? record.locationIds.length : 0);

/** The empty list: create, or (without create rights) ask the administrator. */
export function AskOrCreate({ canCreate }: { canCreate: boolean }) {
  const translate = useTranslate();
  return (
    <EmptyState canCreate={canCreate}>
      <Typography color="text.secondary">{translate('messages.askAdministrator')}</Typography>
    </EmptyState>
  );
}

/** The export's columns (docs/exports.md): each region's locations by name and their number. */
const EXPORT_COLUMNS = ['name', 'description', 'locationCount', 'locations', 'createdAt', 'updatedAt'];

function RegionListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canCreate = useTabCan(TAB, 'create');
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  return (
    <List
      resource={RESOURCE}
      title={`resources.${RESOURCE}.page.list`}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      filters={[useSearchFilter()]}
      actions={
        <ListActions canCreate={canCreate}>
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
          secondaryText={(record) => record.description ?? ''}
          tertiaryText={(record) => String(countOf(record))}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="name" sx={{ minWidth: '10em', overflowWrap: 'break-word' }}>
            <RecordLink source="name" to={show} />
          </DataTable.Col>
          <DataTable.Col source="description" field={TextField} disableSort sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col source="locationIds" disableSort render={countOf} align="right" />
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

export function RegionList() {
  return (
    <TabScreen tab={TAB} list>
      <RegionListView />
    </TabScreen>
  );
}

/** The locations of a region as links to their details. */
function RegionLocations() {
  const translate = useTranslate();
  const record = useRecordContext();
  const locations = (record?.locations ?? []) as {
    _id: string;
    name: string;
    address?: { zip?: string; city?: string };
  }[];
  return (
    <Labeled label={`resources.${RESOURCE}.fields.locations`}>
      {locations.length === 0 ? (
        <Typography color="text.secondary">{translate(`resources.${RESOURCE}.empty.noLocations`)}</Typography>
      ) : (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {locations.map((l) => {
            const place = [l.address?.zip, l.address?.city].filter(Boolean).join(' ');
            return (
              <Box component="li" key={l._id}>
                <Chip
                  clickable
                  component={Link}
                  to={resourcePath(LOCATIONS, l._id)}
                  label={place ? `${l.name} (${place})` : l.name}
                />
              </Box>
            );
          })}
        </Stack>
      )}
    </Labeled>
  );
}

export function RegionShow() {
  return (
    <TabShow tab={TAB}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="–" />
        <RegionLocations />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </TabShow>
  );
}

const nameRules = fieldRules('name', REGION_RULES.name);
const descriptionRules = fieldRules('description', REGION_RULES.description);
const locationRules = fieldRules('locationIds', REGION_RULES.locationIds);

function RegionInputs() {
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} fullWidth multiline />
      <ReferenceArrayInput
        source="locationIds"
        reference={LOCATIONS}
        perPage={25}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText="name"
          label={`resources.${RESOURCE}.fields.locationIds`}
          helperText={`resources.${RESOURCE}.helper.locationIds`}
          validate={locationRules}
          filterToQuery={(q) => ({ q })}
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  );
}

const transform = (data: RaRecord) => ({
  ...data,
  name: typeof data.name === 'string' ? data.name.trim() : data.name,
  description: emptyToNull({ d: data.description })?.d ?? null,
  locationIds: Array.isArray(data.locationIds) ? data.locationIds : [],
});
const toValues = (record: RaRecord) => record;
const DEFAULTS = { name: '', description: '', locationIds: [] };

export function RegionCreate() {
  return (
    <TabCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <RegionInputs />
    </TabCreate>
  );
}

export function RegionEdit() {
  return (
    <TabEdit tab={TAB} toValues={toValues} transform={transform}>
      <RegionInputs />
    </TabEdit>
  );
}
