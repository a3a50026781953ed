import { useSyncExternalStore } from 'react';
import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Link, useTranslate } from 'react-admin';
import { secondFactorGate, type SecondFactorGate } from '../providers/secondFactorGate';

/** Where the enrolment is: the profile's second-factor cards. */
export const ENROLMENT_PATH = '/profile#second-factor';

/**
 * The refusal noted for the customer (SECOND_FACTOR_REQUIRED, D294), re-rendering when it changes;
 * with `orFirst`, the first customer withheld when none is named.
 */
export function useSecondFactorGate(
  customerId: string | null | undefined,
  orFirst = false,
): SecondFactorGate | undefined {
  const gates = useSyncExternalStore(secondFactorGate.subscribe, secondFactorGate.get, secondFactorGate.get);
  return customerId ? secondFactorGate.of(customerId) : orFirst ? gates[0] : undefined;
}

/**
 * In place of a customer's pages when the server refused its data because the customer requires a
 * second factor of its members the user has not set up (issue 38, D294): names the customer and
 * leads to the enrolment on the profile; the pages come back once a factor is set up.
 */
export default function SecondFactorRequiredNotice({ gate }: { gate: SecondFactorGate }) {
  const translate = useTranslate();
  const customer = gate.customerName;
  return (
    <Box sx={{ maxWidth: 720, mt: 3, mx: 'auto' }}>
      <Alert
        severity="warning"
        icon={<PhonelinkLockIcon />}
        role="alert"
        aria-labelledby="second-factor-required-title"
        sx={{ alignItems: 'flex-start' }}
      >
        <AlertTitle id="second-factor-required-title" component="h1" sx={{ typography: 'h6' }}>
          {translate('shell.secondFactorRequired.title')}
        </AlertTitle>
        <Typography sx={{ fontWeight: 500 }}>{translate('shell.secondFactorRequired.text', { customer })}</Typography>
        <Typography sx={{ mt: 1 }}>{translate('shell.secondFactorRequired.detail', { customer })}</Typography>
        <Button
          component={Link}
          to={ENROLMENT_PATH}
          variant="contained"
          color="warning"
          startIcon={<PhonelinkLockIcon />}
          sx={{ mt: 2 }}
        >
          {translate('shell.secondFactorRequired.action')}
        </Button>
      </Alert>
    </Box>
  );
}
