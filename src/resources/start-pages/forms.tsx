/** Create, edit and details frames the four tabs share (messages `resources.start-pages/<tab>.*`). */
import type { ReactNode } from 'react';
import { Show, type RaRecord } from 'react-admin';
import RecordNotFound from '../../components/RecordNotFound';
import { RecordTitle, ResourceCreate, ResourceEdit } from '../../components/ResourceForms';
import ShowActions from '../../components/ShowActions';
import { StartPageDeleteButton, TabScreen, resourceOfTab, useRecordName, type StartPageTab } from './parts';

type Transform = (data: RaRecord) => RaRecord;

/** The screen of a tab around a frame. */
const tabScreen = (tab: StartPageTab) => (content: ReactNode) => <TabScreen tab={tab}>{content}</TabScreen>;

export function StartPageCreate({
  tab,
  defaults,
  transform,
  children,
}: {
  tab: StartPageTab;
  defaults: Record<string, unknown>;
  transform: Transform;
  children: ReactNode;
}) {
  return (
    <ResourceCreate
      resource={resourceOfTab(tab)}
      screen={tabScreen(tab)}
      nameOf={useRecordName()}
      defaultValues={defaults}
      transform={transform}
      maxWidth={960}
    >
      {children}
    </ResourceCreate>
  );
}

const LOADED = '__loaded';
const selects = new Map<string, (record: RaRecord) => RaRecord>();
/**
 * Lists the update input requires in full ('locales', 'templates') are kept out of the record the
 * data provider compares with, so an edit always sends them, changed or not.
 */
function alwaysSendSelect(fields: readonly string[]) {
  const key = fields.join(',');
  let select = selects.get(key);
  if (!select) {
    select = (record: RaRecord) => {
      const loaded = Object.fromEntries(fields.map((f) => [f, record[f]]));
      return { ...record, ...Object.fromEntries(fields.map((f) => [f, undefined])), [LOADED]: loaded };
    };
    selects.set(key, select);
  }
  return select;
}

/** The form values of a record: the lists kept out by alwaysSendSelect back in. */
function toValues(record: RaRecord): RaRecord {
  const { [LOADED]: loaded, ...rest } = record;
  return { ...rest, ...(loaded ?? {}) } as RaRecord;
}

export function StartPageEdit({
  tab,
  alwaysSend = [],
  transform,
  children,
}: {
  tab: StartPageTab;
  alwaysSend?: readonly string[];
  transform: Transform;
  children: ReactNode;
}) {
  const resource = resourceOfTab(tab);
  const nameOf = useRecordName();
  return (
    <ResourceEdit
      resource={resource}
      screen={tabScreen(tab)}
      nameOf={nameOf}
      title={<RecordTitle resource={resource} view="edit" nameOf={nameOf} />}
      queryOptions={alwaysSend.length ? { select: alwaysSendSelect(alwaysSend) } : undefined}
      deleteButton={<StartPageDeleteButton />}
      toValues={toValues}
      transform={transform}
      maxWidth={960}
    >
      {children}
    </ResourceEdit>
  );
}

export function StartPageShow({ tab, children }: { tab: StartPageTab; children: ReactNode }) {
  const resource = resourceOfTab(tab);
  const nameOf = useRecordName();
  return (
    <TabScreen tab={tab}>
      <Show
        resource={resource}
        title={<RecordTitle resource={resource} view="show" nameOf={nameOf} />}
        actions={
          <ShowActions>
            <StartPageDeleteButton />
          </ShowActions>
        }
        error={<RecordNotFound />}
        redirectOnError={false}
      >
        {children}
      </Show>
    </TabScreen>
  );
}
