/** Parts the four tabs of the start-page area share: tabs, the resource frame, delete, text lists. */
import type { ReactNode } from 'react';
import { Tab, Tabs } from '@mui/material';
import {
  AddItemButton,
  ArrayInput,
  BooleanInput,
  Link,
  NullableBooleanInput,
  ResourceContextProvider,
  SimpleFormIterator,
  TextInput,
  useCanAccess,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { localizedListErrors } from '../../domain/startPage';
import type { Invalid } from '../../domain';
import ConfirmDeleteButton from '../../components/ConfirmDeleteButton';
import { resourcePath } from '../../components/resourcePath';
import RequireCustomer from '../../shell/RequireCustomer';

export const AREA = 'start-pages';
export const TABS = ['terms-of-use', 'imprints', 'templates', 'bundles'] as const;
export type StartPageTab = (typeof TABS)[number];
export const resourceOfTab = (tab: StartPageTab) => `${AREA}/${tab}`;

/** The tabs above every list of the area: links (with ?organization), arrow keys move between them. */
export function StartPageTabs({ current }: { current: StartPageTab }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={current}
      aria-label={translate('resources.start-pages.tabs.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={translate(`resources.start-pages.tabs.${tab}`)}
          component={Link}
          to={resourcePath(resourceOfTab(tab))}
        />
      ))}
    </Tabs>
  );
}

/**
 * A screen of one tab: the customer required, the tab's react-admin resource in context and, for
 * lists, the tabs above.
 */
export function TabScreen({ tab, list = false, children }: { tab: StartPageTab; list?: boolean; children: ReactNode }) {
  return (
    <RequireCustomer>
      <ResourceContextProvider value={resourceOfTab(tab)}>
        {list && <StartPageTabs current={tab} />}
        {children}
      </ResourceContextProvider>
    </RequireCustomer>
  );
}

/** Permission of the area's subject (StartPageContent) for an action. */
export function useAreaCan(action: string, record?: RaRecord) {
  const { canAccess = false } = useCanAccess({ resource: AREA, action, record });
  return canAccess;
}

/** How a record of a tab is named in titles and confirmations. */
export function useRecordName() {
  const translate = useTranslate();
  return (record: RaRecord | undefined): string => {
    if (!record) return '';
    if (typeof record.name === 'string' && record.name) return record.name;
    if (typeof record.description === 'string' && record.description) return record.description;
    if (typeof record.slot === 'string') return translate(`resources.start-pages.slots.${record.slot}`);
    return String(record.id);
  };
}

/** The delete button of the area: the shared one, naming the record as the area does. */
export function StartPageDeleteButton() {
  return <ConfirmDeleteButton nameOf={useRecordName()} />;
}

/** List filters: search, active and (where there is one) default. */
export function useBooleanFilters(withDefault: boolean) {
  const R = `resources.${useResourceContext() ?? AREA}`;
  return [
    <NullableBooleanInput
      key="active"
      source="active"
      trueLabel={`${R}.filters.activeOnly`}
      falseLabel={`${R}.filters.inactiveOnly`}
    />,
    ...(withDefault
      ? [
          <NullableBooleanInput
            key="default"
            source="default"
            trueLabel={`${R}.filters.defaultOnly`}
            falseLabel={`${R}.filters.notDefault`}
          />,
        ]
      : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Text lists per language
// ---------------------------------------------------------------------------------------------

type ItemValidator = (
  value: unknown,
  values?: Record<string, unknown>,
  props?: { finalSource?: string },
) => Invalid | undefined;

interface ListShape {
  field: string;
  textField: string;
  optional: readonly string[];
}

const getPath = (values: Record<string, unknown> | undefined, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], values);

const itemRules = new Map<string, ItemValidator[]>();
/** The rule of one item's input: the domain's list errors at this input's own key ('locales.1.lang'). */
function itemRule(shape: ListShape, sub: string): ItemValidator[] {
  const key = `${shape.field}:${sub}`;
  let rules = itemRules.get(key);
  if (!rules) {
    const rule: ItemValidator = (_value, values, props) => {
      const errors = localizedListErrors(
        shape.field,
        getPath(values, shape.field) as never,
        shape.textField,
        shape.optional,
      );
      const found = props?.finalSource ? errors[props.finalSource] : undefined;
      return (
        found && {
          message: found.message,
          args: { ...found.args, fieldLabel: `resources.start-pages.localized.${sub}` },
        }
      );
    };
    rules = [Object.assign(rule, sub === 'lang' || sub === shape.textField ? { isRequired: true } : {})];
    itemRules.set(key, rules);
  }
  return rules;
}

const listRules = new Map<string, ItemValidator[]>();
/** The rule of the whole list: required, at most 20 languages, exactly one default ('oneDefault'). */
function listRule(shape: ListShape, label: string): ItemValidator[] {
  const key = `${shape.field}:${label}`;
  let rules = listRules.get(key);
  if (!rules) {
    const rule: ItemValidator = (value) => {
      const found = localizedListErrors(shape.field, value as never, shape.textField, shape.optional)[shape.field];
      return found && { message: found.message, args: { ...found.args, fieldLabel: label } };
    };
    rules = [Object.assign(rule, { isRequired: true })];
    listRules.set(key, rules);
  }
  return rules;
}

/**
 * A text list per language (imprint and template `text`, terms-of-use `locales`): language, default
 * and the HTML text(s) of each entry, validated with the domain's `localizedListErrors`.
 */
export function LocalizedListInput({ shape, children }: { shape: ListShape; children?: ReactNode }) {
  const resource = useResourceContext() ?? AREA;
  const L = 'resources.start-pages.localized';
  const label = `resources.${resource}.fields.${shape.field}`;
  const texts = [...shape.optional, shape.textField];
  return (
    <ArrayInput
      source={shape.field}
      label={label}
      helperText={`resources.${resource}.helper.${shape.field}`}
      validate={listRule(shape, label) as never}
    >
      <SimpleFormIterator inline={false} disableReordering addButton={<AddItemButton label={`${L}.add`} />} fullWidth>
        <TextInput
          source="lang"
          label={`${L}.lang`}
          helperText={`${L}.langHelp`}
          validate={itemRule(shape, 'lang') as never}
          sx={{ maxWidth: 200 }}
        />
        <BooleanInput source="default" label={`${L}.default`} helperText={`${L}.defaultHelp`} />
        {texts.map((sub) => (
          <TextInput
            key={sub}
            source={sub}
            label={`${L}.${sub}`}
            multiline
            minRows={3}
            maxRows={12}
            fullWidth
            validate={itemRule(shape, sub) as never}
          />
        ))}
        {children}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A list of text entries as the server takes it: only its own keys, trimmed language codes. */
export function cleanLocalized(items: unknown, keys: readonly string[]): Record<string, unknown>[] {
  if (!Array.isArray(items)) return [];
  return items.map((item: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = item?.[key];
      if (key === 'default') out[key] = value === true;
      else if (key === 'lang') out[key] = typeof value === 'string' ? value.trim() : value;
      else out[key] = typeof value === 'string' && value !== '' ? value : key === 'privacy' ? null : (value ?? '');
    }
    return out;
  });
}
