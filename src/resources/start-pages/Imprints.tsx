/** Imprints (/start-pages/imprints): active, default, description, texts per language. */
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
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { IMPRINT_RULES, LOCALIZED_TEXT } from '../../domain/startPage';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { useFieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { StartPageCreate, StartPageEdit, StartPageShow } from './forms';
import { LocalizedListInput, TabScreen, cleanLocalized, resourceOfTab, useAreaCan, useBooleanFilters } from './parts';
import { LocalizedTextsField } from './fields';

const TAB = 'imprints';
const RESOURCE = resourceOfTab(TAB);
export const TEXT_KEYS = ['lang', 'default', 'text'] as const;
const langsOf = (record: RaRecord) => (record.text ?? []).map((l: { lang: string }) => l.lang).join(', ');

function ImprintListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const canCreate = useAreaCan('create');
  const filters = [useSearchFilter(), ...useBooleanFilters(true)];
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  return (
    <List
      resource={RESOURCE}
      title={`resources.${RESOURCE}.page.list`}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={<ListActions canCreate={canCreate} />}
      empty={<EmptyState canCreate={canCreate} />}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(record) => record.description || translate('resources.start-pages.values.none')}
          secondaryText={langsOf}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="description" sx={{ overflowWrap: 'anywhere' }}>
            <RecordLink source="description" to={show} />
          </DataTable.Col>
          <DataTable.Col source="text" disableSort render={langsOf} />
          <DataTable.Col source="active" field={BooleanField} />
          <DataTable.Col source="default" field={BooleanField} />
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

export function ImprintList() {
  return (
    <TabScreen tab={TAB} list>
      <ImprintListView />
    </TabScreen>
  );
}

export function ImprintShow() {
  return (
    <StartPageShow tab={TAB}>
      <SimpleShowLayout>
        <TextField source="description" emptyText="–" />
        <BooleanField source="active" />
        <BooleanField source="default" />
        <LocalizedTextsField source="text" texts={['text']} />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </StartPageShow>
  );
}

function ImprintInputs() {
  const descriptionRules = useFieldRules('description', IMPRINT_RULES.description);
  return (
    <>
      <TextInput source="description" validate={descriptionRules} fullWidth multiline />
      <BooleanInput source="active" />
      <BooleanInput source="default" helperText={`resources.${RESOURCE}.helper.default`} />
      <LocalizedListInput shape={LOCALIZED_TEXT} />
    </>
  );
}

const transform = (data: RaRecord) => ({ ...data, text: cleanLocalized(data.text, TEXT_KEYS) });
const DEFAULTS = { active: true, default: false, text: [{ lang: 'de', default: true, text: '' }] };

export function ImprintCreate() {
  return (
    <StartPageCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <ImprintInputs />
    </StartPageCreate>
  );
}

export function ImprintEdit() {
  return (
    <StartPageEdit tab={TAB} transform={transform}>
      <ImprintInputs />
    </StartPageEdit>
  );
}
