/** Template bundles (/start-pages/bundles): one template per slot forming a start page of its own. */
import { useMemo, useRef, useState } from 'react';
import { Box, FormControl, InputLabel, MenuItem, Select, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  DataTable,
  FunctionField,
  Labeled,
  List,
  ListBase,
  Pagination,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useChoicesContext,
  useGetMany,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { SEARCH_DEBOUNCE_MS, type Validator } from '../../domain';
import { TEMPLATE_BUNDLE_RULES } from '../../domain/startPage';
import EmptyState from '../../components/EmptyState';
import LocaleDateField from '../../components/LocaleDateField';
import { ListActions, NoResults, useSearchFilter } from '../../components/listParts';
import { RecordLink } from '../../components/listRows';
import { useFieldRules } from '../../components/fieldRules';
import { resourcePath } from '../../components/resourcePath';
import { StartPageCreate, StartPageEdit, StartPageShow } from './forms';
import { AREA, TabScreen, resourceOfTab, useAreaCan, useBooleanFilters, useRecordName } from './parts';
import { ImprintField, useSlotName } from './fields';
import { IMPRINTS, SLOT_CHOICES, useImprintText } from './Templates';
import StartPagePreview, { type PreviewTemplate } from './StartPagePreview';

const TAB = 'bundles';
const RESOURCE = resourceOfTab(TAB);
const TEMPLATES = `${AREA}/templates`;

function BundleListView() {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const canCreate = useAreaCan('create');
  const filters = [useSearchFilter(), ...useBooleanFilters(true)];
  const show = (id: string | number) => resourcePath(RESOURCE, id);
  const count = (record: RaRecord) => String((record.templates ?? []).length);
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
          secondaryText={(record) => `${translate(`resources.${RESOURCE}.fields.templates`)}: ${count(record)}`}
          rowClick={(id) => show(id)}
          empty={<NoResults />}
        />
      ) : (
        <DataTable rowClick={(id) => show(id)} bulkActionButtons={false} empty={<NoResults />}>
          <DataTable.Col source="description" sx={{ overflowWrap: 'anywhere' }}>
            <RecordLink source="description" to={show} />
          </DataTable.Col>
          <DataTable.Col source="templates" disableSort render={count} />
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

export function BundleList() {
  return (
    <TabScreen tab={TAB} list>
      <BundleListView />
    </TabScreen>
  );
}

/** The bundle's templates, paged and filterable by slot (the templates list filtered by ids). */
function BoundTemplates() {
  const record = useRecordContext();
  const translate = useTranslate();
  const slotName = useSlotName();
  const [slot, setSlot] = useState('');
  const ids = (record?.templates ?? []) as string[];
  const R = `resources.${RESOURCE}`;
  return (
    <Labeled label={`${R}.fields.boundTemplates`} fullWidth>
      <Box>
        <FormControl size="small" sx={{ minWidth: 240, my: 1 }}>
          <InputLabel id="bound-slot">{translate(`${R}.filters.slot`)}</InputLabel>
          <Select
            labelId="bound-slot"
            label={translate(`${R}.filters.slot`)}
            value={slot}
            onChange={(event) => setSlot(event.target.value)}
          >
            <MenuItem value="">{translate('resources.start-pages.values.allSlots')}</MenuItem>
            {SLOT_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {translate(c.name)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {ids.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.start-pages.preview.noTemplates')}</Typography>
        ) : (
          <ListBase
            resource={TEMPLATES}
            filter={{ ids, ...(slot ? { slot } : {}) }}
            sort={{ field: 'slot', order: 'ASC' }}
            perPage={10}
            disableSyncWithLocation
          >
            <DataTable
              rowClick={(id) => resourcePath(TEMPLATES, id)}
              bulkActionButtons={false}
              empty={<Typography sx={{ p: 2 }}>{translate(`${R}.empty.noTemplates`)}</Typography>}
            >
              <DataTable.Col
                source="slot"
                label={`resources.${TEMPLATES}.fields.slot`}
                render={(t: RaRecord) => (
                  <RecordLink to={(id) => resourcePath(TEMPLATES, id)}>{slotName(t.slot)}</RecordLink>
                )}
              />
              <DataTable.Col
                source="description"
                label={`resources.${TEMPLATES}.fields.description`}
                field={TextField}
              />
              <DataTable.Col source="active" label={`resources.${TEMPLATES}.fields.active`} field={BooleanField} />
            </DataTable>
            <Pagination rowsPerPageOptions={[10, 25]} />
          </ListBase>
        )}
      </Box>
    </Labeled>
  );
}

/** The whole bundle, slot by slot, per language. */
function BundlePreview() {
  const record = useRecordContext();
  const [locale = 'de'] = useLocaleState();
  const ids = (record?.templates ?? []) as string[];
  const { data = [] } = useGetMany(TEMPLATES, { ids }, { enabled: ids.length > 0 });
  const imprint = useImprintText(record?.imprint);
  const templates: PreviewTemplate[] = useMemo(
    () =>
      data
        .filter(Boolean)
        .map((t) => ({ slot: t.slot, text: t.text ?? [], cspDirectives: t.cspDirectives ?? [] }))
        .sort((a, b) => a.slot.localeCompare(b.slot)),
    [data],
  );
  if (!record) return null;
  return <StartPagePreview templates={templates} imprint={imprint} lang={locale} />;
}

export function BundleShow() {
  return (
    <StartPageShow tab={TAB}>
      <SimpleShowLayout>
        <TextField source="description" emptyText="–" />
        <BooleanField source="active" />
        <BooleanField source="default" />
        <ImprintField />
        <FunctionField source="templates" render={(record: RaRecord) => String((record.templates ?? []).length)} />
        <BoundTemplates />
        <BundlePreview />
        <LocaleDateField source="updatedAt" />
      </SimpleShowLayout>
    </StartPageShow>
  );
}

type SlotMap = Map<string, string>;

/** The autocomplete of templates, naming each by slot and description, and noting each choice's slot. */
function TemplateChoices({ slots, validate }: { slots: SlotMap; validate: Validator[] }) {
  const { allChoices } = useChoicesContext();
  const slotName = useSlotName();
  const nameOf = useRecordName();
  for (const choice of allChoices ?? []) if (choice?.slot) slots.set(String(choice.id), choice.slot);
  return (
    <AutocompleteArrayInput
      optionText={(t: RaRecord) => `${slotName(t.slot)} · ${t.description || nameOf(t)}`}
      filterToQuery={(q: string) => ({ q })}
      validate={validate}
      helperText={`resources.${RESOURCE}.helper.templates`}
      fullWidth
    />
  );
}

/** At most one template per slot: refused on the client with the slot's name. */
function TemplatesInput() {
  const slots = useRef<SlotMap>(new Map()).current;
  const rules = useFieldRules('templates', TEMPLATE_BUNDLE_RULES.templates);
  const slotName = useSlotName();
  const validate = useMemo<Validator[]>(() => {
    const oneSlot: Validator = (value) => {
      const seen = new Set<string>();
      for (const id of Array.isArray(value) ? value : []) {
        const slot = slots.get(String(id));
        if (!slot) continue;
        if (seen.has(slot))
          return { message: 'resources.start-pages.errors.slotTwice', args: { slot: slotName(slot) } };
        seen.add(slot);
      }
      return undefined;
    };
    return [...rules, oneSlot];
  }, [rules, slots, slotName]);
  return (
    <ReferenceArrayInput source="templates" reference={TEMPLATES} sort={{ field: 'slot', order: 'ASC' }} perPage={50}>
      <TemplateChoices slots={slots} validate={validate} />
    </ReferenceArrayInput>
  );
}

function ImprintOption() {
  const record = useRecordContext();
  const nameOf = useRecordName();
  return <>{nameOf(record)}</>;
}

function BundleInputs() {
  const descriptionRules = useFieldRules('description', TEMPLATE_BUNDLE_RULES.description);
  const imprintRules = useFieldRules('imprint', TEMPLATE_BUNDLE_RULES.imprint);
  return (
    <>
      <TextInput source="description" validate={descriptionRules} fullWidth multiline />
      <BooleanInput source="active" />
      <BooleanInput source="default" helperText={`resources.${RESOURCE}.helper.default`} />
      <ReferenceInput source="imprint" reference={IMPRINTS} sort={{ field: 'createdAt', order: 'DESC' }}>
        <SelectInput
          optionText={<ImprintOption />}
          validate={imprintRules}
          emptyText="resources.start-pages.values.none"
        />
      </ReferenceInput>
      <TemplatesInput />
    </>
  );
}

const transform = (data: RaRecord) => ({ ...data, imprint: data.imprint || null, templates: data.templates ?? [] });
const DEFAULTS = { active: true, default: false, templates: [] };

export function BundleCreate() {
  return (
    <StartPageCreate tab={TAB} defaults={DEFAULTS} transform={transform}>
      <BundleInputs />
    </StartPageCreate>
  );
}

export function BundleEdit() {
  return (
    <StartPageEdit tab={TAB} alwaysSend={['templates']} transform={transform}>
      <BundleInputs />
    </StartPageEdit>
  );
}
