import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ResourceContextProvider, SaveButton, SimpleForm, TextInput, memoryStore } from 'react-admin';
import { required } from '../../../../src/domain';
import { fieldRules, useFieldRules } from '../../../../src/components/fieldRules';
import { createI18nProvider } from '../../../../src/providers/i18nProvider';

/** Field-named validation messages (seed 000 §5) in a WiFi-code form: the shared helpers. */
function Inputs() {
  // `onlineAccounts` has no forms.fields label: named by resources.wifi-code.fields.onlineAccounts
  const onlineRules = useFieldRules('onlineAccounts', [required]);
  return (
    <>
      <TextInput source="description" validate={fieldRules('description', [required])} />
      <TextInput source="onlineAccounts" validate={onlineRules} />
    </>
  );
}

describe('field-named validation messages', () => {
  it('name the field by forms.fields.<name>.label, else by the resource’s field label', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('de')} store={memoryStore()}>
        <ResourceContextProvider value="wifi-code">
          <SimpleForm noValidate onSubmit={() => undefined} toolbar={<SaveButton alwaysEnable />}>
            <Inputs />
          </SimpleForm>
        </ResourceContextProvider>
      </AdminContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Beschreibung: Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Gerade online: Dieses Feld ist erforderlich')).toBeInTheDocument();
  });
});
