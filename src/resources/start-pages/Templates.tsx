/** Templates (/start-pages/templates): the content of one start-page screen (slot) per language. */
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  SimpleShowLayout,
  TextArrayInput,
  TextField,
  TextInput,
  useGetOne,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS, TEMPLATE_SLOTS } from '../../domain';
import { LOCALIZED_TEXT, TEMPLATE_RULES } from '../../domain/startPage';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { useFieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { StartPageCreate, StartPageEdit, StartPageShow } from './forms';
import {
  AREA,
  LocalizedListInput,
  TabScreen,
  cleanLocalized,
  resourceOfTab,
  useAreaCan,
  useBooleanFilters,
  useRecordName,
} from './parts';
import { ImprintField, LocalizedTextsField, useSlotName } from './fields';
import StartPagePreview, { type PreviewText } from './StartPagePreview';

const TAB = 'templates';
const RESOURCE = resourceOfTab(TAB);
export const IMPRINTS = `${AREA}/imprints`;
const TEXT_KEYS = ['lang', 'default', 'text'] as const;

/** The 19 slots with their translated names. */
export const SLOT_CHOICES = TEMPLATE_SLOTS.map((slot) => ({ id: slot, name: `resources.start-pages.slots.${slot}` }));

export function SlotFilter({ source = 'slot', alwaysOn }: { source?: string; alwaysOn?: boolean; label?: string }) {
  return (
    <SelectInput
      source={source}
      choices={SLOT_CHOICES}
      alwaysOn={alwaysOn}
      label={`resources.${RESOURCE}.fields.slot`}
    />
  );
}

function TemplateListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canCreate = useAreaCan('create');
  const slotName = useSlotName();
  const filters = [useSearchFilter(), <SlotFilter key="slot" />, ...useBooleanFilters(true)];
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  return (
    <List
      resource={RESOURCE}
      title={`resources.${RESOURCE}.page.list`}
      sort={{ field: 'slot', order: 'ASC' }}
      perPage={25}
      filters={filters}
      actions={<ListActions canCreate={canCreate} />}
      empty={<EmptyState canCreate={canCreate} />}
      exporter={false}
      debounce={SEARCH_DEBOUNCE_MS}
    >
      {isPhone ? (
        <SimpleList
          primaryText={(record) => slotName(record.slot)}
          secondaryText={(record) => record.description ?? ''}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col
            source="slot"
            render={(record: RaRecord) => <RecordLink to={show}>{slotName(record.slot)}</RecordLink>}
          />
          <DataTable.Col source="description" field={TextField} sx={{ overflowWrap: 'anywhere' }} />
          <DataTable.Col
            source="text"
            disableSort
            sx={{ display: { xs: 'none', md: 'table-cell' } }}
            render={(record: RaRecord) => (record.text ?? []).map((l: { lang: string }) => l.lang).join(', ')}
          />
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

export function TemplateList() {
  return (
    <TabScreen tab={TAB} list>
      <TemplateListView />
    </TabScreen>
  );
}

/** The imprint's texts by id (none: no footer). */
export function useImprintText(id: unknown): PreviewText[] | undefined {
  const valid = typeof id === 'string' && id !== '';
  const { data } = useGetOne(IMPRINTS, { id: valid ? id : '' }, { enabled: valid });
  return valid ? (data?.text as PreviewText[] | undefined) : undefined;
}

function TemplateShowPreview() {
  const record = useRecordContext();
  const [locale = 'de'] = useLocaleState();
  const imprint = useImprintText(record?.imprint);
  if (!record) return null;
  return (
    <StartPagePreview
      templates={[{ slot: record.slot, text: record.text ?? [], cspDirectives: record.cspDirectives ?? [] }]}
      imprint={imprint}
      lang={locale}
    />
  );
}

export function TemplateShow() {
  const slotName = useSlotName();
  const translate = useTranslate();
  return (
    <StartPageShow tab={TAB}>
      <SimpleShowLayout>
        <FunctionField source="slot" render={(record: RaRecord) => slotName(record.slot)} />
        <TextField source="description" emptyText="–" />
        <BooleanField source="active" />
        <BooleanField source="default" />
        <FunctionField
          source="cspDirectives"
          render={(record: RaRecord) =>
            (record.cspDirectives ?? []).length
              ? (record.cspDirectives as string[]).join('; ')
              : translate('resources.start-pages.values.none')
          }
        />
        <ImprintField />
        <LocalizedTextsField source="text" texts={['text']} />
        <TemplateShowPreview />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </StartPageShow>
  );
}

/** The preview follows the form as one types. */
function LivePreview() {
  const [locale = 'de'] = useLocaleState();
  const [slot, text, cspDirectives, imprintId] = useWatch({ name: ['slot', 'text', 'cspDirectives', 'imprint'] });
  const imprint = useImprintText(imprintId);
  const items = ((text ?? []) as PreviewText[]).filter((t) => t && typeof t.lang === 'string' && t.lang);
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <StartPagePreview
        templates={[{ slot: slot ?? 'Welcome', text: items, cspDirectives: cspDirectives ?? [] }]}
        imprint={imprint}
        lang={locale}
      />
    </Box>
  );
}

function ImprintOption() {
  const record = useRecordContext();
  const nameOf = useRecordName();
  return <>{nameOf(record)}</>;
}

function TemplateInputs() {
  const slotRules = useFieldRules('slot', TEMPLATE_RULES.slot);
  const descriptionRules = useFieldRules('description', TEMPLATE_RULES.description);
  const cspRules = useFieldRules('cspDirectives', TEMPLATE_RULES.cspDirectives);
  const imprintRules = useFieldRules('imprint', TEMPLATE_RULES.imprint);
  return (
    <>
      <SelectInput source="slot" choices={SLOT_CHOICES} validate={slotRules} />
      <TextInput source="description" validate={descriptionRules} fullWidth multiline />
      <BooleanInput source="active" />
      <BooleanInput source="default" helperText={`resources.${RESOURCE}.helper.default`} />
      <LocalizedListInput shape={LOCALIZED_TEXT} />
      <TextArrayInput
        source="cspDirectives"
        validate={cspRules}
        helperText={`resources.${RESOURCE}.helper.cspDirectives`}
        fullWidth
      />
      <ReferenceInput source="imprint" reference={IMPRINTS} sort={{ field: 'createdAt', order: 'DESC' }}>
        <SelectInput
          optionText={<ImprintOption />}
          validate={imprintRules}
          emptyText="resources.start-pages.values.none"
        />
      </ReferenceInput>
      <LivePreview />
    </>
  );
}

const transform = (data: RaRecord) => ({
  ...data,
  text: cleanLocalized(data.text, TEXT_KEYS),
  cspDirectives: ((data.cspDirectives ?? []) as string[]).map((d) => d.trim()).filter(Boolean),
  imprint: data.imprint || null,
});
const DEFAULTS = {
  active: true,
  default: false,
  slot: 'Welcome',
  cspDirectives: [],
  text: [{ lang: 'de', default: true, text: '' }],
};

export function TemplateCreate() {
  return (
    <StartPageCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <TemplateInputs />
    </StartPageCreate>
  );
}

export function TemplateEdit() {
  return (
    <StartPageEdit tab={TAB} transform={transform}>
      <TemplateInputs />
    </StartPageEdit>
  );
}
