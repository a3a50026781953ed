/** Terms of use (/start-pages/terms-of-use): name, description, active, texts per language. */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  List,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { TERMS_OF_USE_LOCALES, TERMS_OF_USE_RULES } from '../../domain/startPage';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { useFieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { StartPageCreate, StartPageEdit, StartPageShow } from './forms';
import { LocalizedListInput, TabScreen, cleanLocalized, resourceOfTab, useAreaCan, useBooleanFilters } from './parts';
import { LocalizedTextsField } from './fields';

const TAB = 'terms-of-use';
const RESOURCE = resourceOfTab(TAB);
const LOCALE_KEYS = ['lang', 'default', 'privacy', 'terms'] as const;

function TermsOfUseListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canCreate = useAreaCan('create');
  const filters = [useSearchFilter(), ...useBooleanFilters(false)];
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  return (
    <List
      resource={RESOURCE}
      title={`resources.${RESOURCE}.page.list`}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={<ListActions canCreate={canCreate} />}
      empty={<EmptyState canCreate={canCreate} />}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => (record.locales ?? []).map((l: { lang: string }) => l.lang).join(', ')}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="name" sx={{ overflowWrap: 'anywhere' }}>
            <RecordLink source="name" to={show} />
          </DataTable.Col>
          <DataTable.Col
            source="description"
            disableSort
            field={TextField}
            sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}
          />
          <DataTable.Col
            source="locales"
            disableSort
            render={(record: RaRecord) => (record.locales ?? []).map((l: { lang: string }) => l.lang).join(', ')}
          />
          <DataTable.Col source="active" field={BooleanField} />
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

export function TermsOfUseList() {
  return (
    <TabScreen tab={TAB} list>
      <TermsOfUseListView />
    </TabScreen>
  );
}

export function TermsOfUseShow() {
  return (
    <StartPageShow tab={TAB}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" emptyText="–" />
        <BooleanField source="active" />
        <LocalizedTextsField source="locales" texts={['terms', 'privacy']} />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </StartPageShow>
  );
}

function TermsOfUseInputs() {
  const nameRules = useFieldRules('name', TERMS_OF_USE_RULES.name);
  const descriptionRules = useFieldRules('description', TERMS_OF_USE_RULES.description);
  return (
    <>
      <TextInput source="name" validate={nameRules} fullWidth />
      <TextInput source="description" validate={descriptionRules} fullWidth multiline />
      <BooleanInput source="active" />
      <LocalizedListInput shape={TERMS_OF_USE_LOCALES} />
    </>
  );
}

const transform = (data: RaRecord) => ({ ...data, locales: cleanLocalized(data.locales, LOCALE_KEYS) });
const DEFAULTS = { active: true, locales: [{ lang: 'de', default: true, terms: '', privacy: '' }] };

export function TermsOfUseCreate() {
  return (
    <StartPageCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <TermsOfUseInputs />
    </StartPageCreate>
  );
}

export function TermsOfUseEdit() {
  return (
    <StartPageEdit tab={TAB} alwaysSend={['locales']} transform={transform}>
      <TermsOfUseInputs />
    </StartPageEdit>
  );
}
